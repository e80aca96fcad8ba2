/**
 * The business objects the work-flow approves (ADR 025), each an adapter: its summary for the
 * 审批 dialog (order number, amount in yuan, the company) and what the last step's 同意 or any
 * step's 驳回 does to it, through the same code path as the object's own audit.
 * 充值订单审核: toll/recharge.ts's settleOrder (credits once on 同意; 驳回 keeps the comment).
 */
import { str } from "../../core/http";
import { orderById, settleOrder } from "../toll/recharge";
import type { BusinessRef } from "./instances";

export interface BusinessSummary {
  /** The order number (or the object's own label). */
  label: string;
  /** The amount in yuan, two decimals. */
  amount: string;
  /** Who asked (the tenant) and the company the money went to. */
  tenantName: string;
  companyName: string;
  detail: string;
  /** The object's own state as its service names it (0 waiting, 1 confirmed, 2 rejected). */
  state: number;
}

export interface BusinessAdapter {
  summary(db: D1Database, id: string): Promise<BusinessSummary | null>;
  /** Carries out the decision as `userId`; the message refusing it when the object cannot take it now. */
  finish(db: D1Database, id: string, approved: boolean, comment: string, userId: string): Promise<string | null>;
}

const recharge: BusinessAdapter = {
  async summary(db, id) {
    const order = await orderById(db, id);
    if (!order) return null;
    return {
      label: order.order_no, amount: order.actual_price, tenantName: str(order.tenant_name), companyName: order.company_name,
      detail: `${order.combo_name} × ${order.buy_num}`, state: order.order_state,
    };
  },
  async finish(db, id, approved, comment, userId) {
    const order = await orderById(db, id);
    if (!order) return "充值订单不存在";
    const done = await settleOrder(db, order, approved ? 1 : 2, comment, userId, Date.now());
    return done ? null : "该订单已审核，请勿重复操作";
  },
};

export const BUSINESS: Record<BusinessRef["type"], BusinessAdapter> = { recharge };

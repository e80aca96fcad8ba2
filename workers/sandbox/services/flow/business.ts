/**
 * The business objects the work-flow approves (ADR 025), each an adapter: its summary for the
 * 审批 dialog (order number, amount in yuan, the company) and what the last step's 同意 or any
 * step's 驳回 does to it, through the same code path as the object's own audit.
 * 充值订单审核: toll/recharge.ts's settleOrder (credits once on 同意; 驳回 keeps the comment).
 * 商户入网审核: the merchant's status, 0 待审核 → 1 正常 on 同意 or 4 审核驳回 on 驳回 (guarded on 0).
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

const merchant: BusinessAdapter = {
  async summary(db, id) {
    const row = await db.prepare(
      `SELECT m.merchant_no, m.merchant_full_name, m.merchant_status, m.link_man, m.mobile, a.agent_name FROM cloud_merchant_info m
       LEFT JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.id = ? AND m.is_deleted = 0`,
    ).bind(id).first<{ merchant_no: string; merchant_full_name: string; merchant_status: number; link_man: string | null; mobile: string | null; agent_name: string | null }>();
    if (!row) return null;
    return {
      label: row.merchant_no, amount: "", tenantName: str(row.agent_name), companyName: row.merchant_full_name,
      detail: [row.link_man, row.mobile].filter(Boolean).join(" "), state: row.merchant_status,
    };
  },
  async finish(db, id, approved, _comment, userId) {
    const result = await db.prepare("UPDATE cloud_merchant_info SET merchant_status = ?, update_user = ?, update_time = ? WHERE id = ? AND merchant_status = 0 AND is_deleted = 0")
      .bind(approved ? 1 : 4, userId, Date.now(), id).run();
    return result.meta.changes > 0 ? null : "商户状态已变更";
  },
};

export const BUSINESS: Record<BusinessRef["type"], BusinessAdapter> = { recharge, merchant };

/** 充值订单审核 (ADR 025): a recharge order as the work-flow approves it, through the audit's own settleOrder (credits once on 同意; 驳回 keeps the comment). */
import { str } from "../../core/http";
import type { BusinessAdapter } from "../flow/business";
import { orderById, settleOrder } from "./recharge";

export const rechargeApproval: BusinessAdapter = {
  async summary(db, id) {
    const order = await orderById(db, id);
    if (!order) return null;
    return {
      label: order.order_no,
      amount: order.actual_price,
      tenantName: str(order.tenant_name),
      companyName: order.company_name,
      detail: `${order.combo_name} × ${order.buy_num}`,
      state: order.order_state,
    };
  },
  async finish(db, id, approved, comment, userId) {
    const order = await orderById(db, id);
    if (!order) return "充值订单不存在";
    const done = await settleOrder(db, order, approved ? 1 : 2, comment, userId, Date.now());
    return done ? null : "该订单已审核，请勿重复操作";
  },
};

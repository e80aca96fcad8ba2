/** 商户入网审核 (ADR 025): a new merchant as the work-flow approves it: 0 待审核 → 1 正常 on 同意, 4 审核驳回 on 驳回 (guarded on 0). */
import { str } from "../../core/http";
import type { BusinessAdapter } from "../flow/business";

export const merchantApproval: BusinessAdapter = {
  async summary(db, id) {
    const row = await db
      .prepare(
        `SELECT m.merchant_no, m.merchant_full_name, m.merchant_status, m.link_man, m.mobile, a.agent_name FROM cloud_merchant_info m
       LEFT JOIN cloud_agent_info a ON a.id = m.agent_id WHERE m.id = ? AND m.is_deleted = 0`,
      )
      .bind(id)
      .first<{
        merchant_no: string;
        merchant_full_name: string;
        merchant_status: number;
        link_man: string | null;
        mobile: string | null;
        agent_name: string | null;
      }>();
    if (!row) return null;
    return {
      label: row.merchant_no,
      amount: "",
      tenantName: str(row.agent_name),
      companyName: row.merchant_full_name,
      detail: [row.link_man, row.mobile].filter(Boolean).join(" "),
      state: row.merchant_status,
    };
  },
  async finish(db, id, approved, _comment, userId) {
    const result = await db
      .prepare(
        "UPDATE cloud_merchant_info SET merchant_status = ?, update_user = ?, update_time = ? WHERE id = ? AND merchant_status = 0 AND is_deleted = 0",
      )
      .bind(approved ? 1 : 4, userId, Date.now(), id)
      .run();
    return result.meta.changes > 0 ? null : "商户状态已变更";
  },
};

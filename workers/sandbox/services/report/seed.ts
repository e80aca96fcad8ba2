/**
 * seed_v18_trade_report (ADR 021): 报表中心 → 交易报表 with its 导出 for the partner roles, who read
 * the report of their own subtree (agent) or merchant; and 分润报表 with its 导出 for the agent
 * role (its own level and below; a merchant has no shares to read). The administrators hold both.
 */
import type { SeedData } from "../../core/seed";
import { PARTNER_SEED } from "../agent/seed";
import { menuRows } from "../menu/catalogue";

export const TRADE_REPORT_GRANTS = ["report", "tradeReport", "trade_report_export"];
export const PROFIT_REPORT_GRANTS = ["profitReport", "profit_report_export"];

export function tradeReportMenuSeed(): SeedData {
  const byCode = new Map(menuRows().map((m) => [m.code, m.id]));
  const grant = (role: string, codes: string[]) =>
    codes.map((code) => {
      const id = byCode.get(code);
      if (!id) throw new Error(`report seed: no menu ${code}`);
      return { role_id: role, menu_id: id };
    });
  const grants = [
    ...grant(PARTNER_SEED.roleAgent, [...TRADE_REPORT_GRANTS, ...PROFIT_REPORT_GRANTS]),
    ...grant(PARTNER_SEED.roleMerchant, TRADE_REPORT_GRANTS),
  ];
  return { rows: [["blade_role_menu", grants]] };
}

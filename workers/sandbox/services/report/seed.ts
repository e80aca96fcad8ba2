/**
 * seed_v18_trade_report (ADR 021): 报表中心 → 交易报表 with its 导出 for the partner roles, who read
 * the report of their own subtree (agent) or merchant (the administrators hold it already).
 */
import type { SeedData } from "../../core/seed";
import { PARTNER_SEED } from "../agent/seed";
import { menuRows } from "../menu/catalogue";

export const TRADE_REPORT_GRANTS = ["report", "tradeReport", "trade_report_export"];

export function tradeReportMenuSeed(): SeedData {
  const byCode = new Map(menuRows().map((m) => [m.code, m.id]));
  const grants = [PARTNER_SEED.roleAgent, PARTNER_SEED.roleMerchant].flatMap((role) =>
    TRADE_REPORT_GRANTS.map((code) => {
      const id = byCode.get(code);
      if (!id) throw new Error(`report seed: no menu ${code}`);
      return { role_id: role, menu_id: id };
    }),
  );
  return { rows: [["blade_role_menu", grants]] };
}

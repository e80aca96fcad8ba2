/**
 * seed_v19_policy (ADR 020), with the money data (its first request seeds it): every merchant's
 * rate per pay type (the rule the orders were priced by, catalogue merchantRateE4Sql), three rate
 * templates (the costs of a first-, second- and third-level agent) and three level policies giving
 * them from the first day of the month after the seed's moment (Beijing), so the months already
 * traded keep the agents' own 分润结算费率 and the next one is priced by policy.
 */
import type { SeedData } from "../../core/seed";
import { merchantRateE4Sql } from "../order/catalogue";
import { POLICY_SEED, POLICY_TARGET, RATE_PAIRS, rateText } from "./catalogue";

/** Costs per pay type (1/10,000 percent) and the bank card's cap (fen) by level: each level at or above the one before, all below every merchant's rate. */
const LEVEL_COSTS: Record<number, { name: string; wx: number; union: number; card: number; cardCap: number }> = {
  1: { name: "一级代理成本模板", wx: 2500, union: 3000, card: 5000, cardCap: 2000 },
  2: { name: "二级代理成本模板", wx: 2800, union: 3300, card: 5200, cardCap: 2200 },
  3: { name: "三级代理成本模板", wx: 3100, union: 3600, card: 5500, cardCap: 2500 },
};

const MERCHANT_RATES = `
INSERT OR IGNORE INTO cloud_merchant_rate (tenant_id, merchant_id, pay_type, rate, rate_e4)
SELECT x.tenant_id, x.id, x.code, printf('%d.%02d', x.e4 / 10000, (x.e4 % 10000) / 100), x.e4
FROM (SELECT m.tenant_id, m.id, p.code, ${merchantRateE4Sql("m.r", "p.code")} AS e4
      FROM (SELECT tenant_id, id, ROW_NUMBER() OVER (PARTITION BY tenant_id ORDER BY merchant_no) - 1 AS r FROM cloud_merchant_info WHERE is_deleted = 0) m
      CROSS JOIN (SELECT 'WXPAY' AS code UNION ALL SELECT 'ALIPAY' UNION ALL SELECT 'UNIONPAY' UNION ALL SELECT 'CARD') p) x`;

/** The first day of the month after `moment`'s Beijing month. */
export function nextMonthStart(moment: number): string {
  const d = new Date(moment + 8 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

export function policyDataSeed(now = Date.now()): SeedData {
  const templates = Object.entries(LEVEL_COSTS).map(([level, c]) => ({
    id: POLICY_SEED.template(Number(level)),
    level: Number(level),
    ...c,
  }));
  const from = nextMonthStart(now);
  return {
    rows: [
      [
        "cloud_rate_template",
        templates.map((t) => ({
          id: t.id,
          tenant_id: POLICY_SEED.tenant,
          template_name: t.name,
          remark: `第${t.level}级代理商的成本费率`,
          create_user: null,
          create_user_name: "系统",
          create_time: now,
          update_time: now,
          is_deleted: 0,
        })),
      ],
      [
        "cloud_rate_template_item",
        templates.flatMap((t) =>
          RATE_PAIRS.map((p) => ({
            template_id: t.id,
            channel_code: p.channelCode,
            pay_type: p.payType,
            rate: rateText(p.payType === "UNIONPAY" ? t.union : p.payType === "CARD" ? t.card : t.wx),
            cap_fen: p.payType === "CARD" ? t.cardCap : null,
          })),
        ),
      ],
      [
        "cloud_policy",
        templates.map((t) => ({
          id: POLICY_SEED.policy(t.level),
          tenant_id: POLICY_SEED.tenant,
          policy_name: `${from.slice(0, 7)} 第${t.level}级代理商成本政策`,
          template_id: t.id,
          target_type: POLICY_TARGET.level,
          agent_level: t.level,
          agent_id: null,
          effective_date: from,
          remark: null,
          create_user: null,
          create_user_name: "系统",
          create_time: now,
          update_time: now,
          is_deleted: 0,
        })),
      ],
    ],
    updates: [[MERCHANT_RATES, []]],
  };
}

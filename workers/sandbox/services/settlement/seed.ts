/**
 * seed_v15_settlement (结算记录 and 结算配置, issue 17; ADR 018), in bulk SQL after seed_v14_orders:
 *
 * - 结算配置: one cloud_settle_config per trading merchant (the first 2,000 by merchant number):
 *   cycle by rank (6 in 10 T+1, 2 D+0, 2 D+1), a minimum amount of 0, 10.00 or 20.00 yuan, the
 *   merchant's settlement account, and a review threshold (复核金额) of 50,000.00 yuan, but
 *   1,000.00 for M10000001 (mer01's) so a remittance there needs a second operator.
 * - 结算记录: one batch per merchant per Beijing pay day of the last 30 days before today, over its
 *   paid orders (which get settle_state 1 and settle_batch_id: the batch's lines); totals from the
 *   orders, so net = gross − fee − refunds. A day below the merchant's minimum is carried into
 *   the next day's batch (seed-sql carryForwardStatements); days still carried stay 待结算. Settled at 00:30 the next day (D+0: 23:30 the same day).
 *   States by age and serial: the last 2 days 等待审核 (a quarter 已审核), 3–4 days 已审核 (one in ten
 *   审核不通过), older 打款成功, one in 25 打款失败 (收款账户户名不符), one in 40 审核不通过.
 * - Ledger: SETTLE per batch (in-transit −net, available +net) at its settle time and REMIT
 *   (available −net) per 打款成功 batch, then the tenant's running balances are recomputed.
 * - The agents' configs, profit shares and batches (agent-seed.ts, ADR 019), before the ledger.
 * - The dictionary settle_batch_state (system), the buttons settle_audit and settle_remit for the
 *   administrators holding 结算记录, and 结算记录 / 结算配置 to read for the partner roles.
 */
import { seedId } from "../../core/ids";
import type { SeedData } from "../../core/seed";
import { ledgerRecomputeStatements } from "../account/ledger";
import { PARTNER_SEED } from "../agent/seed";
import type { LaterButton } from "../menu/catalogue";
import { laterButtonsSeed } from "../menu/seed";
import { beijingMidnight } from "../order/seed";
import { ORDER_SEED } from "../order/catalogue";
import { agentSettlementStatements } from "./agent-seed";
import { BATCH_STATE_NAMES, SETTLE_KIND, SETTLE_SEED } from "./catalogue";
import { batchInsertSql, carryForwardStatements, settleIdSql } from "./seed-sql";

/**
 * 结算记录's actions (seed_v14_money_menus: settlementMenuSeed): 审核 and 打款 (also 重试打款), each
 * its own permission, granted to the administrators holding 结算记录; the partner roles only read.
 */
export const SETTLE_BUTTONS: LaterButton[] = [
  { id: seedId(18, 970), screen: "settleRecord", code: "settle_audit", kind: "audit" },
  { id: seedId(18, 971), screen: "settleRecord", code: "settle_remit", kind: "remit" },
];

const TENANT = ORDER_SEED.tenant;
const idSql = settleIdSql;

/** ?1 tenant, ?2 trading merchants, ?3 the seed's moment, ?4 M10000001's id. */
const CONFIGS = `
INSERT OR IGNORE INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, settle_type, min_amount_fen, account_name, account_no, bank_name,
  review_threshold_fen, update_user, update_time)
SELECT ${idSql("500000 + r")}, ?1, 1, id, CASE WHEN r % 10 < 6 THEN '1' WHEN r % 10 < 8 THEN '2' ELSE '3' END, (r % 3) * 1000,
  COALESCE(settle_account_name, merchant_full_name), COALESCE(settle_card_no, '6228' || printf('%015d', r)), COALESCE(settle_bank_name, '中国工商银行'),
  CASE WHEN id = ?4 THEN ${SETTLE_SEED.mer01ThresholdFen} ELSE ${SETTLE_SEED.thresholdFen} END, NULL, ?3
FROM (SELECT m.*, ROW_NUMBER() OVER (ORDER BY m.merchant_no) AS r FROM cloud_merchant_info m WHERE m.tenant_id = ?1 AND m.is_deleted = 0
      ORDER BY m.merchant_no LIMIT ?2)`;

/**
 * ?1 tenant, ?2 today's Beijing midnight, ?3 days: a merchant's paid orders per pay day (k days ago). An order is paid
 * within 43 s of its creation: the create_time range lets the time index find them.
 */
const DAYS = `
CREATE TABLE sandbox_settle_days AS
SELECT merchant_id AS owner_id, k, COUNT(*) AS n, SUM(amount_fen) AS gross, SUM(fee_fen) AS fee, SUM(refunded_fen) AS refunded
FROM (SELECT merchant_id, amount_fen, fee_fen, refunded_fen, (CAST(?2 AS INTEGER) - pay_time - 1) / 86400000 + 1 AS k FROM cloud_trade_order
      WHERE tenant_id = ?1 AND create_time >= CAST(?2 AS INTEGER) - CAST(?3 AS INTEGER) * 86400000 - 60000 AND create_time < CAST(?2 AS INTEGER)
        AND state IN (1, 4, 5) AND pay_time >= CAST(?2 AS INTEGER) - CAST(?3 AS INTEGER) * 86400000 AND pay_time < CAST(?2 AS INTEGER))
GROUP BY merchant_id, k`;

/** ?1 tenant, ?2 today's Beijing midnight, ?3 the seed's moment: a batch per group, owned by its merchant. */
const BATCHES = batchInsertSql({
  groups: "sandbox_settle_group",
  ownerType: 1,
  merchantId: "x.owner_id",
  agentId: "m.agent_id",
  joins: "JOIN cloud_merchant_info m ON m.id = x.owner_id LEFT JOIN cloud_agent_info a ON a.id = m.agent_id",
});

/** ?1 tenant, ?2 today's Beijing midnight, ?3 days: the orders are their batches' lines (a carried day's in the batch that settles it). */
const LINES = `
UPDATE cloud_trade_order SET settle_state = 1, settle_batch_id = ${idSql("g.sn")}
FROM sandbox_settle_map d JOIN sandbox_settle_group g ON g.owner_id = d.owner_id AND g.k = d.close_k
WHERE cloud_trade_order.tenant_id = ?1 AND cloud_trade_order.create_time >= CAST(?2 AS INTEGER) - CAST(?3 AS INTEGER) * 86400000 - 60000 AND cloud_trade_order.create_time < CAST(?2 AS INTEGER)
  AND cloud_trade_order.state IN (1, 4, 5)
  AND cloud_trade_order.pay_time >= CAST(?2 AS INTEGER) - CAST(?3 AS INTEGER) * 86400000 AND cloud_trade_order.pay_time < CAST(?2 AS INTEGER)
  AND d.owner_id = cloud_trade_order.merchant_id AND d.k = (CAST(?2 AS INTEGER) - cloud_trade_order.pay_time - 1) / 86400000 + 1
  AND EXISTS (SELECT 1 FROM cloud_settle_batch b WHERE b.id = ${idSql("g.sn")})`;

const LEDGER_COLUMNS = `id, tenant_id, account_id, biz_type, biz_no, change_available, change_frozen, change_in_transit,
  available_after, frozen_after, in_transit_after, remark, operator_id, operator_name, create_time, seq`;

/**
 * ?1 tenant: SETTLE per batch (a merchant's in-transit becomes available; an agent's share, never in
 * transit, is credited to available), REMIT per 打款成功 batch.
 */
const LEDGER = `
INSERT OR IGNORE INTO cloud_account_ledger (${LEDGER_COLUMNS})
SELECT ${idSql("200000 + CAST(substr(b.id, 4) AS INTEGER)")}, b.tenant_id, acc.id, 'SETTLE', b.batch_no, b.net_fen, 0,
  CASE WHEN b.owner_type = 1 THEN -b.net_fen ELSE 0 END, 0, 0, 0, CASE WHEN b.owner_type = 1 THEN '结算入账' ELSE '分润结算入账' END, NULL, '系统', b.create_time, 0
FROM cloud_settle_batch b JOIN cloud_account acc ON acc.tenant_id = b.tenant_id AND acc.owner_type = b.owner_type AND acc.owner_id = b.owner_id
WHERE b.tenant_id = ?1
UNION ALL
SELECT ${idSql("300000 + CAST(substr(b.id, 4) AS INTEGER)")}, b.tenant_id, acc.id, 'REMIT', b.batch_no, -b.net_fen, 0, 0,
  0, 0, 0, '结算打款', NULL, b.remit_user_name, b.finish_time, 0
FROM cloud_settle_batch b JOIN cloud_account acc ON acc.tenant_id = b.tenant_id AND acc.owner_type = b.owner_type AND acc.owner_id = b.owner_id
WHERE b.tenant_id = ?1 AND b.state = 4`;

/** settle_batch_state (system dictionary). */
function dictionaryRows(): [string, unknown[]][] {
  const parent = seedId(SETTLE_KIND, 900_001);
  const rows: unknown[][] = [[parent, "0", "settle_batch_state", "-1", "结算批次状态", 99]];
  BATCH_STATE_NAMES.forEach((name, i) =>
    rows.push([seedId(SETTLE_KIND, 900_002 + i), parent, "settle_batch_state", String(i), name, i + 1]),
  );
  return rows.map((r): [string, unknown[]] => [
    "INSERT OR IGNORE INTO blade_dict (id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed, is_deleted) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, 0)",
    r,
  ]);
}

function menuParts(): SeedData {
  const read = ["settlement", "settleRecord", "settleConfig"];
  return laterButtonsSeed(SETTLE_BUTTONS, [
    [PARTNER_SEED.roleAgent, read],
    [PARTNER_SEED.roleMerchant, read],
  ]);
}

/** The cheap part, with every other seed: the buttons and grants, the dictionary. */
export function settlementMenuSeed(): SeedData {
  const menu = menuParts();
  return { rows: menu.rows, updates: [...(menu.updates ?? []), ...dictionaryRows()] };
}

/** The data, on the first request to a money service (after seed_v14_orders' data). */
export function settlementDataSeed(now = Date.now()): SeedData {
  const moment = Math.floor(now / 60_000) * 60_000;
  const midnight = beijingMidnight(moment);
  return {
    rows: [],
    updates: [
      [CONFIGS, [TENANT, ORDER_SEED.tradingMerchants, moment, PARTNER_SEED.merchant01]],
      ["DROP TABLE IF EXISTS sandbox_settle_days", []],
      [DAYS, [TENANT, midnight, SETTLE_SEED.days]],
      ...carryForwardStatements(TENANT, {
        days: "sandbox_settle_days",
        map: "sandbox_settle_map",
        groups: "sandbox_settle_group",
        ownerType: 1,
        serialFrom: 0,
      }),
      [BATCHES, [TENANT, midnight, moment]],
      [LINES, [TENANT, midnight, SETTLE_SEED.days]],
      ["DROP TABLE sandbox_settle_days", []],
      ["DROP TABLE sandbox_settle_map", []],
      ["DROP TABLE sandbox_settle_group", []],
      ["CREATE INDEX IF NOT EXISTS cloud_trade_order_settle_batch ON cloud_trade_order (settle_batch_id)", []],
      ...agentSettlementStatements(midnight, moment),
      [LEDGER, [TENANT]],
      ...ledgerRecomputeStatements(TENANT),
    ],
  };
}

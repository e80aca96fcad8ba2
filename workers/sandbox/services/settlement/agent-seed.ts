/**
 * The agents' side of seed_v15_settlement (ADR 019), run after the merchants' batches:
 *
 * - 结算配置 for every agent (owner_type 2): the agent's own settle_type, a minimum of 0, 10.00 or
 *   20.00 yuan by agent number, its debit card as the settlement account, 复核金额 50,000.00.
 * - 分润: for every order in a merchant's batch, a cloud_profit_share row per agent above the
 *   merchant (depth 1–3), each level's share the difference between the fee at the rate below it
 *   and the fee at its own cost (migration 0018), half-up to the fen like the order's fee.
 * - 结算记录: one batch per agent per pay day over its shares: gross = the shares at payment,
 *   refunds = what refunds took back, fee 0 (an agent's income is already net of its cost), net =
 *   the shares kept; the same cycles, settle times, workflow states and 最低结算金额 carrying as the
 *   merchants' batches (a day below the agent's minimum waits for the next; shares still carried
 *   name no batch yet).
 *   Serials from 50,001 (the merchants' end well below), so ids and batch numbers never meet.
 */
import { ORDER_SEED } from "../order/catalogue";
import { batchInsertSql, carryForwardStatements, settleIdSql } from "./seed-sql";

const TENANT = ORDER_SEED.tenant;
export const AGENT_BATCH_SERIAL_FROM = 50_000;
const SHARE_KIND = 83;
const shareIdSql = (n: string) => `'1${SHARE_KIND}' || printf('%016d', ${n})`;

/** A percent rate's text as an integer of 1/10,000 percent ("0.31" → 3100). */
const e4 = (rate: string) => `CAST(ROUND(CAST(${rate} AS REAL) * 10000) AS INTEGER)`;
/** The fee in fen at a percent rate, half-up: as the order seed and catalogue feeOf compute it. */
const feeAt = (amount: string, rate: string) => `((${amount}) * ${e4(rate)} + 500000) / 1000000`;

const BANKS_SQL = `CASE r % 6 WHEN 0 THEN '中国工商银行' WHEN 1 THEN '中国建设银行' WHEN 2 THEN '招商银行' WHEN 3 THEN '中国银行' WHEN 4 THEN '交通银行' ELSE '兴业银行' END`;

/** ?1 tenant, ?2 the seed's moment. */
const CONFIGS = `
INSERT OR IGNORE INTO cloud_settle_config (id, tenant_id, owner_type, owner_id, settle_type, min_amount_fen, account_name, account_no, bank_name,
  review_threshold_fen, update_user, update_time)
SELECT ${settleIdSql("600000 + r")}, ?1, 2, x.id, CASE WHEN CAST(x.settle_type AS TEXT) IN ('1', '2', '3') THEN CAST(x.settle_type AS TEXT) ELSE '1' END,
  (r % 3) * 1000, COALESCE(card.account_name, x.agent_name), COALESCE(card.card_no, '6222' || printf('%015d', r)), COALESCE(card.bank_name, ${BANKS_SQL}),
  5000000, NULL, ?2
FROM (SELECT a.*, ROW_NUMBER() OVER (ORDER BY a.agent_no) AS r FROM cloud_agent_info a WHERE a.tenant_id = ?1 AND a.is_deleted = 0) x
LEFT JOIN cloud_agent_debit_card card ON card.id = (SELECT MIN(c.id) FROM cloud_agent_debit_card c WHERE c.agent_id = x.id)`;

/** ?1 tenant: the settled orders with their merchant's agent, its parent and grandparent, and their cost rates. */
const CHAIN = `
CREATE TABLE sandbox_share_chain AS
SELECT o.id AS order_id, CAST(substr(o.id, 4) AS INTEGER) AS n, o.amount_fen AS amount, o.amount_fen - o.refunded_fen AS kept, o.pay_fee_fen AS fee,
  o.fee_fen AS kept_fee, o.rate, o.pay_time, a1.id AS a1, a1.agent_accounting_rate AS r1, a2.id AS a2, a2.agent_accounting_rate AS r2,
  a3.id AS a3, a3.agent_accounting_rate AS r3
FROM cloud_trade_order o JOIN cloud_agent_info a1 ON a1.id = o.agent_id
LEFT JOIN cloud_agent_info a2 ON a2.id = a1.parent_id LEFT JOIN cloud_agent_info a3 ON a3.id = a2.parent_id
WHERE o.tenant_id = ?1 AND o.settle_batch_id IS NOT NULL AND a1.agent_accounting_rate IS NOT NULL`;

const SHARE_COLUMNS =
  "id, tenant_id, order_id, agent_id, depth, agent_rate, child_rate, share_fen, kept_share_fen, pay_time";

/**
 * A level's share_fen and kept_share_fen: the fee below it less the fee at its own cost, at payment
 * and over the amount still paid. Each fee rounds on its own (and the merchant's kept fee is its fee
 * less the refunds' fees), so the kept share could come out a fen above the share at payment or below
 * zero; a refund takes back at most the share and never adds to it, so it is held between the two.
 */
const shareSql = (feeBelow: string, keptFeeBelow: string, ownRate: string) => {
  const share = `${feeBelow} - ${feeAt("amount", ownRate)}`;
  return `${share}, MAX(0, MIN(${share}, ${keptFeeBelow} - ${feeAt("kept", ownRate)}))`;
};

/** ?1 tenant: each level's share (depth 1 against the merchant's fee, 2 and 3 against the child's cost fee). */
const SHARES = `
INSERT OR IGNORE INTO cloud_profit_share (${SHARE_COLUMNS})
SELECT ${shareIdSql("n * 4 + 1")}, ?1, order_id, a1, 1, r1, rate, ${shareSql("fee", "kept_fee", "r1")}, pay_time
FROM sandbox_share_chain
UNION ALL
SELECT ${shareIdSql("n * 4 + 2")}, ?1, order_id, a2, 2, r2, r1, ${shareSql(feeAt("amount", "r1"), feeAt("kept", "r1"), "r2")}, pay_time
FROM sandbox_share_chain WHERE a2 IS NOT NULL AND r2 IS NOT NULL
UNION ALL
SELECT ${shareIdSql("n * 4 + 3")}, ?1, order_id, a3, 3, r3, r2, ${shareSql(feeAt("amount", "r2"), feeAt("kept", "r2"), "r3")}, pay_time
FROM sandbox_share_chain WHERE a3 IS NOT NULL AND r3 IS NOT NULL AND r2 IS NOT NULL`;

/** ?1 tenant, ?2 today's Beijing midnight: an agent's shares per pay day (k days ago). */
const DAYS = `
CREATE TABLE sandbox_agent_days AS
SELECT agent_id AS owner_id, (CAST(?2 AS INTEGER) - pay_time - 1) / 86400000 + 1 AS k, COUNT(*) AS n, SUM(share_fen) AS gross, 0 AS fee,
  SUM(share_fen - kept_share_fen) AS refunded
FROM cloud_profit_share WHERE tenant_id = ?1 AND batch_id IS NULL GROUP BY agent_id, k`;

/** ?1 tenant, ?2 today's Beijing midnight, ?3 the seed's moment: the batches, as the merchants' (seed.ts) but owned by the agent. */
const BATCHES = batchInsertSql({
  groups: "sandbox_agent_group",
  ownerType: 2,
  merchantId: "NULL",
  agentId: "x.owner_id",
  joins: "JOIN cloud_agent_info a ON a.id = x.owner_id",
});

/** ?1 tenant, ?2 today's Beijing midnight: each share names its batch (a carried day's the batch that settles it). */
const LINES = `
UPDATE cloud_profit_share SET batch_id = ${settleIdSql("g.sn")}
FROM sandbox_agent_map d JOIN sandbox_agent_group g ON g.owner_id = d.owner_id AND g.k = d.close_k
WHERE cloud_profit_share.tenant_id = ?1 AND cloud_profit_share.batch_id IS NULL AND d.owner_id = cloud_profit_share.agent_id
  AND d.k = (CAST(?2 AS INTEGER) - cloud_profit_share.pay_time - 1) / 86400000 + 1
  AND EXISTS (SELECT 1 FROM cloud_settle_batch b WHERE b.id = ${settleIdSql("g.sn")})`;

/** The statements, after the merchants' batches and before the ledger (seed.ts). */
export function agentSettlementStatements(midnight: number, moment: number): [string, unknown[]][] {
  return [
    [CONFIGS, [TENANT, moment]],
    ["DROP TABLE IF EXISTS sandbox_share_chain", []],
    [CHAIN, [TENANT]],
    [SHARES, [TENANT]],
    ["DROP TABLE sandbox_share_chain", []],
    ["DROP TABLE IF EXISTS sandbox_agent_days", []],
    [DAYS, [TENANT, midnight]],
    ...carryForwardStatements(TENANT, {
      days: "sandbox_agent_days",
      map: "sandbox_agent_map",
      groups: "sandbox_agent_group",
      ownerType: 2,
      serialFrom: AGENT_BATCH_SERIAL_FROM,
    }),
    [BATCHES, [TENANT, midnight, moment]],
    [LINES, [TENANT, midnight]],
    ["DROP TABLE sandbox_agent_days", []],
    ["DROP TABLE sandbox_agent_map", []],
    ["DROP TABLE sandbox_agent_group", []],
  ];
}

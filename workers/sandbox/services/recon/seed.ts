/**
 * seed_v16_recon: the channel statements of the 30 Beijing days before the seed's day, in bulk
 * SQL over seed_v14_orders' orders (never row by row, never a copy of every order):
 *
 * - Differences (cloud_recon_error), about one order in 2,000 per type, chosen by the order's
 *   serial: 仅平台有 (a paid order the channel lacks), 金额不符 (the channel took a tenth less),
 *   状态不符 both ways (the channel refunded a paid order; the channel was paid for an order of
 *   ours that failed or closed: one in 200 of those), 手续费不符 (the channel charged 1–3 fen
 *   more), and 仅渠道有 lines that exist on no order of ours (a merchant's payment we never saw).
 * - Batches (cloud_recon_batch): one per channel per day, our side grouped from the orders paid
 *   that day (state 1, 4, 5), the channel's side = ours adjusted by that day's differences.
 *
 * The statement file of a channel-day is not stored: the service writes it on demand from our
 * orders of that day and the differences (statement.ts).
 */
import type { SeedData } from "../../core/seed";
import { beijingMidnight } from "../order/seed";
import { RECON_KIND, RECON_SEED } from "./catalogue";

const DAY = 86_400_000;
const idSql = (n: string) => `'1${RECON_KIND}' || printf('%016d', ${n})`;
const dayOf = (ms: string) => `date((${ms}) / 1000 + 28800, 'unixepoch')`;
const rateE4 = (rate: string) => `(CAST(replace(${rate}, '.', '') AS INTEGER) * 100)`;

/** ?1 tenant, ?2 first day's midnight, ?3 the seed day's midnight, ?4 now. */
const BATCHES = `
INSERT OR IGNORE INTO cloud_recon_batch (id, tenant_id, batch_no, bill_date, channel_code, our_count, our_amount_fen, our_fee_fen,
  channel_count, channel_amount_fen, channel_fee_fen, diff_count, unresolved_count, state, create_time)
SELECT ${idSql("ROW_NUMBER() OVER (ORDER BY dn, channel_code)")}, ?1, 'RB' || replace(date(dn * 86400, 'unixepoch'), '-', '') || channel_code,
  date(dn * 86400, 'unixepoch'), channel_code, c, a, f, c, a, f, 0, 0, 0, ?4
FROM (SELECT (pay_time + 28800000) / 86400000 AS dn, channel_code, COUNT(*) AS c, SUM(amount_fen) AS a, SUM(pay_fee_fen) AS f FROM cloud_trade_order
      WHERE tenant_id = ?1 AND state IN (1, 4, 5) AND pay_time >= ?2 AND pay_time < ?3 GROUP BY dn, channel_code)`;

/** The differences: (category, order, trade time, channel side) per chosen order; ?1 tenant, ?2 / ?3 the days' bounds, ?4 now. */
const ERRORS = `
INSERT OR IGNORE INTO cloud_recon_error (id, tenant_id, batch_id, bill_date, channel_code, type, order_id, order_no, channel_order_no,
  merchant_id, store_id, agent_id, agent_ancestors, pay_type, rate, trade_time, our_amount_fen, our_state, our_fee_fen,
  channel_amount_fen, channel_state, channel_fee_fen, state, create_time)
WITH c AS (
  SELECT id, order_no, channel_order_no, channel_code, merchant_id, store_id, agent_id, agent_ancestors, pay_type, rate, amount_fen, pay_fee_fen,
    state, pay_time, create_time, CAST(substr(id, 4) AS INTEGER) AS n
  FROM cloud_trade_order WHERE tenant_id = ?1
    AND ((state IN (1, 4, 5) AND pay_time >= ?2 - 60000 AND pay_time < ?3) OR (state IN (2, 3) AND create_time >= ?2 - 60000 AND create_time < ?3))
),
o AS MATERIALIZED (
  -- Only the chosen orders: one in 2,000 per kind, one in 200 of the failed or closed.
  SELECT c.*, ${rateE4("rate")} AS r FROM c WHERE n % 2000 IN (11, 23, 37, 41, 53) OR (state IN (2, 3) AND n % 200 = 7)
),
e AS (
  -- 仅平台有: a paid order the channel lacks.
  SELECT o.*, 1 AS cat, 1 AS type, pay_time AS tt, 1 AS ours, NULL AS ch_amount, NULL AS ch_state, NULL AS ch_fee, channel_order_no AS ch_no
    FROM o WHERE state = 1 AND n % 2000 = 11
  UNION ALL -- 仅渠道有: a payment of this order's merchant we never saw.
  SELECT o.*, 2, 2, pay_time + 1000, 0, amount_fen + 100, 1, ((amount_fen + 100) * r + 500000) / 1000000,
    substr(channel_order_no, 1, length(channel_order_no) - 1) || 'X'
    FROM o WHERE state = 1 AND n % 2000 = 53
  UNION ALL -- 金额不符 (the channel took a tenth less), or 状态不符 (the channel refunded a paid order). D1 allows five compound terms.
  SELECT o.*, CASE WHEN n % 2000 = 23 THEN 3 ELSE 4 END, CASE WHEN n % 2000 = 23 THEN 3 ELSE 4 END, pay_time, 1,
    CASE WHEN n % 2000 = 23 THEN amount_fen - MAX(1, amount_fen / 10) ELSE amount_fen END, CASE WHEN n % 2000 = 23 THEN state ELSE 4 END,
    pay_fee_fen, channel_order_no
    FROM o WHERE state = 1 AND n % 2000 IN (23, 37)
  UNION ALL -- 状态不符: the channel was paid for an order of ours that failed or closed.
  SELECT o.*, 5, 4, create_time + 5000, 1, amount_fen, 1, (amount_fen * r + 500000) / 1000000,
    COALESCE(channel_order_no, CASE channel_code WHEN 'WXPAY' THEN '4200' WHEN 'ALIPAY' THEN '2088' WHEN 'CHINAUMS' THEN 'UMS' WHEN 'LAKALA' THEN 'LKL' ELSE 'SXF' END
      || substr(order_no, 2, 8) || printf('%010d', n * 7919 % 10000000000))
    FROM o WHERE state IN (2, 3) AND n % 200 = 7
  UNION ALL -- 手续费不符: the channel charged 1–3 fen more.
  SELECT o.*, 6, 5, pay_time, 1, amount_fen, state, pay_fee_fen + 1 + n % 3, channel_order_no FROM o WHERE state IN (1, 4, 5) AND n % 2000 = 41
)
SELECT ${idSql("1000000 + e.n * 10 + e.cat")}, ?1, b.id, b.bill_date, e.channel_code, e.type,
  CASE WHEN e.ours = 1 THEN e.id END, CASE WHEN e.ours = 1 THEN e.order_no END, e.ch_no,
  e.merchant_id, e.store_id, e.agent_id, e.agent_ancestors, e.pay_type, e.rate, e.tt,
  CASE WHEN e.ours = 1 THEN e.amount_fen END, CASE WHEN e.ours = 1 THEN e.state END, CASE WHEN e.ours = 1 THEN e.pay_fee_fen END,
  e.ch_amount, e.ch_state, e.ch_fee, 0, ?4
FROM e JOIN cloud_recon_batch b ON b.tenant_id = ?1 AND b.bill_date = ${dayOf("e.tt")} AND b.channel_code = e.channel_code
WHERE e.tt >= ?2 AND e.tt < ?3`;

/** The channel's side = ours adjusted by the differences; ?1 tenant. */
const CHANNEL_SIDE = `
UPDATE cloud_recon_batch SET channel_count = our_count + x.dc, channel_amount_fen = our_amount_fen + x.da, channel_fee_fen = our_fee_fen + x.df,
  diff_count = x.n, unresolved_count = x.n, state = 1
FROM (SELECT batch_id, COUNT(*) AS n,
        SUM((channel_amount_fen IS NOT NULL) - COALESCE(our_state IN (1, 4, 5), 0)) AS dc,
        SUM(COALESCE(channel_amount_fen, 0) - CASE WHEN our_state IN (1, 4, 5) THEN our_amount_fen ELSE 0 END) AS da,
        SUM(COALESCE(channel_fee_fen, 0) - CASE WHEN our_state IN (1, 4, 5) THEN our_fee_fen ELSE 0 END) AS df
      FROM cloud_recon_error WHERE tenant_id = ?1 GROUP BY batch_id) AS x
WHERE cloud_recon_batch.id = x.batch_id`;

export function reconSeed(now = Date.now()): SeedData {
  const moment = Math.floor(now / 60_000) * 60_000;
  const end = beijingMidnight(moment);
  const start = end - RECON_SEED.days * DAY;
  const t = RECON_SEED.tenant;
  return {
    rows: [],
    updates: [
      [BATCHES, [t, start, end, moment]],
      [ERRORS, [t, start, end, moment]],
      [CHANNEL_SIDE, [t]],
    ],
  };
}

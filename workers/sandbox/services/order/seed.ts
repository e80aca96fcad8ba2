/**
 * seed_v14_orders (ADR 018; its buttons and dictionaries in seed_v14_money_menus, with every
 * seed; this data on the first request to a money service): 200,000 transaction orders of tenant 000001 over the 183 days up to
 * the moment the seed runs, their refunds, an account per merchant and agent, and the ledger of
 * what the orders did to the merchants' accounts. Deterministic given that moment: every value
 * is a function of the order's serial n (multiplicative hashes), so the whole seed is a few
 * INSERT…SELECT statements over a recursive counter (a second or two, not row by row).
 *
 * - Merchants: the first 2,000 by merchant number trade (sandbox_order_pick ranks them), the
 *   lower ranks far more (rank = u² / 50 000 for u uniform below 10 000): M10000001 (mer01's)
 *   has about 1,400 orders. Each order is at the merchant's first store.
 * - Time: 88 % between 08:00 and 22:00 Beijing time; today's orders stop at the seed's moment.
 * - Pay types: 微信 48 %, 支付宝 38 %, 银联二维码 8 %, 银行卡 6 %; WeChat and Alipay orders go through
 *   the official channel one time in five, everything else through the merchant's aggregator.
 * - States (per mille): 待支付 6 % of the last two hours' orders, 支付失败 4 %, 已关闭 6 %,
 *   全额退款 2 %, 部分退款 3 % (10–89 % refunded), 支付成功 the rest.
 * - Rates: 微信/支付宝 0.38, 0.35 or 0.45 % by merchant, 银联二维码 0.38 %, 银行卡 0.60 %; fees half-up. Every rate is above
 *   every agent's cost (at most 0.35 %, agent/seed.ts), so each level of the network earns its share (ADR 019).
 * - Notifications: one in 200 paid orders' notification failed.
 * - Ledger: PAY (+net to in-transit at pay time) per paid order, REFUND (−refund + fee back) per
 *   refund; agents' accounts open with an ADJUST 期初余额. Running balances recomputed at the end.
 */
import { seedId } from "../../core/ids";
import type { SeedData } from "../../core/seed";
import orders from "../../migrations/0014_orders";
import { ledgerRecomputeStatements } from "../account/ledger";
import { PARTNER_SEED } from "../agent/seed";
import { CHANNEL_MERCHANTS } from "../channel/catalogue";
import type { LaterButton } from "../menu/catalogue";
import { laterButtonsSeed } from "../menu/seed";
import {
  ACCOUNT_KIND,
  feeKeptSql,
  LEDGER_KIND,
  merchantRateE4Sql,
  ORDER_KIND,
  ORDER_SEED,
  PAY_TYPES,
} from "./catalogue";

/**
 * The transaction orders' actions (seed_v14_money_menus: orderMenuSeed): granted to the administrators
 * holding 交易订单, and 退款 to the merchant role too (a merchant refunds its own orders).
 */
export const ORDER_BUTTONS: LaterButton[] = [
  { id: seedId(18, 965), screen: "transactionOrder", code: "order_refund", kind: "refund" },
  { id: seedId(18, 966), screen: "transactionOrder", code: "order_sync", kind: "sync" },
  { id: seedId(18, 967), screen: "transactionOrder", code: "order_close", kind: "close" },
  { id: seedId(18, 968), screen: "transactionOrder", code: "order_notify", kind: "notify" },
];

const DAY = 86_400_000;
const TZ_OFFSET = 8 * 3_600_000;
const { tenant: TENANT } = ORDER_SEED;

const idSql = (kind: number, n: string) => `'1${String(kind).padStart(2, "0")}' || printf('%016d', ${n})`;

/** The ranked trading merchants, each with its first store and its agent's place in the tree. */
const PICK = `
INSERT OR IGNORE INTO sandbox_order_pick (r, merchant_id, store_id, agent_id, agent_ancestors)
SELECT ROW_NUMBER() OVER (ORDER BY m.merchant_no) - 1, m.id,
  (SELECT MIN(s.id) FROM cloud_store_info s WHERE s.tenant_id = m.tenant_id AND s.merchant_id = m.id AND s.is_deleted = 0),
  m.agent_id, a.ancestors
FROM cloud_merchant_info m LEFT JOIN cloud_agent_info a ON a.id = m.agent_id
WHERE m.tenant_id = ?1 AND m.is_deleted = 0 ORDER BY m.merchant_no LIMIT ?2`;

const CHANNEL_NO = Object.entries(CHANNEL_MERCHANTS)
  .map(([code, c]) => `WHEN '${code}' THEN '${c.mchNo}'`)
  .join(" ");

/** ?1 tenant, ?2 orders, ?3 trading merchants, ?4 days, ?5 the seed's moment, ?6 its Beijing midnight (epoch ms). */
const ORDERS = `
INSERT OR IGNORE INTO cloud_trade_order (id, tenant_id, order_no, mch_order_no, channel_order_no, merchant_id, store_id, agent_id,
  agent_ancestors, channel_code, channel_mch_no, pay_type, subject, payer, amount_fen, rate, pay_fee_fen, fee_fen, refunded_fen,
  refund_count, state, error_msg, notify_state, notify_url, settle_state, create_time, pay_time, close_time, expire_time, update_time)
WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?2),
h AS (
  SELECT n, (n * 2654435761) % 4294967296 AS h1, (n * 2246822519 + 3266489917) % 4294967296 AS h2,
    (n * 3266489917 + 668265263) % 4294967296 AS h3, (n * 374761393 + 2654435769) % 4294967296 AS h4 FROM seq
),
a AS (
  SELECT n, h1, h2, h3, h4,
    ((h1 % 10000) * (h1 % 10000) / 50000) % ?3 AS r,
    ?6 - (h2 % ?4) * 86400000 + (CASE WHEN h3 % 100 < 88 THEN 28800 + (h3 / 100) % 50400 ELSE (h3 / 100) % 86400 END) * 1000 + h4 % 1000 AS t0,
    CASE WHEN h4 % 100 < 48 THEN 'WXPAY' WHEN h4 % 100 < 86 THEN 'ALIPAY' WHEN h4 % 100 < 94 THEN 'UNIONPAY' ELSE 'CARD' END AS pay_type,
    (h3 / 7) % 1000 AS band, (h4 / 128) % 100000 AS v, (h2 / 1000) % 1000 AS s
  FROM h
),
b AS MATERIALIZED (
  SELECT a.*, CASE WHEN t0 > ?5 THEN t0 - 86400000 ELSE t0 END AS t,
    CASE WHEN band < 500 THEN 100 + v % 4900 WHEN band < 850 THEN 5000 + v % 25000
         WHEN band < 980 THEN 30000 + (v * 3) % 270000 ELSE 300000 + (v * 47) % 4700000 END AS raw_amount,
    CASE WHEN pay_type = 'WXPAY' AND (h1 / 10000) % 5 = 0 THEN 'WXPAY' WHEN pay_type = 'ALIPAY' AND (h1 / 10000) % 5 = 0 THEN 'ALIPAY'
         WHEN r % 3 = 0 THEN 'CHINAUMS' WHEN r % 3 = 1 THEN 'LAKALA' ELSE 'SUIXINGFU' END AS channel,
    ${merchantRateE4Sql("r", "pay_type")} AS rate_e4
  FROM a
),
c AS (
  SELECT b.*,
    CASE WHEN band % 10 = 0 AND raw_amount >= 1000 THEN raw_amount - raw_amount % 100 ELSE raw_amount END AS amount,
    CASE WHEN t > ?5 - 7200000 AND s < 60 THEN 0 WHEN s < 40 THEN 2 WHEN s < 100 THEN 3 WHEN s < 120 THEN 4 WHEN s < 150 THEN 5 ELSE 1 END AS state
  FROM b
),
d AS MATERIALIZED (
  SELECT c.*, strftime('%Y%m%d%H%M%S', t / 1000 + 28800, 'unixepoch') AS stamp,
    CASE WHEN state IN (1, 4, 5) THEN (amount * rate_e4 + 500000) / 1000000 ELSE 0 END AS pay_fee,
    CASE state WHEN 4 THEN amount WHEN 5 THEN amount * (10 + (h1 / 7) % 80) / 100 ELSE 0 END AS refunded,
    CASE WHEN state IN (1, 4, 5) THEN t + 3000 + h4 % 40000 END AS pay_time
  FROM c
)
SELECT ${idSql(ORDER_KIND, "n")}, ?1,
  'P' || stamp || printf('%06d', n),
  'MO' || substr(stamp, 1, 8) || printf('%08d', n * 37),
  CASE WHEN state IN (1, 2, 4, 5) THEN
    CASE channel WHEN 'WXPAY' THEN '4200' WHEN 'ALIPAY' THEN '2088' WHEN 'CHINAUMS' THEN 'UMS' WHEN 'LAKALA' THEN 'LKL' ELSE 'SXF' END
    || substr(stamp, 1, 8) || printf('%010d', n * 7919 % 10000000000) END,
  p.merchant_id, p.store_id, p.agent_id, p.agent_ancestors, channel, CASE channel ${CHANNEL_NO} END, pay_type,
  CASE band % 4 WHEN 0 THEN '商品消费' WHEN 1 THEN '餐饮消费' WHEN 2 THEN '会员充值' ELSE '服务消费' END,
  CASE pay_type WHEN 'CARD' THEN '6222 **** **** ' || printf('%04d', h2 % 10000) ELSE 'o' || printf('%06X', h1 % 16777216) || '****' END,
  amount, printf('%d.%02d', rate_e4 / 10000, (rate_e4 % 10000) / 100), pay_fee,
  CASE WHEN refunded > 0 THEN ${feeKeptSql("pay_fee", "amount", "refunded")} ELSE pay_fee END,
  refunded, CASE WHEN refunded > 0 THEN 1 ELSE 0 END, state,
  CASE WHEN state = 2 THEN CASE h3 % 3 WHEN 0 THEN '用户余额不足' WHEN 1 THEN '用户取消支付' ELSE '交易超时，渠道未返回结果' END END,
  CASE WHEN state IN (1, 4, 5) THEN CASE WHEN h3 % 200 = 0 THEN 2 ELSE 1 END END,
  'https://notify.merchant.example/pay/' || p.r,
  0, t, pay_time, CASE WHEN state = 3 THEN t + 900000 END, t + 900000,
  COALESCE(pay_time, CASE WHEN state = 3 THEN t + 900000 END, t)
FROM d CROSS JOIN sandbox_order_pick p ON p.r = d.r`;

/** ?1 tenant, ?2 the seed's moment: one refund per refunded order, within three days of payment. */
const REFUNDS = `
INSERT OR IGNORE INTO cloud_refund_order (id, tenant_id, refund_no, mch_refund_no, channel_refund_no, order_id, order_no, merchant_id,
  store_id, agent_id, agent_ancestors, channel_code, pay_type, order_amount_fen, refund_fen, fee_back_fen, reason, state,
  create_user, create_user_name, create_time, finish_time)
SELECT ${idSql(ORDER_KIND, "300000 + x.n")}, o.tenant_id, 'R' || substr(o.order_no, 2), 'MR' || substr(o.mch_order_no, 3),
  'RF' || o.channel_order_no, o.id, o.order_no, o.merchant_id, o.store_id, o.agent_id, o.agent_ancestors, o.channel_code, o.pay_type,
  o.amount_fen, o.refunded_fen, o.pay_fee_fen - o.fee_fen,
  CASE x.n % 4 WHEN 0 THEN '顾客申请退款' WHEN 1 THEN '商品缺货' WHEN 2 THEN '重复支付' ELSE '协商退款' END, 1,
  NULL, '商户收银台', x.rt, x.rt + 30000
FROM cloud_trade_order o
JOIN (SELECT id, CAST(substr(id, 4) AS INTEGER) AS n, MIN(pay_time + (CAST(substr(id, 4) AS INTEGER) * 7919) % 259200000, ?2 - 60000) AS rt
      FROM cloud_trade_order WHERE tenant_id = ?1 AND state IN (4, 5)) x ON x.id = o.id`;

/** ?1 tenant, ?2 the opening time: an account per merchant (…1–) and per agent (…100001–). */
const ACCOUNTS = `
INSERT OR IGNORE INTO cloud_account (id, tenant_id, owner_type, owner_id, create_time, update_time)
SELECT ${idSql(ACCOUNT_KIND, "ROW_NUMBER() OVER (ORDER BY merchant_no)")}, tenant_id, 1, id, ?2, ?2
FROM cloud_merchant_info WHERE tenant_id = ?1 AND is_deleted = 0
UNION ALL
SELECT ${idSql(ACCOUNT_KIND, "100000 + ROW_NUMBER() OVER (ORDER BY agent_no)")}, tenant_id, 2, id, ?2, ?2
FROM cloud_agent_info WHERE tenant_id = ?1 AND is_deleted = 0`;

const LEDGER_COLUMNS = `id, tenant_id, account_id, biz_type, biz_no, change_available, change_frozen, change_in_transit,
  available_after, frozen_after, in_transit_after, remark, operator_id, operator_name, create_time, seq`;

/** ?1 tenant: PAY per paid order (net of the fee charged), REFUND per refund (refund less the fee back). */
const LEDGER_ORDERS = `
INSERT OR IGNORE INTO cloud_account_ledger (${LEDGER_COLUMNS})
SELECT ${idSql(LEDGER_KIND, "CAST(substr(o.id, 4) AS INTEGER)")}, o.tenant_id, acc.id, 'PAY', o.order_no, 0, 0, o.amount_fen - o.pay_fee_fen,
  0, 0, 0, '交易入账', NULL, NULL, o.pay_time, 0
FROM cloud_trade_order o JOIN cloud_account acc ON acc.tenant_id = o.tenant_id AND acc.owner_type = 1 AND acc.owner_id = o.merchant_id
WHERE o.tenant_id = ?1 AND o.state IN (1, 4, 5)
UNION ALL
SELECT ${idSql(LEDGER_KIND, "CAST(substr(f.id, 4) AS INTEGER)")}, f.tenant_id, acc.id, 'REFUND', f.refund_no, 0, 0, -(f.refund_fen - f.fee_back_fen),
  0, 0, 0, '退款扣款', NULL, f.create_user_name, f.create_time, 0
FROM cloud_refund_order f JOIN cloud_account acc ON acc.tenant_id = f.tenant_id AND acc.owner_type = 1 AND acc.owner_id = f.merchant_id
WHERE f.tenant_id = ?1 AND f.state = 1`;

/** ?1 tenant, ?2 the opening time: each agent's opening balance (0–4,990.00 yuan by agent number). */
const LEDGER_AGENTS = `
INSERT OR IGNORE INTO cloud_account_ledger (${LEDGER_COLUMNS})
SELECT ${idSql(LEDGER_KIND, "600000 + CAST(substr(acc.id, 4) AS INTEGER)")}, acc.tenant_id, acc.id, 'ADJUST', 'OPEN-' || a.agent_no,
  (CAST(substr(a.agent_no, 2) AS INTEGER) * 7919 % 500) * 1000, 0, 0, 0, 0, 0, '期初余额', NULL, '系统', ?2, 0
FROM cloud_account acc JOIN cloud_agent_info a ON a.id = acc.owner_id
WHERE acc.tenant_id = ?1 AND acc.owner_type = 2 AND CAST(substr(a.agent_no, 2) AS INTEGER) * 7919 % 500 > 0`;

/** The dictionary rows: trade_pay_type (system), and trade_status 4 named as the issue names it. */
function dictionaryUpdates(): [string, unknown[]][] {
  const parent = seedId(ORDER_KIND, 900_001);
  const rows: unknown[][] = [[parent, "0", "trade_pay_type", "-1", "交易支付方式", 99]];
  PAY_TYPES.forEach((p, i) =>
    rows.push([seedId(ORDER_KIND, 900_002 + i), parent, "trade_pay_type", p.code, p.name, i + 1]),
  );
  return [
    ...rows.map((r): [string, unknown[]] => [
      "INSERT OR IGNORE INTO blade_dict (id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed, is_deleted) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, 0)",
      r,
    ]),
    ["UPDATE blade_dict SET dict_value = '全额退款' WHERE code = 'trade_status' AND dict_key = '4'", []],
  ];
}

/**
 * Bulk rows go in faster into a table without its secondary indexes: drop the migration's
 * indexes of these tables first and create them again (the migration's own statements) after.
 */
function withoutIndexes(tables: string[], statements: [string, unknown[]][]): [string, unknown[]][] {
  const creates = [...orders.matchAll(/CREATE (?:UNIQUE )?INDEX IF NOT EXISTS (\w+) ON (\w+) \([^)]*\)/g)].filter((m) =>
    tables.includes(m[2]!),
  );
  return [
    ...creates.map((m): [string, unknown[]] => [`DROP INDEX IF EXISTS ${m[1]}`, []]),
    ...statements,
    ...creates.map((m): [string, unknown[]] => [m[0], []]),
  ];
}

/** The Beijing midnight that starts the day holding `at`. */
export const beijingMidnight = (at: number): number => Math.floor((at + TZ_OFFSET) / DAY) * DAY - TZ_OFFSET;

/**
 * The order actions' buttons (ORDER_BUTTONS above) for the administrators holding 交易订单;
 * the partner roles get 退款订单 to read, and the merchant role 退款 on its own orders.
 */
function menuParts(): SeedData {
  return laterButtonsSeed(ORDER_BUTTONS, [
    [PARTNER_SEED.roleAgent, ["refundOrder", "refund_view"]],
    [PARTNER_SEED.roleMerchant, ["refundOrder", "refund_view", "order_refund"]],
  ]);
}

/** The cheap part, with every other seed: the order buttons and their grants, the dictionaries. */
export function orderMenuSeed(): SeedData {
  const menu = menuParts();
  return { rows: menu.rows, updates: [...(menu.updates ?? []), ...dictionaryUpdates()] };
}

/** The data, on the first request to a money service (ADR 018): orders, refunds, accounts, the ledger. */
export function orderDataSeed(now = Date.now()): SeedData {
  const moment = Math.floor(now / 60_000) * 60_000;
  const opening = beijingMidnight(moment) - ORDER_SEED.days * DAY;
  return {
    rows: [],
    updates: [
      ...withoutIndexes(
        ["cloud_trade_order", "cloud_refund_order", "cloud_account_ledger"],
        [
          [
            "CREATE TABLE IF NOT EXISTS sandbox_order_pick (r INTEGER PRIMARY KEY, merchant_id TEXT, store_id TEXT, agent_id TEXT, agent_ancestors TEXT)",
            [],
          ],
          [PICK, [TENANT, ORDER_SEED.tradingMerchants]],
          [
            ORDERS,
            [TENANT, ORDER_SEED.orders, ORDER_SEED.tradingMerchants, ORDER_SEED.days, moment, beijingMidnight(moment)],
          ],
          ["DROP TABLE sandbox_order_pick", []],
          [REFUNDS, [TENANT, moment]],
          [ACCOUNTS, [TENANT, opening]],
          [LEDGER_ORDERS, [TENANT]],
          [LEDGER_AGENTS, [TENANT, opening]],
          ...ledgerRecomputeStatements(TENANT),
        ],
      ),
      // Statistics for the planner: without them it walks the tenant's time index to find one order by number.
      ["ANALYZE cloud_trade_order", []],
      ["ANALYZE cloud_refund_order", []],
    ],
  };
}

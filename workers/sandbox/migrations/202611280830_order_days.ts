/**
 * The orders' day summary (ADR 036): per tenant, Beijing day (epoch day of create_time + 8 h),
 * channel, pay type and state, the count of orders and the sums of their amounts, fees (charged
 * and kept), refunds and refund counts. Triggers keep it as orders are created, changed and
 * deleted (any writer: the seed's INSERT…SELECT, 同步, 关闭, 退款, 差错处理), so 交易订单's totals
 * and count over whole days read about 60 rows a day instead of every order. The money seed
 * seed_<…>_order_days fills it from the orders a database already holds.
 *
 * A trigger's inner statements end mid-line (`; END;`): migrations are split at a `;` ending a line.
 */
const COLUMNS =
  "tenant_id, day, channel_code, pay_type, state, order_count, amount_fen, pay_fee_fen, fee_fen, refunded_fen, refund_count";

/** The row `r` (NEW or OLD) counted `sign` times (1: added, -1: taken away). */
const contribution = (r: "NEW" | "OLD", sign: 1 | -1) =>
  `SELECT ${r}.tenant_id, (${r}.create_time + 28800000) / 86400000, ${r}.channel_code, ${r}.pay_type, ${r}.state, ${sign},
    ${sign} * ${r}.amount_fen, ${sign} * ${r}.pay_fee_fen, ${sign} * ${r}.fee_fen, ${sign} * ${r}.refunded_fen, ${sign} * ${r}.refund_count`;

/** Adds the selected rows to their day's figures (an upsert needs a WHERE after a SELECT). */
const upsert = (select: string) => `INSERT INTO cloud_trade_order_day (${COLUMNS}) SELECT * FROM (${select}) WHERE true
    ON CONFLICT DO UPDATE SET order_count = order_count + excluded.order_count, amount_fen = amount_fen + excluded.amount_fen,
    pay_fee_fen = pay_fee_fen + excluded.pay_fee_fen, fee_fen = fee_fen + excluded.fee_fen,
    refunded_fen = refunded_fen + excluded.refunded_fen, refund_count = refund_count + excluded.refund_count; END;`;

export default `
CREATE TABLE IF NOT EXISTS cloud_trade_order_day (
  tenant_id TEXT NOT NULL, day INTEGER NOT NULL, channel_code TEXT NOT NULL, pay_type TEXT NOT NULL, state INTEGER NOT NULL,
  order_count INTEGER NOT NULL, amount_fen INTEGER NOT NULL, pay_fee_fen INTEGER NOT NULL, fee_fen INTEGER NOT NULL,
  refunded_fen INTEGER NOT NULL, refund_count INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, day, channel_code, pay_type, state)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS cloud_trade_order_day_insert AFTER INSERT ON cloud_trade_order BEGIN
  ${upsert(contribution("NEW", 1))}
CREATE TRIGGER IF NOT EXISTS cloud_trade_order_day_update
  AFTER UPDATE OF tenant_id, create_time, channel_code, pay_type, state, amount_fen, pay_fee_fen, fee_fen, refunded_fen, refund_count
  ON cloud_trade_order BEGIN
  ${upsert(`${contribution("OLD", -1)} UNION ALL ${contribution("NEW", 1)}`)}
CREATE TRIGGER IF NOT EXISTS cloud_trade_order_day_delete AFTER DELETE ON cloud_trade_order BEGIN
  ${upsert(contribution("OLD", -1))}
`;

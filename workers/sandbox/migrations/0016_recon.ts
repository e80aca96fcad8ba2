/**
 * 0016: reconciliation (issue 17, 对账单 and 差错处理). Amounts are INTEGER fen.
 *
 * - cloud_recon_batch: one per channel (channel_code) per Beijing day (bill_date yyyy-MM-dd):
 *   our paid orders' count, amount and fee (state 1, 4, 5 paid that day) beside the channel
 *   statement's; diff_count differences, unresolved_count of them 待处理; state 0 平账,
 *   1 有差错 (some unresolved), 2 已处理 (differences, all handled).
 * - cloud_recon_error: one difference. type 1 仅平台有, 2 仅渠道有, 3 金额不符, 4 状态不符,
 *   5 手续费不符. Our side (order_id, our_*: null when missing on ours) beside the channel's
 *   (channel_*: null when missing on the channel's). state 0 待处理, 1 已处理, 2 已忽略;
 *   result platform / channel / ignore, channel_action supplement / refund / suspend.
 *   A 仅渠道有 line carries the merchant (and its store, agent, rate) the channel names, so
 *   补单 can create the order.
 * - cloud_recon_error_log: every handling (who, when, choice, comment, before and after).
 * - cloud_recon_guard: a handling's batch inserts `changes()` of a guarded UPDATE here; the
 *   CHECK fails (and the whole D1 batch rolls back) when that UPDATE changed no row.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_recon_batch (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, batch_no TEXT NOT NULL, bill_date TEXT NOT NULL, channel_code TEXT NOT NULL,
  our_count INTEGER NOT NULL DEFAULT 0, our_amount_fen INTEGER NOT NULL DEFAULT 0, our_fee_fen INTEGER NOT NULL DEFAULT 0,
  channel_count INTEGER NOT NULL DEFAULT 0, channel_amount_fen INTEGER NOT NULL DEFAULT 0, channel_fee_fen INTEGER NOT NULL DEFAULT 0,
  diff_count INTEGER NOT NULL DEFAULT 0, unresolved_count INTEGER NOT NULL DEFAULT 0, state INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL, update_time INTEGER,
  UNIQUE (tenant_id, bill_date, channel_code)
);
CREATE TABLE IF NOT EXISTS cloud_recon_error (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, batch_id TEXT NOT NULL, bill_date TEXT NOT NULL, channel_code TEXT NOT NULL,
  type INTEGER NOT NULL, order_id TEXT, order_no TEXT, channel_order_no TEXT, merchant_id TEXT, store_id TEXT, agent_id TEXT,
  agent_ancestors TEXT, pay_type TEXT, rate TEXT, trade_time INTEGER,
  our_amount_fen INTEGER, our_state INTEGER, our_fee_fen INTEGER,
  channel_amount_fen INTEGER, channel_state INTEGER, channel_fee_fen INTEGER,
  state INTEGER NOT NULL DEFAULT 0, result TEXT, channel_action TEXT, remark TEXT, suspended_fen INTEGER,
  handler_id TEXT, handler_name TEXT, handle_time INTEGER, handle_token TEXT, create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_recon_error_list ON cloud_recon_error (tenant_id, state, bill_date);
CREATE INDEX IF NOT EXISTS cloud_recon_error_batch ON cloud_recon_error (batch_id);
CREATE INDEX IF NOT EXISTS cloud_recon_error_order ON cloud_recon_error (order_id);
CREATE TABLE IF NOT EXISTS cloud_recon_error_log (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, error_id TEXT NOT NULL, result TEXT NOT NULL, channel_action TEXT, remark TEXT NOT NULL,
  before_state TEXT NOT NULL, after_state TEXT NOT NULL, operator_id TEXT, operator_name TEXT, create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_recon_error_log_error ON cloud_recon_error_log (error_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_recon_guard (ok INTEGER NOT NULL CHECK (ok = 1));
`;

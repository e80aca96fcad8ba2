/**
 * 0014: money movement (ADR 018). Every amount is INTEGER fen; rates are percent text.
 *
 * - cloud_trade_order: the transaction orders. state as trade_status (0 待支付, 1 支付成功,
 *   2 支付失败, 3 已关闭, 4 全额退款, 5 部分退款); pay_type WXPAY/ALIPAY/UNIONPAY/CARD; the
 *   merchant's agent and that agent's ancestors are copied on (agent_id, agent_ancestors) so a
 *   subtree's orders are found without a join. settle_state 0 未结算 / 1 已结算 (the settlement
 *   batch that took it: settle_batch_id). notify_state 1 通知成功 / 2 通知失败 (null: not yet).
 *   pay_fee_fen is the fee charged at payment; fee_fen what is kept after refunds (a refund
 *   returns its share of the fee: fee_back_fen on the refund), so net = amount − refunded − fee.
 * - cloud_trade_order_log: what operators (and the channel) did to an order after the seed:
 *   refund, sync, close, notify resend. A seeded order's own history is derived from its times.
 * - cloud_refund_order: refunds; state as refund_status (0 退款中, 1 退款成功, 2 退款失败).
 * - cloud_account / cloud_account_ledger: one account per merchant (owner_type 1) and agent
 *   (owner_type 2); every change of a balance is a ledger row with the change and the balances
 *   after it.
 * - cloud_settle_config: per merchant or agent: cycle (dict-biz settle_type), minimum amount,
 *   settlement account and the four-eyes review threshold (review_threshold_fen; null: none).
 * - cloud_money_request: four eyes. kind refund / freeze / unfreeze / remit; state 0 待复核,
 *   1 已通过, 2 已驳回, 3 执行失败 (approved, but the balances of that moment refused it).
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_trade_order (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, order_no TEXT NOT NULL, mch_order_no TEXT NOT NULL, channel_order_no TEXT,
  merchant_id TEXT NOT NULL, store_id TEXT, agent_id TEXT, agent_ancestors TEXT, channel_code TEXT NOT NULL, channel_mch_no TEXT,
  pay_type TEXT NOT NULL, subject TEXT, payer TEXT, amount_fen INTEGER NOT NULL, rate TEXT NOT NULL,
  pay_fee_fen INTEGER NOT NULL DEFAULT 0, fee_fen INTEGER NOT NULL DEFAULT 0,
  refunded_fen INTEGER NOT NULL DEFAULT 0, refund_count INTEGER NOT NULL DEFAULT 0, state INTEGER NOT NULL DEFAULT 0,
  error_msg TEXT, notify_state INTEGER, notify_url TEXT, settle_state INTEGER NOT NULL DEFAULT 0, settle_batch_id TEXT,
  create_time INTEGER NOT NULL, pay_time INTEGER, close_time INTEGER, expire_time INTEGER, update_time INTEGER,
  CHECK (refunded_fen >= 0 AND refunded_fen <= amount_fen AND fee_fen >= 0 AND fee_fen <= pay_fee_fen)
);
CREATE UNIQUE INDEX IF NOT EXISTS cloud_trade_order_no ON cloud_trade_order (tenant_id, order_no);
CREATE INDEX IF NOT EXISTS cloud_trade_order_mch_no ON cloud_trade_order (tenant_id, mch_order_no);
CREATE INDEX IF NOT EXISTS cloud_trade_order_channel_no ON cloud_trade_order (tenant_id, channel_order_no);
CREATE INDEX IF NOT EXISTS cloud_trade_order_time ON cloud_trade_order (tenant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_trade_order_merchant ON cloud_trade_order (tenant_id, merchant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_trade_order_agent ON cloud_trade_order (tenant_id, agent_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_trade_order_log (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, order_id TEXT NOT NULL, action TEXT NOT NULL, from_state INTEGER, to_state INTEGER,
  amount_fen INTEGER, remark TEXT, operator_id TEXT, operator_name TEXT, create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_trade_order_log_order ON cloud_trade_order_log (order_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_refund_order (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, refund_no TEXT NOT NULL, mch_refund_no TEXT, channel_refund_no TEXT,
  order_id TEXT NOT NULL, order_no TEXT NOT NULL, merchant_id TEXT NOT NULL, store_id TEXT, agent_id TEXT, agent_ancestors TEXT,
  channel_code TEXT NOT NULL, pay_type TEXT NOT NULL, order_amount_fen INTEGER NOT NULL, refund_fen INTEGER NOT NULL,
  fee_back_fen INTEGER NOT NULL DEFAULT 0,
  reason TEXT, state INTEGER NOT NULL DEFAULT 0, error_msg TEXT, request_id TEXT,
  create_user TEXT, create_user_name TEXT, create_time INTEGER NOT NULL, finish_time INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS cloud_refund_order_no ON cloud_refund_order (tenant_id, refund_no);
CREATE INDEX IF NOT EXISTS cloud_refund_order_order ON cloud_refund_order (order_id);
CREATE INDEX IF NOT EXISTS cloud_refund_order_order_no ON cloud_refund_order (tenant_id, order_no);
CREATE INDEX IF NOT EXISTS cloud_refund_order_time ON cloud_refund_order (tenant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_refund_order_merchant ON cloud_refund_order (tenant_id, merchant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_refund_order_agent ON cloud_refund_order (tenant_id, agent_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_account (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, owner_type INTEGER NOT NULL, owner_id TEXT NOT NULL,
  available_fen INTEGER NOT NULL DEFAULT 0, frozen_fen INTEGER NOT NULL DEFAULT 0, in_transit_fen INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1, create_time INTEGER NOT NULL, update_time INTEGER, last_op TEXT,
  UNIQUE (tenant_id, owner_type, owner_id),
  CHECK (available_fen >= 0 AND frozen_fen >= 0 AND in_transit_fen >= 0)
);
CREATE TABLE IF NOT EXISTS cloud_account_ledger (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, account_id TEXT NOT NULL, biz_type TEXT NOT NULL, biz_no TEXT,
  change_available INTEGER NOT NULL DEFAULT 0, change_frozen INTEGER NOT NULL DEFAULT 0, change_in_transit INTEGER NOT NULL DEFAULT 0,
  available_after INTEGER NOT NULL, frozen_after INTEGER NOT NULL, in_transit_after INTEGER NOT NULL,
  remark TEXT, operator_id TEXT, operator_name TEXT, create_time INTEGER NOT NULL, seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_account_ledger_account ON cloud_account_ledger (account_id, seq);
CREATE TABLE IF NOT EXISTS cloud_settle_config (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, owner_type INTEGER NOT NULL, owner_id TEXT NOT NULL,
  settle_type TEXT NOT NULL DEFAULT '1', min_amount_fen INTEGER NOT NULL DEFAULT 0, account_name TEXT, account_no TEXT, bank_name TEXT,
  review_threshold_fen INTEGER, update_user TEXT, update_time INTEGER,
  UNIQUE (tenant_id, owner_type, owner_id)
);
CREATE TABLE IF NOT EXISTS cloud_money_request (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, kind TEXT NOT NULL, target_id TEXT NOT NULL, target_label TEXT,
  merchant_id TEXT, agent_id TEXT, agent_ancestors TEXT, amount_fen INTEGER NOT NULL, payload TEXT NOT NULL DEFAULT '{}',
  reason TEXT, state INTEGER NOT NULL DEFAULT 0, result TEXT,
  request_user TEXT NOT NULL, request_user_name TEXT, request_time INTEGER NOT NULL,
  review_user TEXT, review_user_name TEXT, review_time INTEGER, review_remark TEXT
);
CREATE INDEX IF NOT EXISTS cloud_money_request_state ON cloud_money_request (tenant_id, state, request_time);
`;

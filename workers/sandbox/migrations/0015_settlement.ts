/**
 * 0015: settlement batches (结算记录, issue 17; ADR 018). One batch per merchant per settlement
 * day: the paid orders of one Beijing pay day (the orders carry settle_batch_id, so the batch's
 * lines are its orders). Amounts INTEGER fen, net_fen = gross_fen − fee_fen − refund_fen.
 *
 * state (dict settle_batch_state): 0 等待审核, 1 已审核, 2 审核不通过, 3 打款中, 4 打款成功,
 * 5 打款失败. request_id: the four-eyes money request of a remittance above the review threshold;
 * the batch is 待复核 while that request waits (cloud_money_request.state 0), its state still 1.
 * remit_count: remittance attempts (the simulated bank fails a batch's first attempt one time in 25).
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_settle_batch (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, batch_no TEXT NOT NULL, owner_type INTEGER NOT NULL DEFAULT 1, owner_id TEXT NOT NULL,
  merchant_id TEXT, agent_id TEXT, agent_ancestors TEXT, settle_type TEXT NOT NULL DEFAULT '1', trade_date TEXT NOT NULL, settle_date TEXT NOT NULL,
  order_count INTEGER NOT NULL DEFAULT 0, gross_fen INTEGER NOT NULL DEFAULT 0, fee_fen INTEGER NOT NULL DEFAULT 0,
  refund_fen INTEGER NOT NULL DEFAULT 0, net_fen INTEGER NOT NULL DEFAULT 0,
  account_name TEXT, account_no TEXT, bank_name TEXT, state INTEGER NOT NULL DEFAULT 0, error_msg TEXT, request_id TEXT,
  remit_count INTEGER NOT NULL DEFAULT 0, remit_op TEXT,
  audit_user TEXT, audit_user_name TEXT, audit_time INTEGER, audit_remark TEXT,
  remit_user TEXT, remit_user_name TEXT, remit_time INTEGER, finish_time INTEGER,
  create_time INTEGER NOT NULL, update_time INTEGER,
  UNIQUE (tenant_id, batch_no),
  CHECK (net_fen = gross_fen - fee_fen - refund_fen)
);
CREATE INDEX IF NOT EXISTS cloud_settle_batch_date ON cloud_settle_batch (tenant_id, settle_date);
CREATE INDEX IF NOT EXISTS cloud_settle_batch_owner ON cloud_settle_batch (tenant_id, owner_id, settle_date);
`;

/**
 * 0017: freezes (冻结管理, ADR 018). A freeze moves an amount of an account's available balance to
 * frozen (ledger FREEZE); unfreezes give it back, in parts or whole, never more than is still
 * frozen by that freeze (ledger UNFREEZE). state 1 冻结中, 2 部分解冻, 3 已解冻; freeze_type as
 * dict-biz freeze_type (1 风控冻结, 2 司法冻结, 3 手动冻结). Every freeze and unfreeze is a log row.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_account_freeze (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, freeze_no TEXT NOT NULL, account_id TEXT NOT NULL, freeze_type TEXT NOT NULL,
  amount_fen INTEGER NOT NULL, unfrozen_fen INTEGER NOT NULL DEFAULT 0, state INTEGER NOT NULL DEFAULT 1, reason TEXT NOT NULL,
  create_user TEXT, create_user_name TEXT, create_time INTEGER NOT NULL, update_time INTEGER,
  CHECK (amount_fen > 0 AND unfrozen_fen >= 0 AND unfrozen_fen <= amount_fen)
);
CREATE INDEX IF NOT EXISTS cloud_account_freeze_account ON cloud_account_freeze (tenant_id, account_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_account_freeze_time ON cloud_account_freeze (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_account_freeze_log (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, freeze_id TEXT NOT NULL, action TEXT NOT NULL, amount_fen INTEGER NOT NULL, reason TEXT,
  request_id TEXT, operator_id TEXT, operator_name TEXT, create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_account_freeze_log_freeze ON cloud_account_freeze_log (freeze_id, create_time);
`;

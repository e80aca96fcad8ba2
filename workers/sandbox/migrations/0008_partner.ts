/**
 * 0008: the partner network's agents in full (spec §3's save payload) and who signs in for a
 * partner. An agent or merchant row names its operator account (`user_id`); that account's
 * data scope is the agent's subtree or the merchant (core/partner-scope.ts, ADR 016).
 *
 * Agents keep the save payload's scalar fields as columns and its three lists as JSON text
 * (agent_settle_list, default_merchant_rates, channel_agent_rates), as the backend's VO
 * returns them. Money (pay_limit) is integer fen; rates are decimal strings (percent).
 */
export default `
ALTER TABLE cloud_agent_info ADD COLUMN user_id TEXT;
ALTER TABLE cloud_agent_info ADD COLUMN channel_code TEXT;
ALTER TABLE cloud_agent_info ADD COLUMN pay_limit INTEGER;
ALTER TABLE cloud_agent_info ADD COLUMN agent_accounting_rate TEXT;
ALTER TABLE cloud_agent_info ADD COLUMN xw_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_agent_info ADD COLUMN ret_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_agent_info ADD COLUMN fr_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_agent_info ADD COLUMN sms_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_agent_info ADD COLUMN accoun_rate_type INTEGER NOT NULL DEFAULT 1;
ALTER TABLE cloud_agent_info ADD COLUMN agent_account TEXT;
ALTER TABLE cloud_agent_info ADD COLUMN trade_flag INTEGER NOT NULL DEFAULT 1;
ALTER TABLE cloud_agent_info ADD COLUMN extract_rate TEXT;
ALTER TABLE cloud_agent_info ADD COLUMN location_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_agent_info ADD COLUMN edit_store_settle_switch INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_agent_info ADD COLUMN agent_settle_list TEXT NOT NULL DEFAULT '[]';
ALTER TABLE cloud_agent_info ADD COLUMN default_merchant_rates TEXT NOT NULL DEFAULT '[]';
ALTER TABLE cloud_agent_info ADD COLUMN channel_agent_rates TEXT NOT NULL DEFAULT '[]';
CREATE INDEX IF NOT EXISTS cloud_agent_info_user ON cloud_agent_info (tenant_id, user_id);
CREATE INDEX IF NOT EXISTS cloud_agent_info_level ON cloud_agent_info (tenant_id, agent_level);
ALTER TABLE cloud_merchant_info ADD COLUMN user_id TEXT;
CREATE INDEX IF NOT EXISTS cloud_merchant_info_user ON cloud_merchant_info (tenant_id, user_id);
CREATE TABLE IF NOT EXISTS cloud_agent_change_log (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT NOT NULL, change_type TEXT NOT NULL,
  before_value TEXT, after_value TEXT, operator TEXT, create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_agent_change_log_agent ON cloud_agent_change_log (tenant_id, agent_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_agent_debit_card (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT NOT NULL, account_name TEXT NOT NULL,
  card_no TEXT NOT NULL, bank_name TEXT NOT NULL, branch_name TEXT, account_type INTEGER NOT NULL DEFAULT 1,
  create_time INTEGER, UNIQUE (tenant_id, agent_id)
);
`;

/**
 * 0019: pricing (ADR 020). A rate template (费率模板) holds an agent's cost rate for every channel
 * and pay type the platform routes (percent text with at most four decimals, and an optional cap
 * per transaction in fen); a policy (政策) gives a template to every agent of a level or to one
 * agent from its effective date (a Beijing day). The merchants' own rates per pay type, which a
 * policy's costs may never exceed, are cloud_merchant_rate (rate_e4: the rate in 1/10,000 percent).
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_rate_template (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, template_name TEXT NOT NULL, remark TEXT,
  create_user TEXT, create_user_name TEXT, create_time INTEGER NOT NULL, update_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_rate_template_tenant ON cloud_rate_template (tenant_id, is_deleted);
CREATE TABLE IF NOT EXISTS cloud_rate_template_item (
  template_id TEXT NOT NULL, channel_code TEXT NOT NULL, pay_type TEXT NOT NULL, rate TEXT NOT NULL, cap_fen INTEGER,
  PRIMARY KEY (template_id, channel_code, pay_type)
);
CREATE TABLE IF NOT EXISTS cloud_policy (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, policy_name TEXT NOT NULL, template_id TEXT NOT NULL,
  target_type INTEGER NOT NULL, agent_level INTEGER, agent_id TEXT, effective_date TEXT NOT NULL, remark TEXT,
  create_user TEXT, create_user_name TEXT, create_time INTEGER NOT NULL, update_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_policy_tenant ON cloud_policy (tenant_id, is_deleted, effective_date);
CREATE INDEX IF NOT EXISTS cloud_policy_template ON cloud_policy (template_id);
CREATE TABLE IF NOT EXISTS cloud_merchant_rate (
  tenant_id TEXT NOT NULL, merchant_id TEXT NOT NULL, pay_type TEXT NOT NULL, rate TEXT NOT NULL, rate_e4 INTEGER NOT NULL,
  PRIMARY KEY (merchant_id, pay_type)
);
CREATE INDEX IF NOT EXISTS cloud_merchant_rate_tenant ON cloud_merchant_rate (tenant_id, pay_type, rate_e4);
`;

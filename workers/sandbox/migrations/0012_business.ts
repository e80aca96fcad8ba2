/**
 * 0012: 业务员, 业务 and 代理商迁移. A salesperson (cloud_agent_business) works for an agent and
 * develops agents and merchants (their `business_id`); a migration record moves merchants (and
 * the accounts that operate them) from one agent to another, one trajectory row per merchant.
 */
export default `
ALTER TABLE cloud_merchant_info ADD COLUMN business_id TEXT;
CREATE INDEX IF NOT EXISTS cloud_merchant_info_business ON cloud_merchant_info (tenant_id, business_id);
CREATE INDEX IF NOT EXISTS cloud_agent_info_business ON cloud_agent_info (tenant_id, business_id);
CREATE TABLE IF NOT EXISTS cloud_agent_migration_record (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, record_no TEXT NOT NULL, from_agent_id TEXT NOT NULL, to_agent_id TEXT NOT NULL,
  merchant_count INTEGER NOT NULL DEFAULT 0, user_count INTEGER NOT NULL DEFAULT 0, operator TEXT, remark TEXT,
  create_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_agent_migration_record_to ON cloud_agent_migration_record (tenant_id, to_agent_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_merchant_migration_trajectory (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, record_id TEXT NOT NULL, merchant_id TEXT NOT NULL,
  from_agent_id TEXT NOT NULL, to_agent_id TEXT NOT NULL, operator TEXT, create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cloud_merchant_migration_trajectory_merchant ON cloud_merchant_migration_trajectory (tenant_id, merchant_id, create_time);
`;

/**
 * 0013: the flow top-up (cloud-tenant-toll, ADR 017). A tenant's flow count gains its reminder
 * threshold; the platform's combos (packages), its collecting bank accounts (company config) and
 * the tenants' transfer recharge orders get tables. Money is yuan text with two decimals.
 */
export default `
ALTER TABLE cloud_flow_count ADD COLUMN threshold TEXT NOT NULL DEFAULT '1000.00';
ALTER TABLE cloud_flow_count ADD COLUMN update_user TEXT;
ALTER TABLE cloud_flow_count ADD COLUMN update_time INTEGER;
CREATE TABLE IF NOT EXISTS cloud_toll_combo (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, combo_name TEXT NOT NULL, flow_amount TEXT NOT NULL, charge_ratio TEXT NOT NULL,
  price TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 1, sort INTEGER, remark TEXT,
  create_time INTEGER NOT NULL, update_time INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS cloud_company_config (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, company_name TEXT NOT NULL, bank_account TEXT NOT NULL, bank TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1, remark TEXT, create_time INTEGER NOT NULL, update_time INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS cloud_recharge_order (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, order_no TEXT NOT NULL UNIQUE, combo_id TEXT NOT NULL, combo_name TEXT NOT NULL,
  flow_amount TEXT NOT NULL, charge_ratio TEXT NOT NULL, price TEXT NOT NULL, buy_num INTEGER NOT NULL, actual_price TEXT NOT NULL,
  company_name TEXT NOT NULL, bank TEXT NOT NULL, bank_account TEXT NOT NULL, pay_certificate TEXT NOT NULL,
  pay_type INTEGER NOT NULL DEFAULT 1, order_state INTEGER NOT NULL DEFAULT 0, audit_remark TEXT,
  create_dept TEXT, create_user TEXT, create_time INTEGER NOT NULL, audit_user TEXT, audit_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_recharge_order_tenant ON cloud_recharge_order (tenant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_recharge_order_state ON cloud_recharge_order (order_state, create_time);
`;

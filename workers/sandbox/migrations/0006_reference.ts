/**
 * 0006: reference data of 系统管理 — MCC and bank branches (global), blacklist and sensitive /
 * whitelisted words (tenant-scoped) — and the cloud-log tables (api, error, usual; tenant-scoped).
 * Times are epoch milliseconds; MCC, bank info and blacklist rows are deleted logically.
 */
export default `
CREATE TABLE IF NOT EXISTS blade_mcc (
  id TEXT PRIMARY KEY, mcc_code TEXT NOT NULL, name TEXT NOT NULL, category_name TEXT, remark TEXT,
  sort INTEGER, create_time INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS blade_mcc_code ON blade_mcc (mcc_code);
CREATE TABLE IF NOT EXISTS blade_bank_info (
  id TEXT PRIMARY KEY, bank_name TEXT NOT NULL, bank_code TEXT NOT NULL, bank_type_id INTEGER,
  bank_type_name TEXT, bank_province TEXT, bank_city TEXT, address TEXT, create_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS blade_bank_info_code ON blade_bank_info (bank_code);
CREATE TABLE IF NOT EXISTS cloud_blacklist (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, type INTEGER NOT NULL, value TEXT NOT NULL, reason TEXT,
  create_user TEXT, create_user_name TEXT, create_time INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_blacklist_tenant ON cloud_blacklist (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_sensitive_word (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, word TEXT NOT NULL, create_time INTEGER, update_time INTEGER,
  UNIQUE (tenant_id, word)
);
CREATE TABLE IF NOT EXISTS cloud_sensitive_white_word (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, word TEXT NOT NULL, create_time INTEGER, update_time INTEGER,
  UNIQUE (tenant_id, word)
);
CREATE TABLE IF NOT EXISTS blade_log_api (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, service_id TEXT, server_ip TEXT, server_host TEXT, env TEXT,
  type TEXT, title TEXT, method TEXT, request_uri TEXT, user_agent TEXT, remote_ip TEXT, method_class TEXT,
  method_name TEXT, params TEXT, time TEXT, create_by TEXT, create_time INTEGER
);
CREATE INDEX IF NOT EXISTS blade_log_api_tenant ON blade_log_api (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS blade_log_error (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, service_id TEXT, server_ip TEXT, server_host TEXT, env TEXT,
  method TEXT, request_uri TEXT, user_agent TEXT, remote_ip TEXT, method_class TEXT, method_name TEXT,
  params TEXT, time TEXT, stack_trace TEXT, exception_name TEXT, message TEXT, file_name TEXT,
  line_number INTEGER, create_by TEXT, create_time INTEGER
);
CREATE INDEX IF NOT EXISTS blade_log_error_tenant ON blade_log_error (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS blade_log_usual (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, service_id TEXT, server_ip TEXT, server_host TEXT, env TEXT,
  log_level TEXT, log_id TEXT, log_data TEXT, method TEXT, request_uri TEXT, user_agent TEXT, remote_ip TEXT,
  method_class TEXT, method_name TEXT, params TEXT, time TEXT, create_by TEXT, create_time INTEGER
);
CREATE INDEX IF NOT EXISTS blade_log_usual_tenant ON blade_log_usual (tenant_id, create_time);
`;

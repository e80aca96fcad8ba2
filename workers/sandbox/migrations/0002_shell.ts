/**
 * 0002: what the console shell needs beyond sign-in: message senders, menu `meta.roles`,
 * the data-sync switch, marketing tickets, phone verification codes and the
 * change-password counter (separate from the login lockout).
 */
export default `
ALTER TABLE cloud_msg ADD COLUMN sender TEXT;
ALTER TABLE cloud_sys_msg ADD COLUMN sender TEXT;
ALTER TABLE blade_menu ADD COLUMN roles TEXT;
CREATE INDEX IF NOT EXISTS cloud_msg_user ON cloud_msg (user_id, tenant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_sys_msg_tenant ON cloud_sys_msg (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_data_sync_switch (
  tenant_id TEXT NOT NULL, id TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 0, update_time INTEGER,
  PRIMARY KEY (tenant_id, id)
);
CREATE TABLE IF NOT EXISTS sandbox_external_ticket (
  token TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sandbox_verify_code (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, phone TEXT NOT NULL, code TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sandbox_verify_phone ON sandbox_verify_code (phone, created_at);
CREATE TABLE IF NOT EXISTS sandbox_password_fail (
  tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, fail_count INTEGER NOT NULL DEFAULT 0, locked_until INTEGER,
  PRIMARY KEY (tenant_id, user_id)
);
`;

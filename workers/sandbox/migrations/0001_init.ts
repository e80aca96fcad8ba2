/** 0001: the BladeX tables the sandbox serves, plus its own token and challenge state. */
export default `
CREATE TABLE IF NOT EXISTS blade_client (
  id TEXT PRIMARY KEY, client_id TEXT NOT NULL UNIQUE, client_secret TEXT NOT NULL,
  scope TEXT NOT NULL DEFAULT 'all', authorized_grant_types TEXT NOT NULL,
  access_token_validity INTEGER NOT NULL, refresh_token_validity INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS blade_tenant (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL UNIQUE, tenant_name TEXT NOT NULL, domain TEXT,
  background_url TEXT, linkman TEXT, contact_number TEXT, address TEXT, account_number INTEGER,
  expire_time INTEGER, status INTEGER NOT NULL DEFAULT 1, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sandbox_tenant_setting (
  tenant_id TEXT PRIMARY KEY, captcha_enabled INTEGER NOT NULL DEFAULT 0,
  auth_style TEXT NOT NULL DEFAULT 'modern' CHECK (auth_style IN ('modern', 'legacy'))
);
CREATE TABLE IF NOT EXISTS blade_common_setting (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL UNIQUE, marketing_link TEXT,
  token_time INTEGER NOT NULL DEFAULT 3000, login_modes TEXT NOT NULL DEFAULT 'password,phone,social'
);
CREATE TABLE IF NOT EXISTS blade_dept_design (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL UNIQUE, web_theme TEXT, left_logo TEXT, title TEXT
);
CREATE TABLE IF NOT EXISTS cloud_flow_count (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL UNIQUE, is_pop INTEGER NOT NULL DEFAULT 0, flow_balance TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS blade_dept (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, parent_id TEXT NOT NULL DEFAULT '0', dept_category INTEGER,
  dept_name TEXT NOT NULL, full_name TEXT, sort INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS blade_post (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, category INTEGER, post_code TEXT, post_name TEXT, sort INTEGER
);
CREATE TABLE IF NOT EXISTS blade_role (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, parent_id TEXT NOT NULL DEFAULT '0', role_name TEXT NOT NULL,
  role_alias TEXT NOT NULL, sort INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS blade_user (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, code TEXT, user_type INTEGER NOT NULL DEFAULT 1,
  account TEXT NOT NULL, password TEXT NOT NULL, name TEXT, real_name TEXT, avatar TEXT, email TEXT,
  phone TEXT, birthday INTEGER, sex INTEGER, role_id TEXT, dept_id TEXT, post_id TEXT,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  status INTEGER NOT NULL DEFAULT 1, is_deleted INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, account)
);
CREATE INDEX IF NOT EXISTS blade_user_phone ON blade_user (tenant_id, phone);
CREATE TABLE IF NOT EXISTS blade_user_oauth (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, source TEXT NOT NULL,
  uuid TEXT NOT NULL, username TEXT, nickname TEXT, avatar TEXT, UNIQUE (source, uuid)
);
CREATE TABLE IF NOT EXISTS blade_menu (
  id TEXT PRIMARY KEY, parent_id TEXT NOT NULL DEFAULT '0', code TEXT, name TEXT NOT NULL, alias TEXT,
  path TEXT, source TEXT, sort INTEGER, category INTEGER NOT NULL, action INTEGER NOT NULL DEFAULT 0,
  is_open INTEGER NOT NULL DEFAULT 1, remark TEXT, i18n TEXT, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS blade_role_menu (
  role_id TEXT NOT NULL, menu_id TEXT NOT NULL, PRIMARY KEY (role_id, menu_id)
);
CREATE TABLE IF NOT EXISTS blade_top_menu (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, code TEXT, name TEXT NOT NULL, source TEXT, sort INTEGER,
  create_time INTEGER, status INTEGER NOT NULL DEFAULT 1, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS blade_top_menu_setting (
  top_menu_id TEXT NOT NULL, menu_id TEXT NOT NULL, PRIMARY KEY (top_menu_id, menu_id)
);
CREATE TABLE IF NOT EXISTS blade_role_top_menu (
  role_id TEXT NOT NULL, top_menu_id TEXT NOT NULL, PRIMARY KEY (role_id, top_menu_id)
);
CREATE TABLE IF NOT EXISTS blade_role_disable_field (
  id TEXT PRIMARY KEY, role_id TEXT NOT NULL, menu_code TEXT NOT NULL, field_name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cloud_msg (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, type INTEGER NOT NULL,
  title TEXT NOT NULL, content TEXT, is_read INTEGER NOT NULL DEFAULT 0, create_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cloud_sys_msg (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, type INTEGER NOT NULL, title TEXT NOT NULL, content TEXT,
  create_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cloud_sys_msg_read (
  msg_id TEXT NOT NULL, user_id TEXT NOT NULL, read_time INTEGER NOT NULL, PRIMARY KEY (msg_id, user_id)
);
CREATE TABLE IF NOT EXISTS sandbox_token (
  jti TEXT PRIMARY KEY, sid TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  user_id TEXT NOT NULL, tenant_id TEXT NOT NULL, client_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  revoked_reason TEXT CHECK (revoked_reason IN ('logout', 'superseded', 'rotated'))
);
CREATE INDEX IF NOT EXISTS sandbox_token_user ON sandbox_token (user_id, tenant_id, client_id);
CREATE INDEX IF NOT EXISTS sandbox_token_sid ON sandbox_token (sid);
CREATE TABLE IF NOT EXISTS sandbox_login_fail (
  tenant_id TEXT NOT NULL, account TEXT NOT NULL, fail_count INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER, PRIMARY KEY (tenant_id, account)
);
CREATE TABLE IF NOT EXISTS sandbox_captcha (
  captcha_key TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_sms_code (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, phone TEXT NOT NULL, code TEXT NOT NULL, user_id TEXT,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sandbox_sms_phone ON sandbox_sms_code (phone, created_at);
CREATE TABLE IF NOT EXISTS sandbox_social_code (
  code TEXT PRIMARY KEY, identity_id TEXT NOT NULL, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
`;

/**
 * 0023: 微信公众号 (ADR 026). An account (公众号配置) per appId per tenant, its appSecret, token and
 * EncodingAESKey stored but never answered (write-only); its menu (公众号菜单) as the draft tree
 * being edited (with its revision, counted per save) and the tree last published (WeChat's
 * menu/create JSON), with the version and time.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_wechat_account (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, account_name TEXT NOT NULL, app_id TEXT NOT NULL, app_secret TEXT NOT NULL,
  token TEXT, aes_key TEXT, account_type INTEGER NOT NULL, status INTEGER NOT NULL DEFAULT 1, remark TEXT,
  create_user TEXT, create_user_name TEXT, create_time INTEGER NOT NULL, update_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS cloud_wechat_account_app ON cloud_wechat_account (tenant_id, app_id) WHERE is_deleted = 0;
CREATE INDEX IF NOT EXISTS cloud_wechat_account_tenant ON cloud_wechat_account (tenant_id, is_deleted, create_time);
CREATE TABLE IF NOT EXISTS cloud_wechat_menu (
  account_id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, draft TEXT NOT NULL, draft_time INTEGER NOT NULL,
  published TEXT, publish_time INTEGER, publish_user_name TEXT, version INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0
);
`;

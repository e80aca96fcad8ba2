/**
 * 0004: dict (system dictionary, global), dict-biz (business dictionary, per tenant), and the
 * lookups behind menu and role management (children and grants by parent / menu).
 */
export default `
CREATE TABLE IF NOT EXISTS blade_dict (
  id TEXT PRIMARY KEY, parent_id TEXT NOT NULL DEFAULT '0', code TEXT NOT NULL, dict_key TEXT NOT NULL,
  dict_value TEXT NOT NULL, sort INTEGER, remark TEXT, is_sealed INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS blade_dict_code ON blade_dict (code, dict_key);
CREATE INDEX IF NOT EXISTS blade_dict_parent ON blade_dict (parent_id);
CREATE TABLE IF NOT EXISTS blade_dict_biz (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, parent_id TEXT NOT NULL DEFAULT '0', code TEXT NOT NULL,
  dict_key TEXT NOT NULL, dict_value TEXT NOT NULL, sort INTEGER, remark TEXT,
  is_sealed INTEGER NOT NULL DEFAULT 0, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS blade_dict_biz_code ON blade_dict_biz (tenant_id, code, dict_key);
CREATE INDEX IF NOT EXISTS blade_dict_biz_parent ON blade_dict_biz (tenant_id, parent_id);
CREATE INDEX IF NOT EXISTS blade_menu_parent ON blade_menu (parent_id);
CREATE INDEX IF NOT EXISTS blade_role_parent ON blade_role (tenant_id, parent_id);
CREATE INDEX IF NOT EXISTS blade_role_menu_menu ON blade_role_menu (menu_id);
CREATE INDEX IF NOT EXISTS blade_top_menu_setting_menu ON blade_top_menu_setting (menu_id);
`;

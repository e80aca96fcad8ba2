/**
 * 0011: channels (通道) as the tenant's own rows, their cost rates per pay way, each department's
 * (机构's) channel settlement config; devices (设备) and the tenant's one equipment settings record.
 *
 * Rates are percent as decimal strings (never floats). A device belongs to a store of a merchant
 * once bound (merchant_id, store_id); before that it is stock held by an agent (agent_id) or by
 * the platform (no agent). Its agent_id follows the merchant's agent when it is bound.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_channel_info (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, channel_code TEXT NOT NULL, channel_name TEXT NOT NULL,
  channel_type TEXT, channel_mch_no TEXT, channel_mch_type INTEGER NOT NULL DEFAULT 1,
  wx_rate TEXT NOT NULL DEFAULT '0.00', ali_rate TEXT NOT NULL DEFAULT '0.00', union_rate TEXT NOT NULL DEFAULT '0.00',
  status INTEGER NOT NULL DEFAULT 1, sort INTEGER, remark TEXT,
  create_user TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS cloud_channel_info_code ON cloud_channel_info (tenant_id, channel_code) WHERE is_deleted = 0;
CREATE TABLE IF NOT EXISTS cloud_dept_channel_config (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, dept_id TEXT NOT NULL, channel_code TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1, settle_type TEXT, cost_rate TEXT, update_user TEXT, update_time INTEGER,
  UNIQUE (tenant_id, dept_id, channel_code)
);
CREATE TABLE IF NOT EXISTS cloud_equip_info (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, sn TEXT NOT NULL, device_type TEXT NOT NULL, device_model TEXT,
  status TEXT NOT NULL DEFAULT '0', agent_id TEXT, merchant_id TEXT, store_id TEXT, bind_time INTEGER, remark TEXT,
  create_user TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS cloud_equip_info_sn ON cloud_equip_info (tenant_id, sn) WHERE is_deleted = 0;
CREATE INDEX IF NOT EXISTS cloud_equip_info_merchant ON cloud_equip_info (tenant_id, merchant_id);
CREATE INDEX IF NOT EXISTS cloud_equip_info_agent ON cloud_equip_info (tenant_id, agent_id);
CREATE INDEX IF NOT EXISTS cloud_equip_info_created ON cloud_equip_info (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS cloud_equip_tenant (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL UNIQUE,
  print_switch INTEGER NOT NULL DEFAULT 1, print_copies INTEGER NOT NULL DEFAULT 1, print_header TEXT, print_footer TEXT,
  sn_prefix TEXT,
  sign_print_switch INTEGER NOT NULL DEFAULT 0, sign_print_copies INTEGER NOT NULL DEFAULT 1, sign_print_title TEXT, sign_print_remark TEXT,
  cashier_refund INTEGER NOT NULL DEFAULT 0, cashier_order_scope INTEGER NOT NULL DEFAULT 1, cashier_voice INTEGER NOT NULL DEFAULT 1,
  create_user TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER
);
`;

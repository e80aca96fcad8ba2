/**
 * 0007: the business tables behind the console's remote search-selects (agents, agent
 * salespersons, bank activities, merchants, stores, cashiers, sales reps), all tenant-scoped,
 * and the sandbox's object store for uploads (bytes in chunks of at most 1,000,000 bytes).
 *
 * Status codes: agent_status 1 正常 / 2 冻结; merchant_status 1 正常 / 2 冻结 / 3 注销;
 * reg_status 0 待提交 / 1 审核中 / 2 审核通过 / 3 审核驳回; store_status 1 正常 / 2 停用;
 * cloud_bank_act.status 0 未开始 / 1 进行中 / 2 已结束; other status columns 1 正常 / 0 停用.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_agent_info (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, agent_no TEXT NOT NULL, agent_name TEXT NOT NULL,
  agent_level INTEGER NOT NULL DEFAULT 1, parent_id TEXT NOT NULL DEFAULT '0', parent_level INTEGER,
  ancestors TEXT NOT NULL DEFAULT '0', agent_type INTEGER NOT NULL DEFAULT 1, link_man TEXT, mobile TEXT,
  link_email TEXT, business_id TEXT, settle_type INTEGER, agent_status INTEGER NOT NULL DEFAULT 1,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0, UNIQUE (tenant_id, agent_no)
);
CREATE INDEX IF NOT EXISTS cloud_agent_info_parent ON cloud_agent_info (tenant_id, parent_id);
CREATE TABLE IF NOT EXISTS cloud_agent_business (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, agent_id TEXT NOT NULL, name TEXT NOT NULL, mobile TEXT,
  id_card TEXT, status INTEGER NOT NULL DEFAULT 1,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_agent_business_agent ON cloud_agent_business (tenant_id, agent_id);
CREATE TABLE IF NOT EXISTS cloud_bank_act (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, act_no TEXT NOT NULL, act_title TEXT NOT NULL,
  bank_name TEXT NOT NULL, act_desc TEXT, start_time INTEGER, end_time INTEGER, status INTEGER NOT NULL DEFAULT 0,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0, UNIQUE (tenant_id, act_no)
);
CREATE TABLE IF NOT EXISTS cloud_merchant_info (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, merchant_no TEXT NOT NULL, merchant_full_name TEXT NOT NULL,
  merchant_short_name TEXT, merchant_type INTEGER NOT NULL DEFAULT 1, agent_id TEXT, link_man TEXT, mobile TEXT,
  mcc TEXT, merchant_status INTEGER NOT NULL DEFAULT 1, reg_status INTEGER NOT NULL DEFAULT 0,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0, UNIQUE (tenant_id, merchant_no)
);
CREATE INDEX IF NOT EXISTS cloud_merchant_info_agent ON cloud_merchant_info (tenant_id, agent_id);
CREATE TABLE IF NOT EXISTS cloud_store_info (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, store_no TEXT NOT NULL, store_full_name TEXT NOT NULL,
  store_short_name TEXT, merchant_id TEXT NOT NULL, is_direct INTEGER NOT NULL DEFAULT 0, address TEXT,
  link_man TEXT, mobile TEXT, store_status INTEGER NOT NULL DEFAULT 1,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0, UNIQUE (tenant_id, store_no)
);
CREATE INDEX IF NOT EXISTS cloud_store_info_merchant ON cloud_store_info (tenant_id, merchant_id);
CREATE TABLE IF NOT EXISTS cloud_store_men (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, store_id TEXT NOT NULL, merchant_id TEXT,
  store_men_name TEXT NOT NULL, mobile TEXT, store_men_role INTEGER NOT NULL DEFAULT 2, status INTEGER NOT NULL DEFAULT 1,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_store_men_store ON cloud_store_men (tenant_id, store_id);
CREATE TABLE IF NOT EXISTS cloud_invest_promotion_person (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, name TEXT NOT NULL, mobile TEXT, dept_id TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  create_user TEXT, create_dept TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sandbox_file (
  name TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, content_type TEXT NOT NULL, size INTEGER NOT NULL,
  original_name TEXT, create_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_file_chunk (
  name TEXT NOT NULL, seq INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (name, seq)
);
`;

/**
 * 0010: stores, cashiers and the store split-account config (门店分账配置).
 *
 * A store keeps a remark; lists read stores newest first and cashiers by merchant and mobile.
 * The split config is one row per store: on/off (split_status 0/1), the mode (split_mode 1 自动
 * / 2 手动) and its receivers as JSON text [{receiverName, accountNo, ratio}], each ratio a
 * percent as a decimal string with at most two decimals, their sum at most 100.
 */
export default `
ALTER TABLE cloud_store_info ADD COLUMN remark TEXT;
CREATE INDEX IF NOT EXISTS cloud_store_info_created ON cloud_store_info (tenant_id, create_time);
CREATE INDEX IF NOT EXISTS cloud_store_men_merchant ON cloud_store_men (tenant_id, merchant_id);
CREATE INDEX IF NOT EXISTS cloud_store_men_mobile ON cloud_store_men (tenant_id, mobile);
CREATE TABLE IF NOT EXISTS cloud_store_split_config (
  store_id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, merchant_id TEXT NOT NULL,
  split_status INTEGER NOT NULL DEFAULT 0, split_mode INTEGER NOT NULL DEFAULT 1, receivers TEXT NOT NULL DEFAULT '[]',
  update_user TEXT, update_time INTEGER
);
CREATE INDEX IF NOT EXISTS cloud_store_split_config_merchant ON cloud_store_split_config (tenant_id, merchant_id);
`;

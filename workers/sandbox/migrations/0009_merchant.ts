/**
 * 0009: merchants in full (商户列表's save payload), their split-account configuration (分账配置)
 * and their network-entry status at each channel and bank (入网状态).
 *
 * - cloud_merchant_info gains the legal person, licence, address, contact e-mail, the
 *   settlement account (name, card, bank) and a remark.
 * - cloud_merchant_sub: one row per merchant: sub_switch 0/1, sub_mode 1 自动分账 / 2 手动分账,
 *   receivers as JSON text ([{receiverName, receiverAccount, accountType, ratio}], ratio a
 *   percent as a decimal string with at most 2 decimals; their sum at most 100).
 * - cloud_merchant_channel_reg: one row per merchant and channel (kind 1, channel codes of
 *   services/channel/catalogue.ts) or bank (kind 2): reg_status as dict-biz reg_status
 *   (0 未进件 / 1 进件中 / 2 进件成功 / 3 进件失败), the channel's merchant number, times and
 *   the reject reason.
 */
export default `
ALTER TABLE cloud_merchant_info ADD COLUMN legal_person TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN licence_no TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN address TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN link_email TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN settle_account_name TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN settle_card_no TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN settle_bank_name TEXT;
ALTER TABLE cloud_merchant_info ADD COLUMN remark TEXT;
CREATE INDEX IF NOT EXISTS cloud_merchant_info_status ON cloud_merchant_info (tenant_id, merchant_status, reg_status);
CREATE TABLE IF NOT EXISTS cloud_merchant_sub (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, merchant_id TEXT NOT NULL, sub_switch INTEGER NOT NULL DEFAULT 0,
  sub_mode INTEGER NOT NULL DEFAULT 1, receivers TEXT NOT NULL DEFAULT '[]',
  create_user TEXT, create_time INTEGER, update_user TEXT, update_time INTEGER, UNIQUE (tenant_id, merchant_id)
);
CREATE TABLE IF NOT EXISTS cloud_merchant_channel_reg (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, merchant_id TEXT NOT NULL, kind INTEGER NOT NULL DEFAULT 1,
  channel_code TEXT NOT NULL, channel_name TEXT NOT NULL, channel_mch_no TEXT, reg_status INTEGER NOT NULL DEFAULT 0,
  apply_time INTEGER, reg_time INTEGER, reject_reason TEXT, UNIQUE (tenant_id, merchant_id, kind, channel_code)
);
`;

/**
 * 0020: 营销活动 and 银行活动 (ADR 023). A marketing activity runs over Beijing days (start_date,
 * end_date, yyyy-MM-dd, both included) on one of the tenant's channels, for every merchant
 * (scope_type 0), the merchants of chosen agents and their sub-agents (1) or chosen merchants (2;
 * scope_ids a JSON array of ids), with a budget and the amount used in fen; `enabled` is the
 * operator's 启用/停用 switch. Its state (未开始/进行中/已结束/已停用) is computed on read.
 *
 * The bank activities already behind the activity search-select (0007's cloud_bank_act) get what
 * 银行活动 edits: the bank's id (blade_bank_info), the discount rule (1 满减: threshold_fen and
 * reduce_fen; 2 折扣: discount_rate, e.g. "9.5" for 9.5折, with an optional threshold_fen), the
 * card type (0 不限, 1 借记卡, 2 信用卡) and the daily cap in fen. Its `status` column is no longer
 * read: the state comes from the period.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_marketing_activity (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, title TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL,
  channel_code TEXT NOT NULL, scope_type INTEGER NOT NULL DEFAULT 0, scope_ids TEXT NOT NULL DEFAULT '[]',
  budget_fen INTEGER NOT NULL, used_fen INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1, remark TEXT,
  create_user TEXT, create_user_name TEXT, create_time INTEGER NOT NULL, update_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_marketing_activity_tenant ON cloud_marketing_activity (tenant_id, is_deleted, start_date);
ALTER TABLE cloud_bank_act ADD COLUMN bank_id TEXT;
ALTER TABLE cloud_bank_act ADD COLUMN discount_type INTEGER NOT NULL DEFAULT 1;
ALTER TABLE cloud_bank_act ADD COLUMN threshold_fen INTEGER;
ALTER TABLE cloud_bank_act ADD COLUMN reduce_fen INTEGER;
ALTER TABLE cloud_bank_act ADD COLUMN discount_rate TEXT;
ALTER TABLE cloud_bank_act ADD COLUMN card_type INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cloud_bank_act ADD COLUMN daily_cap_fen INTEGER;
`;

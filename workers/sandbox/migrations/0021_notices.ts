/**
 * 0021: 平台公告 (ADR 024). One announcement per target department (its create_dept, as BladeX's
 * data scope reads it), the batch it was published in, and the personal messages (系统消息) it
 * delivered to the users of that department's subtree, linked by platform_info_id.
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_platform_info (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, batch_id TEXT NOT NULL, create_dept TEXT NOT NULL,
  title TEXT NOT NULL, content TEXT NOT NULL, create_user TEXT NOT NULL, sender TEXT,
  create_time INTEGER NOT NULL, update_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_platform_info_dept ON cloud_platform_info (tenant_id, create_dept, create_time);
ALTER TABLE cloud_msg ADD COLUMN platform_info_id TEXT;
CREATE INDEX IF NOT EXISTS cloud_msg_platform_info ON cloud_msg (platform_info_id);
`;

/**
 * 0024: 资源管理 (ADR 027). blade_oss: a tenant's object-storage configurations (category 1 minio,
 * 2 qiniu, 3 ali, 4 tencent; the secret key is stored, never answered), at most one enabled
 * (status 1) per tenant — a partial unique index holds it. blade_attach: one row per file
 * uploaded through put-file (its bytes in sandbox_file under `name`), with who uploaded it.
 */
export default `
CREATE TABLE IF NOT EXISTS blade_oss (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, category INTEGER NOT NULL, oss_code TEXT NOT NULL, endpoint TEXT NOT NULL,
  access_key TEXT NOT NULL, secret_key TEXT NOT NULL, bucket_name TEXT NOT NULL, app_id TEXT, region TEXT, remark TEXT,
  status INTEGER NOT NULL DEFAULT 0, create_user TEXT, create_dept TEXT, create_time INTEGER NOT NULL, update_time INTEGER NOT NULL,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS blade_oss_code ON blade_oss (tenant_id, oss_code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX IF NOT EXISTS blade_oss_enabled ON blade_oss (tenant_id) WHERE is_deleted = 0 AND status = 1;
CREATE TABLE IF NOT EXISTS blade_attach (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, link TEXT NOT NULL, domain TEXT NOT NULL, name TEXT NOT NULL, original_name TEXT NOT NULL,
  extension TEXT NOT NULL, content_type TEXT NOT NULL, attach_size INTEGER NOT NULL, create_user TEXT, create_user_name TEXT,
  create_dept TEXT, create_time INTEGER NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS blade_attach_tenant ON blade_attach (tenant_id, is_deleted, create_time);
`;

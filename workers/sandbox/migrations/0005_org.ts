/**
 * 0005: dept, dept-design, region, user management and common settings.
 * Dept gains ancestors ("0,pid,…"), remark, linkphone and create_time; the dept design gains
 * the dept that owns it; region is a new global table keyed by code (root "00").
 */
export default `
ALTER TABLE blade_dept ADD COLUMN ancestors TEXT;
ALTER TABLE blade_dept ADD COLUMN remark TEXT;
ALTER TABLE blade_dept ADD COLUMN linkphone TEXT;
ALTER TABLE blade_dept ADD COLUMN create_time INTEGER;
CREATE INDEX IF NOT EXISTS blade_dept_parent ON blade_dept (tenant_id, parent_id);
ALTER TABLE blade_dept_design ADD COLUMN create_dept TEXT;
ALTER TABLE blade_dept_design ADD COLUMN update_time INTEGER;
CREATE INDEX IF NOT EXISTS blade_user_tenant_time ON blade_user (tenant_id, create_time);
CREATE TABLE IF NOT EXISTS blade_region (
  code TEXT PRIMARY KEY, parent_code TEXT NOT NULL DEFAULT '00', ancestors TEXT, name TEXT NOT NULL,
  province_code TEXT, province_name TEXT, city_code TEXT, city_name TEXT, district_code TEXT, district_name TEXT,
  town_code TEXT, town_name TEXT, village_code TEXT, village_name TEXT, region_level INTEGER NOT NULL DEFAULT 0,
  sort INTEGER, remark TEXT
);
CREATE INDEX IF NOT EXISTS blade_region_parent ON blade_region (parent_code, sort);
`;

/**
 * 0003: the tenant setting that locks an idle console tab (minutes; 0 = never). Tenant 000002
 * locks after 15 idle minutes and 000001 after 10, so the behaviour can be seen in the sandbox.
 */
export default `
ALTER TABLE blade_common_setting ADD COLUMN auto_lock_minutes INTEGER NOT NULL DEFAULT 0;
UPDATE blade_common_setting SET auto_lock_minutes = 10 WHERE tenant_id = '000001';
UPDATE blade_common_setting SET auto_lock_minutes = 15 WHERE tenant_id = '000002';
`;

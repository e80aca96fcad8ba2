/**
 * A difference's assignee (issue 34, 指派): the user of the tenant who is to handle it (NULL while
 * nobody is), whose 我的审批 lists it. The name is read from blade_user (error-row.ts), so a renamed
 * user shows renamed. Indexed by (tenant, assignee, state): an operator's open differences are one range.
 */
export default `
ALTER TABLE cloud_recon_error ADD COLUMN assignee_id TEXT;
CREATE INDEX IF NOT EXISTS cloud_recon_error_assignee ON cloud_recon_error (tenant_id, assignee_id, state);
`;

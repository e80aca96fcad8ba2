/**
 * 0025: file references (ADR 030). Each attachment records what it was uploaded for — `logo` (a
 * tenant's 机构主题 logo), `payment` (a top-up's payment screenshot) or `attach` (anything else) —
 * so the backend can say who may read it and the console which screens show it. Business rows
 * store the attachment's id (the reference), never a storage path: the old paths are converted by
 * seed_v25_file_references.
 */
export default `
ALTER TABLE blade_attach ADD COLUMN purpose TEXT NOT NULL DEFAULT 'attach';
CREATE INDEX IF NOT EXISTS blade_attach_purpose ON blade_attach (tenant_id, purpose);
`;

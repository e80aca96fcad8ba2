/**
 * 0022: the work-flow (cloud-flow, ADR 025). A model is an ordered list of approval steps (each a
 * name and the role that approves it, JSON); deploying it makes a process definition (one per
 * deployment) carrying a copy of the steps, its version and its state (1 active, 2 suspended).
 * An instance runs a definition for one business object (a recharge order…); its tasks are the
 * steps reached so far, each completed once (state 0 open, 1 同意, 2 驳回).
 */
export default `
CREATE TABLE IF NOT EXISTS cloud_flow_model (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, model_key TEXT NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL,
  description TEXT, steps TEXT NOT NULL, create_user TEXT, create_time INTEGER NOT NULL, update_time INTEGER,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS cloud_flow_model_tenant ON cloud_flow_model (tenant_id, is_deleted, create_time);
CREATE TABLE IF NOT EXISTS cloud_flow_definition (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, deployment_id TEXT NOT NULL UNIQUE, model_id TEXT NOT NULL, model_key TEXT NOT NULL,
  name TEXT NOT NULL, category TEXT NOT NULL, version INTEGER NOT NULL, steps TEXT NOT NULL, suspension_state INTEGER NOT NULL DEFAULT 1,
  deploy_user TEXT, deployment_time INTEGER NOT NULL, UNIQUE (tenant_id, model_key, version)
);
CREATE INDEX IF NOT EXISTS cloud_flow_definition_category ON cloud_flow_definition (tenant_id, category, suspension_state, version);
CREATE TABLE IF NOT EXISTS cloud_flow_instance (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, definition_id TEXT NOT NULL, business_type TEXT NOT NULL, business_id TEXT NOT NULL,
  business_label TEXT NOT NULL, step_index INTEGER NOT NULL DEFAULT 0, state INTEGER NOT NULL DEFAULT 0,
  start_user_name TEXT, start_time INTEGER NOT NULL, end_time INTEGER
);
CREATE INDEX IF NOT EXISTS cloud_flow_instance_definition ON cloud_flow_instance (definition_id, state);
CREATE INDEX IF NOT EXISTS cloud_flow_instance_business ON cloud_flow_instance (business_type, business_id, state);
CREATE TABLE IF NOT EXISTS cloud_flow_task (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, instance_id TEXT NOT NULL, step_index INTEGER NOT NULL, step_name TEXT NOT NULL,
  role_id TEXT NOT NULL, state INTEGER NOT NULL DEFAULT 0, assignee TEXT, assignee_name TEXT, comment TEXT,
  create_time INTEGER NOT NULL, end_time INTEGER, UNIQUE (instance_id, step_index)
);
CREATE INDEX IF NOT EXISTS cloud_flow_task_open ON cloud_flow_task (tenant_id, state, role_id);
CREATE INDEX IF NOT EXISTS cloud_flow_task_assignee ON cloud_flow_task (assignee, end_time);
`;

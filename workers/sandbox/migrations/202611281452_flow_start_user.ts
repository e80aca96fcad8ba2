/**
 * The user who started a work-flow instance (issue 34, 我的审批): nobody approves a task of an
 * instance they started. Instances started before it have none (NULL: nobody is refused).
 */
export default `
ALTER TABLE cloud_flow_instance ADD COLUMN start_user TEXT;
`;

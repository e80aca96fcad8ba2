/**
 * 流程管理 (/flow/manager; ADR 025): the tenant's process definitions, one per deployment:
 * flow.manager list (name or key, category, suspensionState), detail?id=; 挂起 / 激活
 * (flow_manager_edit: change-state {processId, state active|suspend}; a suspended definition
 * starts no instance, running ones go on), 删除 (flow_manager_delete: delete-deployment
 * ?deploymentIds=, refused while instances run), and 实例 (a definition's instances, each with
 * its history), all row dialogs on the list's URL.
 */
import { choices, defineScreen, type RowOf, type RowSpec, viewApi } from "~/kit/shared/screen";

export const SUSPENSION_STATES = ["1", "2"] as const;
const SUSPENSION_STATE_CHOICES = choices(SUSPENSION_STATES, "states");

export const flowManagerScreen = defineScreen({
  id: "flowManager",
  path: "/flow/manager",
  menuCode: "flowManager",
  texts: "flow.manager",
  name: "流程管理",
  api: viewApi("flow.manager"),
  row: {
    key: "text",
    name: "text",
    category: "code",
    categoryName: "text",
    version: "number",
    deploymentId: "text",
    deploymentTime: "text",
    suspensionState: "code",
    runningCount: "number",
    instanceCount: "number",
  },
  rowLabel: (row) => `${row.name} V${row.version ?? ""}`,
  buttons: { delete: "flow_manager_delete", view: true },
  filters: {
    name: { max: 50 },
    category: { kind: "select", label: "flowCategory" },
    suspensionState: { kind: "select", label: "state", ...SUSPENSION_STATE_CHOICES },
  },
  columns: [
    { key: "key", fixed: true, mono: true },
    { key: "name", fixed: true },
    { key: "categoryName", label: "flowCategory" },
    { key: "version", format: "number" },
    { key: "suspensionState", label: "state", option: "suspensionState" },
    { key: "runningCount", format: "number" },
    { key: "deploymentTime", format: "datetime" },
  ],
  fields: { suspensionState: { label: "state", ...SUSPENSION_STATE_CHOICES } },
  detail: [
    "key",
    "name",
    "categoryName",
    "version",
    "suspensionState",
    "deploymentId",
    "deploymentTime",
    "runningCount",
    "instanceCount",
  ],
});

export type FlowDefinition = RowOf<typeof flowManagerScreen.row>;

/** An instance of a definition, as manager/instances answers it. */
export const FLOW_INSTANCE_ROW = {
  businessLabel: "text",
  state: "text",
  stepName: "text",
  startUserName: "text",
  startTime: "text",
  endTime: "text",
} as const satisfies RowSpec;
export type FlowInstance = RowOf<typeof FLOW_INSTANCE_ROW>;

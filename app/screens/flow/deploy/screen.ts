/**
 * 流程部署 (/flow/deploy; ADR 025): the tenant's models with the version each key is deployed at,
 * and 部署 (flow_deploy_add) on a row: a dialog on the list's URL (?op=deploy&id=…) naming the
 * version it makes (the key's last + 1, active) and the category it is deployed under;
 * flow.model.deploy {modelId, category}. The deployments are 流程管理's.
 */
import { defineScreen, type RowOf, viewApi } from "~/kit/shared/screen";
import { MODEL_COLUMNS } from "~/screens/_shared/flow/flow";

export const flowDeployScreen = defineScreen({
  id: "flowDeploy",
  path: "/flow/deploy",
  menuCode: "flowDeploy",
  texts: "flow.deploy",
  name: "流程部署",
  api: viewApi("flow.model"),
  row: {
    modelKey: "text",
    name: "text",
    category: "code",
    categoryName: "text",
    stepNames: "text",
    stepCount: "number",
    version: "number",
    updateTime: "text",
  },
  rowLabel: (row) => row.name,
  buttons: { view: true },
  filters: { name: { max: 50, label: "modelName" }, category: { kind: "select", label: "flowCategory" } },
  columns: [...MODEL_COLUMNS, { key: "updateTime", format: "datetime" }],
  detail: ["modelKey", "name", "categoryName", "version", "updateTime", { name: "stepNames", wide: true }],
});

export type DeployModel = RowOf<typeof flowDeployScreen.row>;

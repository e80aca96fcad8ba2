/**
 * 流程模型 (/flow/model; ADR 025): the tenant's process models, flow.model list (name,
 * modelKey, category), detail?id=, submit, remove?ids=. A model is a key (letters, digits, _),
 * a name, a category (system dictionary `flow`), a description and 1–10 ordered approval steps,
 * each a name and the role approving it: the form has ten step rows (fill them from the top;
 * an empty row is skipped). 新增 flow_model_add, 删除 flow_model_delete.
 */
import { crudApi, defineScreen, type FieldSpec, type RowOf, wideItems } from "~/kit/shared/screen";
import {
  KEY_PATTERN,
  MODEL_COLUMNS,
  STEP_NAME_MAX,
  STEP_NUMBERS,
  stepName,
  stepRole,
} from "~/screens/_shared/flow/flow";

const stepFields: Record<string, FieldSpec> = Object.fromEntries(
  STEP_NUMBERS.flatMap((n) => [
    [stepName(n), { max: STEP_NAME_MAX, label: stepName(n), placeholder: "stepNamePlaceholder" } satisfies FieldSpec],
    [stepRole(n), { kind: "select", label: stepRole(n) } satisfies FieldSpec],
  ]),
);

export const flowModelScreen = defineScreen({
  id: "flowModel",
  path: "/flow/model",
  menuCode: "flowModel",
  texts: "flow.model",
  name: "流程模型",
  api: crudApi("flow.model"),
  row: {
    modelKey: "text",
    name: "text",
    category: "code",
    categoryName: "text",
    description: "text",
    stepNames: "text",
    stepCount: "number",
    version: "number",
    createTime: "text",
  },
  rowLabel: (row) => row.name,
  buttons: { create: "flow_model_add", delete: "flow_model_delete", view: true, batchDelete: true },
  filters: {
    name: { max: 50, label: "modelName" },
    modelKey: { max: 40 },
    category: { kind: "select", label: "flowCategory" },
  },
  columns: [...MODEL_COLUMNS, { key: "createTime", format: "datetime" }],
  fields: {
    modelKey: {
      required: true,
      max: 40,
      pattern: { source: KEY_PATTERN, message: "keyFormat" },
      fixedOnEdit: true,
      hint: "keyHint",
    },
    name: { label: "modelName", required: true, max: 50, sensitive: true },
    category: { kind: "select", label: "flowCategory", required: true },
    description: { kind: "textarea", max: 200, sensitive: true },
    ...stepFields,
  },
  detail: ["modelKey", "name", "categoryName", "version", "createTime", ...wideItems("stepNames", "description")],
});

export type FlowModel = RowOf<typeof flowModelScreen.row>;

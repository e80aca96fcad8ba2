/**
 * 政策列表 (/policy/policyInfo; ADR 020): policy.policy: list (policyName, targetType,
 * agentLevel, agentNo, state), detail, submit, remove. A policy gives a 费率模板 to every agent of a
 * level (1) or to one agent (2, by number) from its effective date, a day after today; the backend
 * refuses one that would make an agent's cost below its parent's or above its merchants' rates,
 * naming the rate. States: 0 待生效, 1 生效中, 2 已失效 (a later policy for its target is in force).
 */
import { CREATED_ROW, crudButtons } from "~/kit/shared/screen-presets";
import { choices, crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const TARGET_TYPES = ["1", "2"] as const;
const TARGET_TYPE_CHOICES = choices(TARGET_TYPES, "targetTypes");
export const AGENT_LEVELS = ["1", "2", "3"] as const;
const AGENT_LEVEL_CHOICES = choices(AGENT_LEVELS, "levels");
export const POLICY_STATES = ["0", "1", "2"] as const;

export const policyInfoScreen = defineScreen({
  ...screenNames("policy", "policyInfo"),
  name: "政策列表",
  api: crudApi("policy.policy"),
  row: {
    policyName: "text",
    templateId: "text",
    templateName: "text",
    targetType: "code",
    agentLevel: "code",
    agentNo: "text",
    agentName: "text",
    effectiveDate: "text",
    state: "code",
    remark: "text",
    ...CREATED_ROW,
  },
  rowLabel: (row) => row.policyName,
  buttons: { ...crudButtons("policy"), view: true },
  filters: {
    policyName: { max: 50, placeholder: "policyNamePlaceholder" },
    targetType: { kind: "select", ...TARGET_TYPE_CHOICES },
    agentLevel: { kind: "select", ...AGENT_LEVEL_CHOICES },
    agentNo: { max: 20, placeholder: "agentNoPlaceholder" },
    state: { kind: "select", options: POLICY_STATES, optionTexts: "states" },
  },
  columns: [
    { key: "policyName", fixed: true },
    { key: "templateName" },
    { key: "target" },
    { key: "effectiveDate", format: "date" },
    { key: "state", option: "state" },
    { key: "createUserName" },
    { key: "createTime", format: "datetime" },
  ],
  fields: {
    policyName: { required: true, max: 50, sensitive: true, wide: true },
    templateId: { kind: "select", required: true, max: 32 },
    effectiveDate: {
      kind: "date",
      required: true,
      max: 10,
      pattern: { source: "\\d{4}-\\d{2}-\\d{2}", message: "dateFormat" },
      hint: "effectiveDateHint",
    },
    targetType: { kind: "radio", required: true, ...TARGET_TYPE_CHOICES },
    agentLevel: { kind: "select", ...AGENT_LEVEL_CHOICES, hint: "agentLevelHint" },
    agentNo: {
      max: 20,
      pattern: { source: "A\\d{6}", message: "agentNoFormat" },
      placeholder: "agentNoPlaceholder",
      hint: "agentNoHint",
    },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: [
    "policyName",
    "templateName",
    "targetType",
    "target",
    "effectiveDate",
    "state",
    "createUserName",
    "createTime",
    "remark",
  ],
});

export type Policy = RowOf<typeof policyInfoScreen.row>;

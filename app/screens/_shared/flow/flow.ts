/**
 * What the work-flow screens share (工作流, ADR 025; entries: contract `flow`): the step rows a model's
 * form flattens its ordered steps to (step1Name/step1Role … step10Name/step10Role: a plain form,
 * no JavaScript needed), the comment's limit, and a model's columns in the lists of models.
 */
import type { ColumnSpec } from "~/kit/shared/screen";

export const MAX_STEPS = 10;
export const STEP_NAME_MAX = 20;
export const COMMENT_MAX = 200;
export const KEY_PATTERN = "[A-Za-z][A-Za-z0-9_]{0,39}";

export const STEP_NUMBERS = Array.from({ length: MAX_STEPS }, (_, i) => i + 1);
export const stepName = (n: number) => `step${n}Name`;
export const stepRole = (n: number) => `step${n}Role`;

export type Choice = { value: string; label: string };
export const labelOf = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;

/** A model as 流程模型 and 流程部署 list it: its key, name, category, steps and deployed version. */
export const MODEL_COLUMNS: ColumnSpec[] = [
  { key: "modelKey", fixed: true, mono: true },
  { key: "name", label: "modelName", fixed: true },
  { key: "categoryName", label: "flowCategory" },
  { key: "stepNames" },
  { key: "version", label: "deployedVersion", format: "number" },
];

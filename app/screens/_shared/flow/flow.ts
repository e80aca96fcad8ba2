/**
 * What the work-flow screens share (工作流, ADR 025; entries: contract `flow`): the step rows a model's
 * form flattens its ordered steps to (step1Name/step1Role … step10Name/step10Role: a plain form,
 * no JavaScript needed), and the comment's limit.
 */
export const MAX_STEPS = 10;
export const STEP_NAME_MAX = 20;
export const COMMENT_MAX = 200;
export const KEY_PATTERN = "[A-Za-z][A-Za-z0-9_]{0,39}";

export const STEP_NUMBERS = Array.from({ length: MAX_STEPS }, (_, i) => i + 1);
export const stepName = (n: number) => `step${n}Name`;
export const stepRole = (n: number) => `step${n}Role`;

export type Choice = { value: string; label: string };
export const labelOf = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value;

/**
 * 费率模板 (/policy/rateTemplate; ADR 020): policy.rateTemplate: list (templateName),
 * detail with its items, submit, remove, copy, and the channel × pay type pairs a template prices
 * (pairs: the backend's channels, so the form's rows are the backend's). Each pair is two fields,
 * its rate (percent, at most four decimals, required) and its cap per transaction (yuan, optional).
 */
import { CREATED_ROW, crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, type FieldSpec, type RowOf, screenNames } from "~/kit/shared/screen";

/** A percent of at most four decimals (the backend also keeps it at or below 10 %). */
export const RATE_SOURCE = "\\d{1,2}(\\.\\d{1,4})?";
/** Yuan above zero with at most two decimals. */
export const CAP_SOURCE = "\\d{1,7}(\\.\\d{1,2})?";

export type RatePair = { channelCode: string; channelName: string; payType: string; payTypeName: string };
export type RateItem = { channelCode: string; payType: string; rate: string; cap: string };

export const rateField = (p: Pick<RatePair, "channelCode" | "payType">) => `rate_${p.channelCode}_${p.payType}`;
export const capField = (p: Pick<RatePair, "channelCode" | "payType">) => `cap_${p.channelCode}_${p.payType}`;

/** The form's two fields per pair, as the kit checks them on both sides. */
export function pairFields(pairs: RatePair[]): Record<string, FieldSpec> {
  return Object.fromEntries(
    pairs.flatMap((p) => [
      [rateField(p), { required: true, max: 7, pattern: { source: RATE_SOURCE, message: "rateFormat" } }],
      [capField(p), { max: 10, pattern: { source: CAP_SOURCE, message: "yuanFormat" } }],
    ]),
  );
}

export const rateTemplateScreen = defineScreen({
  ...screenNames("policy", "rateTemplate"),
  name: "费率模板",
  api: crudApi("policy.rateTemplate"),
  row: {
    templateName: "text",
    remark: "text",
    policyCount: "number",
    inForce: "code",
    ...CREATED_ROW,
    updateTime: "text",
  },
  rowLabel: (row) => row.templateName,
  buttons: { ...crudButtons("rate_template"), view: true },
  filters: { templateName: { max: 50, placeholder: "templateNamePlaceholder" } },
  columns: [
    { key: "templateName", fixed: true },
    { key: "policyCount", format: "number" },
    { key: "inForce" },
    { key: "createUserName" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: {
    templateName: { required: true, max: 50, sensitive: true },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: [
    "templateName",
    "policyCount",
    "inForce",
    "createUserName",
    "createTime",
    "updateTime",
    "remark",
    { name: "items", wide: true },
  ],
});

export type RateTemplate = RowOf<typeof rateTemplateScreen.row> & { items?: RateItem[] };

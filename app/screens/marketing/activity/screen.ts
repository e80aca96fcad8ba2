/**
 * 营销活动 (/marketing/activity; ADR 023): marketing.activity.*: list (title, state,
 * channel, a date range the period overlaps), detail, submit, remove, status. An activity runs
 * over Beijing days on one of the tenant's channels for all merchants, chosen agents' merchants
 * or chosen merchants, with a budget in yuan (fen at the backend). State: 0 未开始, 1 进行中,
 * 2 已结束, 3 已停用 (the 启用/停用 switch). Rows publish to the marketing platform through
 * cloud-data-sync (switch-status/{id}, transwitch/{id}); syncStatus is read per row.
 */
import { CREATED_ROW, crudButtons, moneyColumns } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, type FieldSpec, type RowOf, screenNames } from "~/kit/shared/screen";
import { POSITIVE_YUAN } from "~/screens/_shared/marketing/toll";

export const ACTIVITY_STATES = ["0", "1", "2", "3"] as const;
/** 0 全部商户, 1 指定代理商的商户, 2 指定商户. */
export const SCOPE_TYPES = ["0", "1", "2"] as const;
const DAY_PATTERN = "\\d{4}-\\d{2}-\\d{2}";

/** An activity's first and last day (Beijing days, both included): 营销活动's and 银行活动's. */
export const ACTIVITY_DAY_FIELDS = {
  startDate: { kind: "date", required: true, max: 10, pattern: { source: DAY_PATTERN, message: "dateFormat" } },
  endDate: {
    kind: "date",
    required: true,
    max: 10,
    pattern: { source: DAY_PATTERN, message: "dateFormat" },
    hint: "activityEndHint",
  },
} as const satisfies Record<string, FieldSpec>;

export const activityScreen = defineScreen({
  searches: ["activity"],
  ...screenNames("marketing", "activity"),
  name: "营销活动",
  api: crudApi("marketing.activity"),
  row: {
    title: "text",
    startDate: "text",
    endDate: "text",
    channelCode: "text",
    channelName: "text",
    scopeType: "code",
    scopeIds: "text",
    scopeNames: "text",
    budget: "text",
    used: "text",
    enabled: "code",
    state: "code",
    /** 1 published to the marketing platform (cloud-data-sync switch-status), 0 not, "" unknown. */
    syncStatus: "code",
    remark: "text",
    ...CREATED_ROW,
  },
  rowLabel: (row) => row.title,
  buttons: { ...crudButtons("activity"), view: true },
  filters: {
    title: { max: 50, label: "activityTitle", placeholder: "titlePlaceholder" },
    state: { kind: "select", label: "status", options: ACTIVITY_STATES, optionTexts: "states" },
    // The tenant's channels (sent by the loader).
    channelCode: { kind: "select", label: "channel" },
    startDate: { kind: "date", label: "rangeFrom" },
    endDate: { kind: "date", label: "rangeTo" },
  },
  columns: [
    { key: "title", label: "activityTitle", fixed: true },
    { key: "period", label: "activityPeriod" },
    { key: "channelName", label: "channel" },
    { key: "scope" },
    ...moneyColumns("budget", "used"),
    { key: "state", label: "status" },
    { key: "syncStatus" },
  ],
  fields: {
    title: { label: "activityTitle", required: true, max: 50, sensitive: true, wide: true },
    ...ACTIVITY_DAY_FIELDS,
    channelCode: { kind: "select", label: "channel", required: true, max: 32 },
    budget: { required: true, max: 13, pattern: { source: POSITIVE_YUAN, message: "yuanFormat" }, hint: "yuanHint" },
    scopeType: {
      kind: "radio",
      label: "scope",
      required: true,
      options: SCOPE_TYPES,
      optionTexts: "scopeTypes",
      wide: true,
    },
    scopeAgents: { kind: "checkboxes", label: "chosenAgents", wide: true },
    scopeAgentId: { kind: "remote", remote: "agent", label: "addAgent", hint: "addAgentHint" },
    scopeMerchants: { kind: "checkboxes", label: "chosenMerchants", wide: true },
    scopeMerchantId: { kind: "remote", remote: "merchant", label: "addMerchant", hint: "addMerchantHint" },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: [
    "title",
    "period",
    "channelName",
    "scope",
    "budget",
    "used",
    "state",
    "syncStatus",
    "createUserName",
    "createTime",
    { name: "remark", wide: true },
  ],
});

export type Activity = RowOf<typeof activityScreen.row>;

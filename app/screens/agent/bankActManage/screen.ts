/**
 * 银行活动 (/agent/bankActManage; ADR 023): agent.bankAct.*: page (actTitle on the
 * title or number, bankName, status, cardType), detail, submit, remove. A bank's activity over
 * Beijing days with a discount rule: 满减 (threshold and reduction in yuan) or 折扣 (e.g. 9.5折,
 * an optional threshold), a card type and an optional daily cap. Status 0 未开始, 1 进行中,
 * 2 已结束 comes from the period. Its rows are what the activity search-select (qryList) finds.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { choices, crudApi, defineScreen, type RowOf } from "~/kit/shared/screen";
import { ACTIVITY_DAY_FIELDS } from "~/screens/marketing/activity/screen";
import { POSITIVE_YUAN } from "~/screens/_shared/marketing/toll";

export const BANK_ACT_STATES = ["0", "1", "2"] as const;
/** 1 满减, 2 折扣. */
export const DISCOUNT_TYPES = ["1", "2"] as const;
/** 0 不限, 1 借记卡, 2 信用卡. */
export const CARD_TYPES = ["0", "1", "2"] as const;
const CARD_TYPE_CHOICES = choices(CARD_TYPES, "cardTypes");
/** 1.0 to 9.9 折, one decimal at most. */
export const RATE_PATTERN = "[1-9](\\.\\d)?";

const yuan = (hint: string) => ({ max: 13, pattern: { source: POSITIVE_YUAN, message: "yuanFormat" }, hint });

export const bankActScreen = defineScreen({
  searches: ["activity"],
  id: "bankAct",
  path: "/agent/bankActManage",
  menuCode: "bankAct",
  texts: "marketing.bankAct",
  name: "银行活动",
  api: crudApi("agent.bankAct"),
  row: {
    actNo: "text",
    actTitle: "text",
    bankId: "text",
    bankName: "text",
    startDate: "text",
    endDate: "text",
    discountType: "code",
    threshold: "text",
    reduce: "text",
    discountRate: "text",
    cardType: "code",
    dailyCap: "text",
    status: "code",
    actDesc: "text",
    createTime: "text",
  },
  rowLabel: (row) => row.actTitle,
  buttons: { ...crudButtons("bank_act"), view: true },
  filters: {
    actTitle: { max: 50, label: "activityTitle", placeholder: "actTitlePlaceholder" },
    bankName: { max: 50, label: "bank" },
    status: { kind: "select", options: BANK_ACT_STATES, optionTexts: "states" },
    cardType: { kind: "select", ...CARD_TYPE_CHOICES },
  },
  columns: [
    { key: "actNo", mono: true },
    { key: "actTitle", label: "activityTitle", fixed: true },
    { key: "bankName", label: "bank" },
    { key: "period", label: "activityPeriod" },
    { key: "rule" },
    { key: "cardType" },
    { key: "dailyCap", format: "money" },
    { key: "status" },
  ],
  fields: {
    actTitle: { label: "activityTitle", required: true, max: 50, sensitive: true, wide: true },
    bankId: { kind: "remote", remote: "bank", label: "bank", required: true, hint: "bankHint" },
    cardType: { kind: "select", required: true, ...CARD_TYPE_CHOICES },
    ...ACTIVITY_DAY_FIELDS,
    discountType: { kind: "radio", required: true, options: DISCOUNT_TYPES, optionTexts: "discountTypes", wide: true },
    threshold: yuan("thresholdHint"),
    reduce: yuan("reduceHint"),
    discountRate: { max: 3, pattern: { source: RATE_PATTERN, message: "rateFormat" }, hint: "rateHint" },
    dailyCap: yuan("dailyCapHint"),
    actDesc: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: [
    "actNo",
    "actTitle",
    "bankName",
    "period",
    "rule",
    "cardType",
    "dailyCap",
    "status",
    "createTime",
    "actDesc",
  ],
});

export type BankAct = RowOf<typeof bankActScreen.row>;

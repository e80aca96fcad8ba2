/**
 * 结算配置 (/settlement/settleConfig; issue 17, ADR 018): per merchant its settlement cycle (dict-biz
 * settle_type: 1 T+1, 2 D+0, 3 D+1), minimum amount, settlement account and 复核金额 (a remittance
 * above it needs a second operator; blank: none). /api/cloud-settle/settleConfig: list (party,
 * settleType), detail?id=, update (button settle_config_edit). Amounts are yuan text with at most
 * two decimals; the account number 8–30 digits.
 */
import { defineScreen, type RowOf } from "~/kit/shared/screen";
import { SETTLE_API } from "./settle-record";

export const CONFIG_API = `${SETTLE_API}/settleConfig`;
export const SETTLE_TYPES = ["1", "2", "3"] as const;
const AMOUNT = { source: "\\d{1,11}(\\.\\d{1,2})?", message: "amountFormat" };

export const settleConfigScreen = defineScreen({
  id: "settleConfig",
  path: "/settlement/settleConfig",
  menuCode: "settleConfig",
  texts: "money.settleConfig",
  name: "结算配置",
  api: { list: `${CONFIG_API}/list`, detail: `${CONFIG_API}/detail`, submit: `${CONFIG_API}/update` },
  row: {
    merchantId: "text",
    merchantNo: "text",
    merchantName: "text",
    agentPath: "text",
    settleType: "code",
    minAmount: "text",
    accountName: "text",
    accountNo: "text",
    bankName: "text",
    reviewThreshold: "text",
    updateUserName: "text",
    updateTime: "text",
  },
  rowLabel: (row) => `${row.merchantNo} ${row.merchantName}`,
  buttons: { edit: "settle_config_edit", view: true },
  filters: {
    party: { max: 50, placeholder: "partyPlaceholder" },
    settleType: { kind: "select", options: SETTLE_TYPES, optionTexts: "types" },
  },
  columns: [
    { key: "merchantNo", fixed: true, mono: true },
    { key: "merchantName" },
    { key: "settleType", option: "settleType" },
    { key: "minAmount", format: "money" },
    { key: "accountName" },
    { key: "accountNo" },
    { key: "bankName" },
    { key: "reviewThreshold", format: "money" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: {
    settleType: { kind: "select", required: true, options: SETTLE_TYPES, optionTexts: "types" },
    minAmount: { required: true, max: 14, pattern: AMOUNT, hint: "amountHint" },
    accountName: { required: true, max: 50 },
    accountNo: { required: true, max: 30, pattern: { source: "\\d{8,30}", message: "accountNoFormat" } },
    bankName: { required: true, max: 50 },
    reviewThreshold: { max: 14, pattern: AMOUNT, hint: "thresholdHint" },
  },
  detail: ["merchantNo", "merchantName", "settleType", "minAmount", "accountName", "accountNo", "bankName", "reviewThreshold", "updateUserName", "updateTime"],
});

export type SettleConfig = RowOf<typeof settleConfigScreen.row>;

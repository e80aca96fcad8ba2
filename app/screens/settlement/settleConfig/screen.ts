/**
 * 结算配置 (/settlement/settleConfig; issue 17, ADR 018, 019): per merchant or agent (ownerType 1 or
 * 2) its settlement cycle (one of the tenant's dict-biz settle_type, e.g. T+1, D+0, D+1), minimum
 * amount, settlement account and 复核金额 (a remittance above it needs a second operator; blank:
 * none). settle.settleConfig: list (ownerType, party: number or name, settleType),
 * detail?id=, update (button settle_config_edit). Amounts are yuan text with at most two decimals;
 * the account number 8–30 digits.
 */
import { defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";
import { OWNER_TYPES } from "~/screens/settlement/settleRecord/screen";

const AMOUNT = { source: "\\d{1,13}(\\.\\d{1,2})?", message: "amountFormat" };

export const settleConfigScreen = defineScreen({
  searches: ["bank"],
  ...screenNames("settlement", "settleConfig", "money"),
  name: "结算配置",
  api: { ...viewApi("settle.settleConfig"), submit: "settle.settleConfig.update" },
  row: {
    ownerType: "code",
    ownerNo: "text",
    ownerName: "text",
    merchantId: "text",
    agentPath: "text",
    settleType: "code",
    minAmount: "text",
    accountName: "text",
    accountNo: "bankCard",
    bankName: "text",
    reviewThreshold: "text",
    updateUserName: "text",
    updateTime: "text",
  },
  rowLabel: (row) => `${row.ownerNo} ${row.ownerName}`,
  buttons: { edit: "settle_config_edit", view: true, viewFull: "settle_config_view_full" },
  filters: {
    ownerType: { label: "partyType", kind: "select", options: OWNER_TYPES, optionTexts: "ownerTypes" },
    party: { max: 50, placeholder: "partyPlaceholder" },
    // The tenant's cycles, sent by the loader.
    settleType: { label: "settleCycle", kind: "select" },
  },
  columns: [
    { key: "ownerNo", fixed: true, mono: true },
    { key: "ownerName" },
    { key: "ownerType", label: "partyType" },
    { key: "settleType", label: "settleCycle" },
    { key: "minAmount", format: "money" },
    { key: "accountName" },
    { key: "accountNo" },
    { key: "bankName" },
    { key: "reviewThreshold", format: "money" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: {
    // The tenant's cycles (dict-biz settle_type), given by the loader and checked again by the action.
    settleType: {
      label: "settleCycle",
      kind: "select",
      required: true,
      max: 20,
      pattern: { source: "\\w{1,20}", message: "typeUnknown" },
    },
    minAmount: { required: true, max: 16, pattern: AMOUNT, hint: "amountHint" },
    accountName: { required: true, max: 50 },
    accountNo: { required: true, max: 30, pattern: { source: "\\d{8,30}", message: "accountNoFormat" } },
    bankName: { required: true, max: 50 },
    reviewThreshold: { max: 16, pattern: AMOUNT, hint: "thresholdHint" },
  },
  detail: [
    "ownerNo",
    "ownerName",
    "ownerType",
    "settleType",
    "minAmount",
    "accountName",
    "accountNo",
    "bankName",
    "reviewThreshold",
    "updateUserName",
    "updateTime",
  ],
});

export type SettleConfig = RowOf<typeof settleConfigScreen.row>;

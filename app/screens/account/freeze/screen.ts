/**
 * 冻结管理 (/account/freeze; ADR 018): account.freeze list (account by number or name,
 * freeze number, state, type, a period on the freeze time), detail with its history, 冻结 (a
 * header link and 账户列表's row link open the form on ?op=freeze; button freeze_add) and 解冻 (a
 * row dialog on ?op=unfreeze; button freeze_edit). Above the owner's review threshold either
 * waits in 资金复核 for a second operator.
 */
import { CREATED_ROW, DAY_RANGE_FILTERS, moneyColumns } from "~/kit/shared/screen-presets";
import { choices, defineScreen, type RowOf, screenNames, viewApi, wideItems } from "~/kit/shared/screen";

export const FREEZE_STATES = ["1", "2", "3"] as const;
const FREEZE_STATE_CHOICES = choices(FREEZE_STATES, "states");
export const FREEZE_TYPES = ["1", "2", "3"] as const;
const FREEZE_TYPE_CHOICES = choices(FREEZE_TYPES, "types");
export const FREEZE_REASON_MAX = 200;

export const freezeScreen = defineScreen({
  searches: ["merchant"],
  ...screenNames("account", "freeze", "money"),
  name: "冻结管理",
  api: viewApi("account.freeze"),
  row: {
    freezeNo: "text",
    accountId: "text",
    ownerType: "code",
    ownerName: "text",
    ownerNo: "text",
    merchantId: "text",
    agentPath: "text",
    freezeType: "code",
    amount: "text",
    unfrozen: "text",
    remaining: "text",
    state: "code",
    reason: "text",
    ...CREATED_ROW,
  },
  rowLabel: (row) => row.freezeNo,
  buttons: { view: true },
  filters: {
    keyword: { max: 50, placeholder: "keywordPlaceholder" },
    state: { kind: "select", ...FREEZE_STATE_CHOICES },
    freezeType: { kind: "select", ...FREEZE_TYPE_CHOICES },
    ...DAY_RANGE_FILTERS,
  },
  columns: [
    { key: "freezeNo", fixed: true, mono: true },
    { key: "ownerNo", mono: true },
    { key: "ownerName" },
    { key: "freezeType", option: "freezeType" },
    ...moneyColumns("amount", "unfrozen", "remaining"),
    { key: "state", option: "state" },
    { key: "reason" },
    { key: "createUserName", label: "operator" },
    { key: "createTime", format: "datetime" },
  ],
  fields: {
    freezeType: FREEZE_TYPE_CHOICES,
    state: FREEZE_STATE_CHOICES,
  },
  detail: [
    "freezeNo",
    "ownerNo",
    "ownerName",
    "freezeType",
    "state",
    "amount",
    "unfrozen",
    "remaining",
    "createUserName",
    "createTime",
    ...wideItems("reason", "history"),
  ],
});

export type Freeze = RowOf<typeof freezeScreen.row>;

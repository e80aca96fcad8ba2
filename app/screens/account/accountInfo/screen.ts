/**
 * 账户列表 (/account/accountInfo; ADR 018): account.account list (owner type, owner
 * number or name, a floor on the available balance, frozen only), detail, and the ledger with
 * its running balances (account.account.ledger, in the detail, paged on `lp`). 冻结 on a row opens
 * 冻结管理's freeze form for that account (button freeze_add).
 */
import { choices, defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";

export const OWNER_TYPES = ["1", "2"] as const;
const OWNER_TYPE_CHOICES = choices(OWNER_TYPES, "ownerTypes");

export const accountInfoScreen = defineScreen({
  searches: ["merchant"],
  ...screenNames("account", "accountInfo", "money"),
  name: "账户列表",
  api: viewApi("account.account"),
  row: {
    ownerType: "code",
    ownerName: "text",
    ownerNo: "text",
    merchantId: "text",
    agentPath: "text",
    available: "text",
    frozen: "text",
    inTransit: "text",
    total: "text",
    updateTime: "text",
  },
  rowLabel: (row) => `${row.ownerNo} ${row.ownerName}`,
  buttons: { view: "account_view" },
  filters: {
    ownerType: { label: "accountType", kind: "select", ...OWNER_TYPE_CHOICES },
    keyword: { max: 50, placeholder: "partyPlaceholder" },
    minAvailable: { max: 13, placeholder: "amountPlaceholder" },
  },
  columns: [
    { key: "ownerNo", fixed: true, mono: true, sort: true },
    { key: "ownerName" },
    { key: "ownerType", label: "accountType", option: "ownerType" },
    { key: "available", sort: true, format: "money" },
    { key: "frozen", sort: true, format: "money" },
    { key: "inTransit", sort: true, format: "money" },
    { key: "total", format: "money" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: { ownerType: { label: "accountType", ...OWNER_TYPE_CHOICES } },
  detail: [
    "ownerNo",
    "ownerName",
    "ownerType",
    "available",
    "frozen",
    "inTransit",
    "total",
    "updateTime",
    { name: "ledger", wide: true },
  ],
});

export type Account = RowOf<typeof accountInfoScreen.row>;

/**
 * 收银员管理 (/merchant/storeMen): the cashiers of the operator's partner scope (ADR 016), from
 * merchant.storeMen.* (list with keyword on name or mobile, role and status;
 * detail; submit creates and updates; remove?ids=). A cashier works at one store (店长 or 收银员).
 */
import { choices, crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

const ROLE_CHOICES = choices(["1", "2"], "roles");
const STATUS_CHOICES = choices(["1", "0"], "statuses");

export const storeMenScreen = defineScreen({
  searches: ["merchant"],
  ...screenNames("merchant", "storeMen", "partner"),
  name: "收银员管理",
  api: crudApi("merchant.storeMen"),
  row: {
    storeMenName: "text",
    mobile: "mobile",
    storeId: "text",
    storeNo: "text",
    storeFullName: "text",
    merchantId: "text",
    merchantName: "text",
    agentPath: "text",
    storeMenRole: "code",
    status: "code",
    createTime: "text",
  },
  rowLabel: (row) => `${row.storeMenName}（${row.storeFullName}）`,
  buttons: {
    create: "store_men_add",
    edit: "store_men_edit",
    delete: "store_men_delete",
    view: "store_men_view",
    viewFull: "store_men_view_full",
  },
  filters: {
    keyword: { max: 50, placeholder: "keywordPlaceholder" },
    storeMenRole: { label: "role", kind: "select", ...ROLE_CHOICES },
    status: { kind: "select", ...STATUS_CHOICES },
  },
  columns: [
    { key: "storeMenName", sort: true, fixed: true },
    { key: "mobile", sort: true },
    { key: "storeFullName", label: "ownerStore" },
    { key: "merchantName", label: "ownerMerchant" },
    { key: "storeMenRole", label: "role", option: "storeMenRole" },
    { key: "status", option: "status" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    storeMenName: { required: true, max: 20, sensitive: true },
    mobile: { required: true, max: 11 },
    storeId: { kind: "remote", remote: "store", label: "ownerStore", required: true },
    storeMenRole: { label: "role", kind: "radio", ...ROLE_CHOICES, required: true },
    status: { kind: "radio", ...STATUS_CHOICES, required: true },
  },
  detail: ["storeMenName", "mobile", "storeFullName", "merchantName", "storeMenRole", "status", "createTime"],
});

export type StoreMen = RowOf<typeof storeMenScreen.row>;

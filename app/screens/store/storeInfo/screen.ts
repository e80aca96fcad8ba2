/**
 * 门店列表 (/store/storeInfo): the stores of the operator's partner scope (ADR 016), from
 * merchant.store.*. The list is getStoreByNameOrNo (search) (not the direct stores), or
 * getStoreAndDirectStore with 含直营门店; 导出 reads store/list, which honours the same choice.
 * Detail, submit (create and update), updateStatus (dict-biz store_status), remove?ids=.
 */
import { crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const storeInfoScreen = defineScreen({
  searches: ["agentSalesperson", "mcc"],
  ...screenNames("store", "storeInfo", "partner"),
  name: "门店列表",
  api: crudApi("merchant.store"),
  row: {
    storeNo: "text",
    storeFullName: "text",
    storeShortName: "text",
    merchantId: "text",
    merchantNo: "text",
    merchantName: "text",
    agentName: "text",
    agentPath: "text",
    isDirect: "code",
    address: "text",
    linkMan: "text",
    mobile: "mobile",
    storeStatus: "code",
    storeStatusName: "text",
    remark: "text",
    createTime: "text",
  },
  rowLabel: (row) => `${row.storeNo} ${row.storeFullName}`,
  buttons: {
    create: "store_add",
    edit: "store_edit",
    delete: "store_delete",
    view: "store_view",
    viewFull: "store_view_full",
  },
  export: "store_export",
  exportFull: "store_export_full",
  filters: {
    keyword: { max: 50, label: "storeName", placeholder: "storePlaceholder" },
    storeStatus: { kind: "select" },
    withDirect: { kind: "select", options: ["1"], optionTexts: "withDirectOptions" },
  },
  columns: [
    { key: "storeNo", sort: true, fixed: true, mono: true },
    { key: "storeFullName", sort: true, fixed: true },
    { key: "merchantName", label: "ownerMerchant" },
    { key: "isDirect", option: "isDirect" },
    { key: "address" },
    { key: "linkMan" },
    { key: "mobile" },
    { key: "storeStatus", option: "storeStatus" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    storeFullName: { required: true, max: 50, sensitive: true },
    storeShortName: { max: 20 },
    merchantId: { kind: "remote", remote: "merchant", label: "ownerMerchant", hint: "merchantHint" },
    isDirect: { kind: "radio", options: ["0", "1"], optionTexts: "directs" },
    linkMan: { required: true, max: 20 },
    mobile: { required: true, max: 11 },
    address: { max: 100, wide: true },
    // The tenant's own statuses (dict-biz store_status, sent by the loader); the backend names each.
    storeStatus: { kind: "select", options: [], nameFrom: "storeStatusName" },
    remark: { kind: "textarea", max: 200 },
  },
  detail: [
    "storeNo",
    "storeFullName",
    "storeShortName",
    "merchantName",
    "isDirect",
    "linkMan",
    "mobile",
    "storeStatus",
    "address",
    "createTime",
    "remark",
  ],
});

export type Store = RowOf<typeof storeInfoScreen.row>;
export type { Choice } from "~/kit/shared/screen";

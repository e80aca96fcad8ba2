/**
 * 设备列表 (/equip/equipInfo): the devices in the operator's partner scope (ADR 016),
 * equip.equipInfo.* (page with sn, deviceType, status, merchantName, storeName;
 * detail; submit; remove; bind {id, storeId}; unbind {id}). Types and statuses are the tenant's
 * dict-biz device_type / device_status (sent by the loader, never hard-coded).
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const equipInfoScreen = defineScreen({
  searches: ["cashier", "merchant", "store"],
  ...screenNames("equip", "equipInfo", "partner"),
  name: "设备列表",
  api: crudApi("equip.equipInfo"),
  row: {
    sn: "text",
    deviceType: "text",
    deviceModel: "text",
    status: "text",
    agentNo: "text",
    agentName: "text",
    merchantId: "text",
    merchantNo: "text",
    merchantName: "text",
    storeId: "text",
    storeNo: "text",
    storeName: "text",
    bindTime: "text",
    remark: "text",
    createTime: "text",
    agentPath: "text",
  },
  rowLabel: (row) => row.sn,
  buttons: { ...crudButtons("equip"), view: "equip_view" },
  export: "equip_export",
  filters: {
    sn: { max: 32, placeholder: "snPlaceholder" },
    deviceType: { kind: "select" },
    status: { kind: "select" },
    merchantName: { max: 50, label: "ownerMerchant", placeholder: "merchantPlaceholder" },
    storeName: { max: 50, label: "ownerStore", placeholder: "storePlaceholder" },
  },
  columns: [
    { key: "sn", sort: true, fixed: true, mono: true },
    { key: "deviceType", sort: true },
    { key: "deviceModel" },
    { key: "status", sort: true },
    { key: "merchantName", label: "ownerMerchant" },
    { key: "storeName", label: "ownerStore" },
    { key: "agentName", label: "ownerAgent" },
    { key: "bindTime", sort: true, format: "datetime" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    sn: { required: true, max: 32, pattern: { source: "[A-Za-z0-9]{6,32}", message: "snFormat" }, hint: "snHint" },
    deviceType: { kind: "select", required: true },
    deviceModel: { max: 50 },
    remark: { kind: "textarea", max: 200, sensitive: true, wide: true },
  },
  detail: [
    "sn",
    "deviceType",
    "deviceModel",
    "status",
    "merchantName",
    "storeName",
    "agentName",
    "bindTime",
    "createTime",
    { name: "remark", wide: true },
  ],
});

export type Equip = RowOf<typeof equipInfoScreen.row>;
export type { Choice } from "~/kit/shared/screen";

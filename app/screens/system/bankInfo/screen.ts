/** 银行信息 (/system/bankInfo): bank branches, system.bankInfo (list, detail, submit, remove). */
import { crudApi, defineScreen } from "~/kit/shared/screen";

/** bankTypeId values (names: system.bank.types). */
const BANK_TYPES = ["1", "2", "3", "4", "5"] as const;
const bankType = {
  kind: "select",
  label: "bankType",
  options: BANK_TYPES,
  optionTexts: "types",
  nameFrom: "bankTypeName",
} as const;

export const bankInfoScreen = defineScreen({
  id: "bank-info",
  path: "/system/bankInfo",
  name: "银行信息",
  menuCode: "bankInfo",
  texts: "system.bank",
  api: crudApi("system.bankInfo"),
  row: {
    bankName: "text",
    bankCode: "text",
    bankTypeId: "code",
    bankTypeName: "text",
    bankProvince: "text",
    bankCity: "text",
    address: "text",
    createTime: "text",
  },
  rowLabel: (row) => row.bankName,
  buttons: {
    create: "bank_info_add",
    edit: "bank_info_edit",
    delete: "bank_info_delete",
    view: true,
    batchDelete: true,
  },
  export: "bank_info_export",
  filters: { bankName: { max: 100, placeholder: "bankNamePlaceholder" }, bankCity: { max: 50 }, bankTypeId: bankType },
  columns: [
    { key: "bankName", sort: true, fixed: true },
    { key: "bankCode", sort: true, fixed: true, mono: true },
    { key: "bankTypeName", label: "bankType", sort: "bankTypeId", option: "bankTypeId" },
    { key: "bankProvince", sort: true },
    { key: "bankCity", sort: true },
    { key: "address" },
  ],
  fields: {
    bankName: { required: true, max: 100, wide: true },
    bankCode: {
      required: true,
      max: 12,
      pattern: { source: "\\d{12}", message: "bankCodeFormat" },
      hint: "bankCodeHint",
    },
    bankTypeId: { ...bankType, required: true },
    bankProvince: { required: true, max: 50 },
    bankCity: { required: true, max: 50 },
    address: { kind: "textarea", max: 200 },
  },
  detail: ["bankName", "bankCode", "bankTypeId", "bankProvince", "bankCity", "address", "createTime"],
});

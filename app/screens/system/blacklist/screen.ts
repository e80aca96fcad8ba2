/** 黑名单 (/system/blacklist): numbers refused by risk control, system.blacklist (list, detail, submit, remove). */
import { CREATED_ROW } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, screenNames } from "~/kit/shared/screen";

/** Phone, ID, card and merchant numbers (names: system.blacklist.types). */
export const BLACKLIST_TYPES = ["1", "2", "3", "4"] as const;
const type = { kind: "select", options: BLACKLIST_TYPES, optionTexts: "types", nameFrom: "typeName" } as const;

export const blacklistScreen = defineScreen({
  ...screenNames("system", "blacklist"),
  name: "黑名单",
  api: crudApi("system.blacklist"),
  row: { type: "code", typeName: "text", value: "text", reason: "text", ...CREATED_ROW },
  // A phone, ID card or card number is a person's (ADR 029): masked, 查看完整 for the button; a merchant number is not.
  personalBy: { value: { by: "type", kinds: { "1": "mobile", "2": "idNumber", "3": "bankCard" } } },
  rowLabel: (row) => row.value,
  buttons: {
    create: "blacklist_add",
    delete: "blacklist_delete",
    view: true,
    batchDelete: true,
    viewFull: "blacklist_view_full",
  },
  filters: { type, value: { max: 50, placeholder: "valuePlaceholder" }, reason: { max: 100 } },
  columns: [
    { key: "type", sort: true, option: "type" },
    { key: "value", sort: true, fixed: true, mono: true },
    { key: "reason" },
    { key: "createUserName" },
    { key: "createTime", sort: true },
  ],
  fields: {
    type: { ...type, required: true },
    value: { required: true, max: 32, hint: "valueHint" },
    reason: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: ["type", "value", "createUserName", "createTime", "reason"],
});

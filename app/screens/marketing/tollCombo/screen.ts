/**
 * 充值套餐 (/marketing/tollCombo): the platform's flow top-up packages (spec §2, §3; ADR 017),
 * entries toll.tollCombo: list (comboName contains, status), detail/{id}, save,
 * update. 上架 / 下架 is update {id, status} after a confirmation (?op=status&id=…). Only the
 * platform's operators hold the menu; tenants see the 上架 packages in the 充值套餐 dialog.
 */
import { defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";
import { PERCENT, POSITIVE_YUAN } from "~/screens/_shared/marketing/toll";

export const tollComboScreen = defineScreen({
  ...screenNames("marketing", "tollCombo"),
  name: "充值套餐",
  api: { ...viewApi("toll.tollCombo"), submit: "toll.tollCombo.save" },
  row: {
    comboName: "text",
    flowAmount: "text",
    chargeRatio: "text",
    price: "text",
    status: "code",
    sort: "number",
    remark: "text",
    createTime: "text",
    updateTime: "text",
  },
  rowLabel: (row) => row.comboName,
  buttons: { create: "combo_add", edit: "combo_edit", view: true },
  filters: {
    comboName: { max: 50, placeholder: "comboNamePlaceholder" },
    // The system dictionary combo_status (sent by the loader).
    status: { kind: "select" },
  },
  columns: [
    { key: "comboName", fixed: true },
    { key: "flowAmount", format: "money" },
    { key: "chargeRatio" },
    { key: "price", format: "money" },
    { key: "status" },
    { key: "sort", format: "number" },
    { key: "updateTime", format: "datetime" },
  ],
  fields: {
    comboName: { required: true, max: 50, sensitive: true },
    flowAmount: {
      required: true,
      max: 13,
      pattern: { source: POSITIVE_YUAN, message: "yuanFormat" },
      hint: "yuanHint",
    },
    chargeRatio: {
      required: true,
      max: 8,
      pattern: { source: PERCENT, message: "percentFormat" },
      hint: "percentHint",
    },
    price: { required: true, max: 13, pattern: { source: POSITIVE_YUAN, message: "yuanFormat" }, hint: "yuanHint" },
    status: { kind: "radio", required: true, options: ["1", "0"], optionTexts: "statuses" },
    sort: { kind: "number" },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: ["comboName", "flowAmount", "chargeRatio", "price", "status", "sort", "createTime", "updateTime", "remark"],
});

export type TollCombo = RowOf<typeof tollComboScreen.row>;

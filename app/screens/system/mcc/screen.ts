/** MCC管理 (/system/mcc): merchant category codes, system.mcc (list, detail, submit, remove). */
import { codeField, crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, screenNames } from "~/kit/shared/screen";

export const mccScreen = defineScreen({
  ...screenNames("system", "mcc"),
  name: "MCC管理",
  api: crudApi("system.mcc"),
  row: { mccCode: "text", name: "text", categoryName: "text", remark: "text", sort: "number", createTime: "text" },
  rowLabel: (row) => `${row.mccCode} ${row.name}`,
  buttons: { ...crudButtons("mcc"), view: true, batchDelete: true },
  export: "mcc_export",
  filters: { name: { max: 50, placeholder: "namePlaceholder" }, mccCode: { max: 4, label: "code" } },
  columns: [
    { key: "mccCode", label: "code", sort: true, fixed: true, mono: true },
    { key: "name", sort: true, fixed: true },
    { key: "categoryName", label: "category" },
    { key: "sort", sort: true },
    { key: "remark" },
  ],
  fields: {
    mccCode: { label: "code", ...codeField(4, "\\d{4}") },
    name: { required: true, max: 50, sensitive: true },
    categoryName: { label: "category", max: 50 },
    sort: { kind: "number" },
    remark: { kind: "textarea", max: 200, sensitive: true },
  },
  detail: ["mccCode", "name", "categoryName", "sort", "createTime", "remark"],
});

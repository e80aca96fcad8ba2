/**
 * 地区管理 (/system/region): the region tree from 中华人民共和国 down, system.region.
 * Rows are keyed by their code; a code/name search answers a flat paged list.
 */
import { codeField, crudButtons } from "~/kit/shared/screen-presets";
import { crudApi, defineScreen, screenNames } from "~/kit/shared/screen";

/** The top of the tree (中华人民共和国): its children are the provinces. */
export const REGION_ROOT = "00";
/** The deepest level (村): it has no 新增子项. */
export const REGION_LEAF_LEVEL = 5;

export const regionScreen = defineScreen({
  ...screenNames("system", "region"),
  name: "地区管理",
  api: crudApi("system.region"),
  key: "code",
  tree: true,
  row: {
    code: "text",
    parentCode: "text",
    parentName: "text",
    name: "text",
    regionLevel: "number",
    sort: "number",
    remark: "text",
  },
  rowLabel: (row) => `${row.name} ${row.code}`,
  buttons: { ...crudButtons("region"), view: true, batchDelete: true },
  filters: { name: { max: 50 }, code: { max: 12 } },
  columns: [
    { key: "name", sort: true, fixed: true },
    { key: "code", sort: true, fixed: true, mono: true },
    { key: "regionLevel", label: "level" },
    { key: "sort", sort: true },
    { key: "remark" },
  ],
  fields: {
    code: codeField(12, "\\d{2,12}"),
    name: { required: true, max: 50, sensitive: true },
    sort: { kind: "number" },
    remark: { kind: "textarea", max: 255, sensitive: true },
  },
  detail: ["code", "name", "parentCode", "regionLevel", "sort", "remark"],
});

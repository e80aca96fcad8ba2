/**
 * 部门管理 (/system/dept): the department tree, system.dept (lazy-list by parentId, page for a
 * search, detail, submit, DELETE remove?id). A top-level department has parentId 0.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { defineScreen, screenNames } from "~/kit/shared/screen";

export const deptScreen = defineScreen({
  ...screenNames("system", "dept"),
  name: "部门管理",
  api: {
    list: "system.dept.page",
    detail: "system.dept.detail",
    submit: "system.dept.submit",
    remove: "system.dept.remove",
  },
  tree: true,
  row: {
    parentId: "text",
    parentName: "text",
    deptName: "text",
    fullName: "text",
    deptCategory: "code",
    deptCategoryName: "text",
    linkphone: "text",
    sort: "number",
    remark: "text",
    createTime: "text",
  },
  rowLabel: (row) => row.deptName,
  buttons: { ...crudButtons("dept"), view: true, batchDelete: true },
  filters: { deptName: { max: 45, placeholder: "namePlaceholder" }, fullName: { max: 100 } },
  columns: [
    { key: "deptName", sort: true, fixed: true },
    { key: "fullName" },
    { key: "deptCategoryName", label: "category" },
    { key: "linkphone" },
    { key: "sort", sort: true },
    { key: "createTime", sort: true },
  ],
  fields: {
    // Its choices are the tenant's departments (the loader sends them with the form).
    parentId: { kind: "select", label: "parent", placeholder: "topLevel" },
    deptName: { required: true, max: 45, sensitive: true },
    fullName: { max: 100, sensitive: true },
    deptCategory: {
      kind: "select",
      label: "category",
      required: true,
      options: ["1", "2", "3"],
      optionTexts: "categories",
    },
    linkphone: { max: 20, pattern: { source: "[0-9+\\-\\(\\) ]{5,20}", message: "linkphoneFormat" } },
    sort: { kind: "number" },
    remark: { kind: "textarea", max: 255, sensitive: true },
  },
  detail: [
    "deptName",
    "fullName",
    { name: "parentName", label: "parent" },
    "deptCategoryName",
    "linkphone",
    "sort",
    "createTime",
    "remark",
  ],
});

/** One choice of a department select: indented by depth. */
export type DeptOption = { value: string; label: string; depth: number };

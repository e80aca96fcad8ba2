/**
 * 菜单管理 (/system/menu): the menu catalogue, system.menu (lazy-list by parentId, or by
 * name/code for a search across levels; detail, submit, remove). The whole tree shows on
 * one page. category: 1 菜单, 2 按钮; action: 0 无, 1 工具栏, 2 操作栏, 3 工具操作栏; isOpen: 1 否, 2 是.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const menuScreen = defineScreen({
  ...screenNames("system", "menu"),
  name: "菜单管理",
  api: {
    list: "system.menu.lazyList",
    detail: "system.menu.detail",
    submit: "system.menu.submit",
    remove: "system.menu.remove",
  },
  tree: true,
  row: {
    parentId: "text",
    parentName: "text",
    name: "text",
    code: "text",
    alias: "text",
    path: "text",
    source: "text",
    sort: "number",
    category: "code",
    action: "code",
    isOpen: "code",
    remark: "text",
  },
  rowLabel: (row) => `${row.name}（${row.code}）`,
  buttons: { ...crudButtons("menu"), batchDelete: true },
  filters: { name: { max: 50 }, code: { max: 64 } },
  columns: [
    { key: "name", fixed: true },
    { key: "code", fixed: true, mono: true },
    { key: "parentName", label: "parent" },
    { key: "path" },
    { key: "category" },
    { key: "sort" },
    { key: "alias" },
    { key: "source" },
  ],
  fields: {
    parentId: { kind: "hidden", label: "parent" },
    name: { required: true, max: 50, sensitive: true },
    code: { required: true, max: 64, pattern: { source: "[A-Za-z][\\w.\\-]*", message: "codeFormat" } },
    alias: { max: 50 },
    path: { max: 255 },
    source: { max: 64, hint: "sourceHint" },
    category: { kind: "radio", required: true, options: ["1", "2"], optionTexts: "categories" },
    action: { kind: "select", required: true, options: ["0", "1", "2", "3"], optionTexts: "actions" },
    isOpen: { kind: "radio", required: true, options: ["1", "2"], optionTexts: "open" },
    sort: { kind: "number" },
    remark: { kind: "textarea", max: 255 },
  },
});

export type Menu = RowOf<typeof menuScreen.row>;

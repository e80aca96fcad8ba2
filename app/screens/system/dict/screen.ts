/**
 * 字典管理 (/system/dict, system.dict, global) and 业务字典 (/system/dictBiz, the tenant's
 * system.dictBiz): a sorted page of dictionary roots (parentList); an
 * open root shows its entries as a tree. A root has parentId 0 and dictKey -1; a child
 * inherits its root's code. Both use the dict_* buttons.
 */
import { crudButtons } from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf } from "~/kit/shared/screen";

function dictionary(kind: "dict" | "biz") {
  const biz = kind === "biz";
  return defineScreen({
    id: `dict-${kind}`,
    path: biz ? "/system/dictBiz" : "/system/dict",
    name: biz ? "业务字典" : "字典管理",
    menuCode: biz ? "dictBiz" : "dict",
    texts: "system.dict",
    api: biz
      ? ({
          list: "system.dictBiz.parentList",
          detail: "system.dictBiz.detail",
          submit: "system.dictBiz.submit",
          remove: "system.dictBiz.remove",
        } as const)
      : ({
          list: "system.dict.parentList",
          detail: "system.dict.detail",
          submit: "system.dict.submit",
          remove: "system.dict.remove",
        } as const),
    tree: "sorted",
    row: {
      parentId: "text",
      parentName: "text",
      code: "text",
      dictKey: "text",
      dictValue: "text",
      sort: "number",
      remark: "text",
      isSealed: "code",
    },
    rowLabel: (row): string =>
      isRootDict(row) ? `${row.dictValue}（${row.code}）` : `${row.dictValue}（${row.dictKey}）`,
    buttons: { ...crudButtons("dict"), batchDelete: true },
    filters: { code: { max: 64 }, dictValue: { max: 64, label: "name" } },
    columns: [
      { key: "dictValue", label: "name", sort: true, fixed: true },
      { key: "code", sort: true, fixed: true, mono: true },
      { key: "dictKey", label: "key" },
      { key: "sort", sort: true },
      { key: "isSealed", label: "sealed" },
      { key: "remark" },
    ],
    // The form's fields for a root; a child's form shows its parent and key (see dict-page.tsx).
    fields: {
      parentId: { kind: "hidden", label: "parent" },
      code: { max: 64 },
      dictKey: { label: "key", max: 64 },
      dictValue: { label: "name", required: true, max: 100, sensitive: true },
      sort: { kind: "number" },
      isSealed: { kind: "switch", label: "sealed" },
      remark: { kind: "textarea", max: 255 },
    },
  });
}

export const DICTIONARIES = { dict: dictionary("dict"), biz: dictionary("biz") };
export type DictKind = "dict" | "biz";
export type Dict = RowOf<(typeof DICTIONARIES)["dict"]["row"]>;

export const isRootDict = (row: { parentId: string }): boolean => row.parentId === "0" || row.parentId === "";

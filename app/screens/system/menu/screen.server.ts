/**
 * 菜单管理 on the server: the lazy tree (one level per expanded row in `?open=`), or with a
 * name/code filter the flat list of matches from every level; a new child names its parent in
 * `id` (its name shows in the form).
 */
import { system } from "@contract";
import { z } from "zod";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { fetchDetail, fetchRows } from "~/kit/server/page.server";
import { lazyTreePage } from "~/kit/server/tree.server";
import type { ListQuery } from "~/kit/shared/query";
import { singlePage } from "~/kit/shared/tree-view";
import type { Operator } from "~/server/auth.server";
import { type Menu, menuScreen } from "./screen";

const toMenu = rowReader(menuScreen);

export function menuLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<Menu, { tree: true; filtered: boolean; parent: Menu | null }> => {
    const { name, code } = query.filters;
    const filtered = Boolean(name || code);
    const parentId = query.dialog === "create" && query.id ? query.id : null;
    return {
      list: () =>
        filtered
          ? fetchRows(operator, system.menu.lazyList, { name: name || undefined, code: code || undefined }, (raw) => {
              const row = toMenu(raw);
              return row ? { ...row, depth: 0, hasChildren: false, open: false } : null;
            }).then(({ value, error }) => ({ value: singlePage(value), error }))
          : lazyTreePage(operator, {
              entry: system.menu.lazyList,
              param: "parentId",
              rootId: "0",
              open: query.open,
              toRow: toMenu,
            }),
      extra: (async () => ({
        tree: true as const,
        filtered,
        parent: parentId ? (await fetchDetail(operator, system.menu.detail, { id: parentId }, toMenu)).value : null,
      }))(),
    };
  };
}

export const menuActions: ActionOptions = {
  schema: formSchema(menuScreen).extend({
    parentId: z
      .string()
      .regex(/^\d{1,32}$/, "kit.validation.format")
      .optional(),
  }),
};

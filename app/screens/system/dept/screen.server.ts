/**
 * 部门管理 on the server: the lazy tree unless a search asks for the flat page; the tenant's
 * departments as parent choices while a form is open; a new department goes to the top (0)
 * unless a parent is chosen; rows are removed one by one (system.dept.remove), so each row of a
 * batch reports its own outcome (the backend's system.dept.batchDelete is all or nothing).
 */
import { system } from "@contract";
import { z } from "zod";
import { type ActionOptions, formSchema, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { children, settle, text } from "~/kit/server/page.server";
import { lazyTreePage } from "~/kit/server/tree.server";
import type { ListQuery } from "~/kit/shared/query";
import type { RowOf } from "~/kit/shared/screen";
import type { Operator } from "~/server/auth.server";
import { deptScreen, type DeptOption } from "./screen";
import { blanks } from "~/screens/_shared/system/org-form.server";

type Dept = RowOf<typeof deptScreen.row>;

/** The tenant's departments as select options, in tree order (system.dept.tree). */
export async function deptOptions(operator: Operator): Promise<DeptOption[]> {
  const loaded = await settle(operator.api.call(system.dept.tree), []);
  const out: DeptOption[] = [];
  const walk = (nodes: Record<string, unknown>[], depth: number) => {
    for (const node of nodes) {
      const id = text(node.id);
      if (!id || depth > 8) continue;
      out.push({ value: id, label: text(node.title) || id, depth });
      walk(children(node.children), depth + 1);
    }
  };
  walk(children(loaded.value), 0);
  return out;
}

export function deptLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<Dept, { tree: boolean; parents: DeptOption[] }> => {
    const flat = Object.values(query.filters).some(Boolean);
    const formOpen = query.dialog === "create" || query.dialog === "edit";
    return {
      list: flat
        ? undefined
        : () =>
            lazyTreePage(operator, {
              entry: system.dept.lazyList,
              param: "parentId",
              rootId: "0",
              open: query.open,
              toRow: rowReader(deptScreen),
            }),
      extra: (async () => ({ tree: !flat, parents: formOpen ? await deptOptions(operator) : [] }))(),
    };
  };
}

const fields = formSchema(deptScreen).extend({
  parentId: z
    .string()
    .regex(/^\d{1,32}$/, "kit.validation.choice")
    .optional(),
});

export const deptActions: ActionOptions = {
  schema: fields,
  send: (value, operator, intent) =>
    operator.api.call(system.dept.submit, {
      json: {
        parentId: "0",
        ...(intent === "update" ? blanks(operator, "dept", ["fullName", "linkphone", "remark"]) : {}),
        ...value,
      },
    }),
  remove: (id, operator) => operator.api.call(system.dept.remove, { query: { id } }),
};

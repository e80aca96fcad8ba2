/**
 * 部门管理 (/system/dept): a lazy tree (GET /dept/lazy-list?parentId=, expanded rows in ?open=),
 * or with a deptName/fullName filter the flat paged GET /dept/page. Create (top level or child:
 * 新增子项 opens the form with the parent chosen), edit, delete (DELETE /dept/remove?id) and
 * batch delete — row by row through /dept/remove, so each row reports its own outcome (the
 * backend's /dept/batchDelete is all or nothing).
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, count, fetchDetail, fetchPage, type Loaded, settle, text } from "~/kit/server/page.server";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import type { PageOf } from "~/kit/shared/query";
import { loadListScreen } from "~/kit/server/screen.server";
import { choice, optionalText, requiredText, sortNumber } from "~/kit/server/schema.server";
import { loadLazyTree } from "~/kit/server/tree.server";
import type { Operator } from "~/server/auth.server";
import { type Dept, DEPT_CATEGORIES, type DeptOption } from "./dept";
import { blanks } from "~/screens/system/org-form.server";

const BASE = "/api/cloud-system/dept";
const FILTERS = { deptName: textFilter(45), fullName: textFilter(100) };
const SORTABLE = ["deptName", "sort", "createTime"] as const;

function toDept(row: Record<string, unknown>): Dept | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    parentId: text(row.parentId) || "0",
    parentName: text(row.parentName),
    deptName: text(row.deptName),
    fullName: text(row.fullName),
    deptCategory: count(row.deptCategory),
    deptCategoryName: text(row.deptCategoryName),
    linkphone: text(row.linkphone),
    sort: count(row.sort),
    remark: text(row.remark),
    createTime: text(row.createTime),
    depth: 0,
    hasChildren: row.hasChildren === true,
    open: false,
  };
}

/** The tenant's departments as select options, in tree order (GET /dept/tree). */
export async function deptOptions(operator: Operator): Promise<DeptOption[]> {
  const loaded = await settle(operator.api.get<unknown>(`${BASE}/tree`), []);
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

function filtered(filters: Record<string, string>) {
  return Object.values(filters).some(Boolean);
}

async function loadTree(operator: Operator, open: string[], size: number): Promise<Loaded<PageOf<Dept>>> {
  const tree = await loadLazyTree<Dept>({
    rootId: "0",
    open,
    level: async (parentId) =>
      children(await operator.api.get<unknown>(`${BASE}/lazy-list`, { parentId })).flatMap((raw) => toDept(raw) ?? []),
    id: (row) => row.id,
    hasChildren: (row) => row.hasChildren,
  });
  const records = tree.value.map(({ row, depth, hasChildren, open: isOpen }) => ({ ...row, depth, hasChildren, open: isOpen }));
  return { value: { records, total: records.length, current: 1, size, pages: 1 }, error: tree.error };
}

export async function loadDeptScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
  const flat = filtered(query.filters);
  const formOpen = query.dialog === "create" || query.dialog === "edit";
  return loadListScreen(request, context, "dept", {
    query,
    list: flat
      ? fetchPage(operator, `${BASE}/page`, backendParams(query), query, toDept)
      : loadTree(operator, query.open, query.size),
    detail: (id) => fetchDetail(operator, `${BASE}/detail`, { id }, toDept),
    extra: (async () => ({ tree: !flat, parents: formOpen ? await deptOptions(operator) : [] }))(),
  });
}

const deptSchema = z.object({
  id: z.string().regex(/^\d{1,32}$/).optional(),
  parentId: z.string().regex(/^\d{1,32}$/, "kit.validation.choice").optional(),
  deptName: requiredText(45),
  fullName: optionalText(100),
  deptCategory: choice(DEPT_CATEGORIES),
  linkphone: optionalText(20).refine((v) => !v || /^[0-9+\-() ]{5,20}$/.test(v), "system.dept.linkphoneFormat"),
  sort: sortNumber,
  remark: optionalText(255),
});

export function deptAction(request: Request, operator: Operator) {
  const submit = (value: object) => operator.api.post(`${BASE}/submit`, { json: { parentId: "0", ...value } });
  const remove = (id: string) => operator.api.delete(`${BASE}/remove`, { id });
  const sensitive: ("deptName" | "fullName" | "remark")[] = ["deptName", "fullName", "remark"];
  return kitAction(request, operator, {
    create: {
      permission: "dept_add",
      run: (ctx) => saveForm(ctx, { schema: deptSchema.omit({ id: true }), menuCode: "dept", sensitive, send: submit }),
    },
    update: {
      permission: "dept_edit",
      run: (ctx) =>
        saveForm(ctx, {
          schema: deptSchema.required({ id: true }),
          menuCode: "dept",
          sensitive,
          send: (value) => submit({ ...blanks(operator, "dept", ["fullName", "linkphone", "remark"]), ...value }),
        }),
    },
    delete: {
      permission: "dept_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "dept_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
            const { current: _c, size: _s, ...params } = backendParams(query);
            return collectIds(operator, `${BASE}/page`, params);
          },
          runOne: remove,
          retryWhileProgress: true,
        }),
    },
  });
}

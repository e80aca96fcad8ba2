/**
 * 地区管理 (/system/region): a lazy tree from the root "00" (GET /region/lazy-list?parentCode=,
 * expanded rows in ?open=), or with a code/name filter the flat paged GET /region/list. Rows
 * are keyed by code. Create (top level or child), edit (the code stays), delete
 * (POST /region/remove?id=code; a region with children is refused with 请先删除子节点!), and
 * batch delete row by row.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { children, count, fetchDetail, fetchPage, type Loaded, text } from "~/kit/server/page.server";
import type { PageOf } from "~/kit/shared/query";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { optionalText, requiredText, sortNumber } from "~/kit/server/schema.server";
import { loadLazyTree } from "~/kit/server/tree.server";
import type { Operator } from "~/server/auth.server";
import { blanks } from "./org-form.server";
import { type Region, REGION_ROOT } from "./region";

const BASE = "/api/cloud-system/region";
const FILTERS = { code: textFilter(12), name: textFilter(50) };
const SORTABLE = ["code", "name", "sort"] as const;

function toRegion(row: Record<string, unknown>): Region | null {
  const code = text(row.code);
  if (!code) return null;
  return {
    code,
    parentCode: text(row.parentCode),
    parentName: text(row.parentName),
    name: text(row.name),
    regionLevel: count(row.regionLevel),
    sort: count(row.sort),
    remark: text(row.remark),
    depth: 0,
    hasChildren: row.hasChildren === true,
    open: false,
  };
}

async function loadTree(operator: Operator, open: string[], size: number): Promise<Loaded<PageOf<Region>>> {
  const tree = await loadLazyTree<Region>({
    rootId: REGION_ROOT,
    open,
    level: async (parentCode) =>
      children(await operator.api.get<unknown>(`${BASE}/lazy-list`, { parentCode })).flatMap((raw) => toRegion(raw) ?? []),
    id: (row) => row.code,
    hasChildren: (row) => row.hasChildren,
  });
  const records = tree.value.map(({ row, depth, hasChildren, open: isOpen }) => ({ ...row, depth, hasChildren, open: isOpen }));
  return { value: { records, total: records.length, current: 1, size, pages: 1 }, error: tree.error };
}

const detail = (operator: Operator, code: string) => fetchDetail(operator, `${BASE}/detail`, { code }, toRegion);

export async function loadRegionScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
  const flat = Object.values(query.filters).some(Boolean);
  // A child's form names its parent (?dialog=create&id=<parent code>).
  const parentCode = query.dialog === "create" && query.id ? query.id : null;
  return loadListScreen(request, context, "region", {
    query,
    list: flat ? fetchPage(operator, `${BASE}/list`, backendParams(query), query, toRegion) : loadTree(operator, query.open, query.size),
    detail: (code) => detail(operator, code),
    extra: (async () => ({
      tree: !flat,
      parent: parentCode ? ((await detail(operator, parentCode)).value ?? null) : null,
    }))(),
  });
}

const regionSchema = z.object({
  id: z.string().regex(/^\d{2,12}$/).optional(),
  parentCode: z.string().regex(/^\d{2,12}$/, "kit.validation.format").optional(),
  code: requiredText(12).regex(/^\d{2,12}$/, "system.region.codeFormat"),
  name: requiredText(50),
  sort: sortNumber,
  remark: optionalText(255),
});

export function regionAction(request: Request, operator: Operator) {
  const submit = (value: object) => operator.api.post(`${BASE}/submit`, { json: value });
  const remove = (code: string) => operator.api.post(`${BASE}/remove`, { query: { id: code } });
  const sensitive: ("name" | "remark")[] = ["name", "remark"];
  return kitAction(request, operator, {
    create: {
      permission: "region_add",
      run: (ctx) =>
        saveForm(ctx, {
          schema: regionSchema.omit({ id: true }),
          menuCode: "region",
          sensitive,
          send: (value) => submit({ parentCode: REGION_ROOT, ...value }),
        }),
    },
    update: {
      permission: "region_edit",
      // The code identifies the row: the backend takes it as `id` and refuses a changed one.
      run: (ctx) =>
        saveForm(ctx, {
          schema: regionSchema.required({ id: true }).omit({ parentCode: true }),
          menuCode: "region",
          sensitive,
          send: (value) => submit({ ...blanks(operator, "region", ["remark"]), ...value }),
        }),
    },
    delete: {
      permission: "region_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "region_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: async () => {
            const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });
            const { current: _c, size: _s, ...params } = backendParams(query);
            // Region rows carry `code`, not `id`.
            const codes: string[] = [];
            for (let current = 1; codes.length < 1000; current++) {
              const page = await operator.api.get<{ records?: { code?: unknown }[]; pages?: number }>(`${BASE}/list`, { ...params, current, size: 100 });
              for (const row of page?.records ?? []) if (row?.code) codes.push(String(row.code));
              if (!page?.records?.length || current >= (Number(page.pages) || 0)) break;
            }
            return codes;
          },
          runOne: remove,
          retryWhileProgress: true,
        }),
    },
  });
}

/**
 * 字典管理 (/system/dict, GET /api/cloud-system/dict/*) and 业务字典 (/system/dictBiz, the
 * tenant's /dict-biz/*): one module for both, told apart by the request path.
 *
 * The list is a page of dictionary roots (parent-list: code and dictValue filters, sort). A root
 * in `?open=` shows its rows below it: one child-list call per open root returns the whole
 * subtree, and a nested row shows its own children when it is in `?open=` too (no further
 * call). New rows: a root (`?dialog=create`) or a child (`?dialog=create&id=<parentId>`).
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { batchAction, collectIds, DONE, kitAction, listUrl, saveForm } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { count, fetchDetail, fetchPage, type Loaded, settle, text } from "~/kit/server/page.server";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { optionalText, requiredText, rowIdField, sortNumber } from "~/kit/server/schema.server";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { DICT_MENU_CODES, DICT_PATHS, type Dict, type DictKind, type DictTreeRow } from "./dict";
import { flattenTree } from "~/kit/server/tree.server";

const BASES: Record<DictKind, string> = { dict: "/api/cloud-system/dict", biz: "/api/cloud-system/dict-biz" };
const FILTERS = { code: textFilter(64), dictValue: textFilter(64) };
const SORTABLE = ["code", "dictValue", "sort"] as const;

/** Which dictionary a request is about, from the path the operator sees. */
export function dictKind(request: Request): DictKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === DICT_PATHS.biz ? "biz" : "dict";
}

function toDict(row: Record<string, unknown>): Dict | null {
  const id = text(row.id);
  if (!id) return null;
  return {
    id,
    parentId: text(row.parentId) || "0",
    parentName: text(row.parentName),
    code: text(row.code),
    dictKey: text(row.dictKey),
    dictValue: text(row.dictValue),
    sort: count(row.sort),
    remark: text(row.remark),
    isSealed: Number(row.isSealed) === 1,
  };
}

/** A row on its own (a dialog's detail): no tree position. */
function toTreeRow(raw: Record<string, unknown>): DictTreeRow | null {
  const row = toDict(raw);
  return row ? { ...row, depth: 0, hasChildren: raw.hasChildren === true, open: false } : null;
}

const readQuery = (request: Request) => readListQuery(new URL(request.url).searchParams, { filters: FILTERS, sortable: SORTABLE });

/** The page of roots, each open root followed by its rows (see the module comment). */
async function loadRoots(operator: Operator, base: string, query: ListQuery): Promise<Loaded<PageOf<DictTreeRow>>> {
  const roots = await fetchPage(operator, `${base}/parent-list`, backendParams(query), query, (raw) => {
    const row = toDict(raw);
    return row ? { row, hasChildren: raw.hasChildren === true } : null;
  });
  const open = new Set(query.open);
  const openRoots = roots.value.records.filter(({ row, hasChildren }) => hasChildren && open.has(row.id));
  const subtrees = await Promise.all(
    openRoots.map(({ row }) => settle(operator.api.get<unknown>(`${base}/child-list`, { parentId: row.id }), [])),
  );
  const below = new Map(openRoots.map(({ row }, i) => [row.id, subtrees[i]!.value]));
  const records: DictTreeRow[] = roots.value.records.flatMap(({ row, hasChildren }) => {
    const isOpen = below.has(row.id);
    return [{ ...row, depth: 0, hasChildren, open: isOpen }, ...(isOpen ? flattenTree(below.get(row.id), toDict, (r) => r.id, open, 1) : [])];
  });
  const error = roots.error ?? subtrees.find((s) => s.error)?.error ?? null;
  return { value: { ...roots.value, records }, error };
}

export async function loadDictScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const kind = dictKind(request);
  const base = BASES[kind];
  const query = readQuery(request);
  // A new child names its parent in `id`: its code (inherited) and name show in the form.
  const parentId = query.dialog === "create" && query.id ? query.id : null;
  return loadListScreen(request, context, `dict-${kind}`, {
    query,
    list: loadRoots(operator, base, query),
    detail: (id) => fetchDetail(operator, `${base}/detail`, { id }, toTreeRow),
    extra: (async () => ({
      kind,
      parent: parentId ? (await fetchDetail(operator, `${base}/detail`, { id: parentId }, toDict)).value : null,
    }))(),
  });
}

/** The last of repeated values (a switch posts its hidden "0" and, when on, "1"). */
const last = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

function dictSchema(update: boolean) {
  return z
    .object({
      id: update ? rowIdField : rowIdField.optional(),
      parentId: z.string().regex(/^\d{1,32}$/, "kit.validation.format").optional(),
      code: optionalText(64),
      dictKey: optionalText(64),
      dictValue: requiredText(100),
      sort: sortNumber,
      isSealed: z.preprocess(last, z.enum(["0", "1"], { error: "kit.validation.choice" }).optional()),
      remark: optionalText(255),
    })
    .superRefine((value, ctx) => {
      const child = Boolean(value.parentId && value.parentId !== "0");
      // A root needs its code; a child inherits its root's. A child needs its key; a root's is "-1".
      if (!child && !value.code) ctx.addIssue({ code: "custom", path: ["code"], message: "kit.validation.required" });
      if (value.code && !/^[\w.-]+$/.test(value.code)) ctx.addIssue({ code: "custom", path: ["code"], message: "system.dict.codeFormat" });
      if (child && !value.dictKey) ctx.addIssue({ code: "custom", path: ["dictKey"], message: "kit.validation.required" });
    });
}

export function dictAction(request: Request, operator: Operator) {
  const kind = dictKind(request);
  const base = BASES[kind];
  const menuCode = DICT_MENU_CODES[kind];
  const submit = (value: object) => operator.api.post(`${base}/submit`, { json: value });
  const remove = (id: string) => operator.api.post(`${base}/remove`, { query: { ids: id } });
  return kitAction(request, operator, {
    create: {
      permission: "dict_add",
      run: (ctx) => saveForm(ctx, { schema: dictSchema(false), menuCode, sensitive: ["dictValue"], send: submit }),
    },
    update: {
      permission: "dict_edit",
      run: (ctx) => saveForm(ctx, { schema: dictSchema(true), menuCode, sensitive: ["dictValue"], send: submit }),
    },
    delete: {
      permission: "dict_delete",
      run: async (ctx) => {
        await remove(String(ctx.formData.get("id") ?? ""));
        return redirectWithFlash(listUrl(request), { ...DONE, tone: "success" });
      },
    },
    "batch-delete": {
      permission: "dict_delete",
      run: (ctx) =>
        batchAction(ctx, {
          resolveAll: () => {
            const { current: _c, size: _s, ...filters } = backendParams(readQuery(request));
            return collectIds(operator, `${base}/parent-list`, filters);
          },
          runOne: remove,
          retryWhileProgress: true,
        }),
    },
  });
}

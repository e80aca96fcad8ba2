/**
 * 字典管理 and 业务字典 on the server. The list is a page of roots; a root in `?open=` shows its
 * rows below it: one system.dict(Biz).childList call per open root returns the whole subtree, and a nested row
 * shows its own children when it is in `?open=` too (no further call). A new child names its
 * parent in `id` (its code is inherited, its name shown).
 */
import { system } from "@contract";
import { z } from "zod";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { fetchDetail, fetchPage, type Loaded, settle } from "~/kit/server/page.server";
import { backendParams } from "~/kit/server/query.server";
import { optionalText, requiredText, rowIdField, sortNumber } from "~/kit/server/schema.server";
import { flattenTree } from "~/kit/server/tree.server";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import type { TreeFlags } from "~/kit/shared/tree-view";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { DICTIONARIES, type Dict, type DictKind } from "./screen";

/** Which dictionary a request is about, from the path the operator sees (the route module is registered for both). */
export function dictKind(request: Request): DictKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return path === DICTIONARIES.biz.path ? "biz" : "dict";
}

const toDict = rowReader(DICTIONARIES.dict);
const apiOf = (kind: DictKind) => (kind === "biz" ? system.dictBiz : system.dict);

/** The page of roots, each open root followed by its rows. */
async function loadRoots(
  operator: Operator,
  kind: DictKind,
  query: ListQuery,
): Promise<Loaded<PageOf<Dict & TreeFlags>>> {
  const api = apiOf(kind);
  const roots = await fetchPage(operator, api.parentList, backendParams(query), query, (raw) => {
    const row = toDict(raw);
    return row ? { row, hasChildren: raw.hasChildren === true } : null;
  });
  const open = new Set(query.open);
  const openRoots = roots.value.records.filter(({ row, hasChildren }) => hasChildren && open.has(row.id));
  const subtrees = await Promise.all(
    openRoots.map(({ row }) => settle(operator.api.call(api.childList, { query: { parentId: row.id } }), [])),
  );
  const below = new Map(openRoots.map(({ row }, i) => [row.id, subtrees[i]!.value]));
  const records = roots.value.records.flatMap(({ row, hasChildren }) => {
    const isOpen = below.has(row.id);
    return [
      { ...row, depth: 0, hasChildren, open: isOpen },
      ...(isOpen ? flattenTree(below.get(row.id), toDict, (r) => r.id, open, 1) : []),
    ];
  });
  const error = roots.error ?? subtrees.find((s) => s.error)?.error ?? null;
  return { value: { ...roots.value, records }, error };
}

export function dictLoadOptions(kind: DictKind, operator: Operator) {
  return (query: ListQuery): LoadOptions<Dict, { kind: DictKind; tree: true; parent: Dict | null }> => {
    const parentId = query.dialog === "create" && query.id ? query.id : null;
    return {
      list: () => loadRoots(operator, kind, query),
      extra: (async () => ({
        kind,
        tree: true as const,
        parent: parentId ? (await fetchDetail(operator, apiOf(kind).detail, { id: parentId }, toDict)).value : null,
      }))(),
    };
  };
}

/** The last of repeated values (a switch posts its hidden "0" and, when on, "1"). */
const last = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

function dictSchema(update: boolean) {
  return z
    .object({
      id: update ? rowIdField : rowIdField.optional(),
      parentId: z
        .string()
        .regex(/^\d{1,32}$/, "kit.validation.format")
        .optional(),
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
      if (value.code && !/^[\w.-]+$/.test(value.code))
        ctx.addIssue({ code: "custom", path: ["code"], message: "system.dict.codeFormat" });
      if (child && !value.dictKey)
        ctx.addIssue({ code: "custom", path: ["dictKey"], message: "kit.validation.required" });
    });
}

export const dictActions: ActionOptions = { schema: { create: dictSchema(false), update: dictSchema(true) } };

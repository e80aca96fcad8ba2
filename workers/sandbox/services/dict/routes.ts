/**
 * `/dict` (system dictionary, blade_dict, global) and `/dict-biz` (business dictionary,
 * blade_dict_biz, per tenant): the same endpoints over one of two scopes.
 *
 * A root row has parentId "0", dictKey "-1" and the group's name in dictValue; its rows below
 * share its `code` (a child sent without code inherits it). DictVO = Dict + children (omitted
 * when empty), hasChildren, parentName (顶级 for a root).
 */
import { system } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { serve } from "../../core/serve";
import { changed, fail, ok, serviceError, success } from "../../core/http";
import { newId } from "../../core/ids";
import { likeFilters, marks, orderBy, readPage } from "../../core/query";
import { fieldOr, integer, queryParam, submitted, removeIds } from "../../core/request";
import { isDescendant, mergeForest, treeNode } from "../../core/tree";
import {
  allRows,
  descendants,
  dictFields,
  type DictRow,
  dictionaryRows,
  findRow,
  nameMap,
  type Scope,
  scopeOf,
  voItem,
} from "./store";

const FILTERS = { code: "code", dictValue: "dict_value" };

/** GET /list (code, dictValue LIKE): the whole DictVO tree (matches whose parent is filtered out are roots). */
async function list(ctx: RouteContext, s: Scope): Promise<Response> {
  const all = await allRows(ctx, s);
  const f = likeFilters(ctx.url.searchParams, FILTERS);
  const rows = f.any ? await allRows(ctx, s, f.sql, f.binds) : all;
  const names = nameMap(all);
  return ok(
    mergeForest(
      rows.map((r) => voItem(r, names)),
      "hasChildren",
    ),
  );
}

const SORTABLE = { code: "code", dictValue: "dict_value", sort: "sort", dictKey: "dict_key", id: "id" };

/** GET /parent-list: IPage<DictVO> of the roots, each with hasChildren. */
async function parentList(ctx: RouteContext, s: Scope): Promise<Response> {
  const f = likeFilters(ctx.url.searchParams, FILTERS, "d.");
  const where = `WHERE d.is_deleted = 0 AND d.parent_id = '0'${s.where.replace("tenant_id", "d.tenant_id")}${f.sql}`;
  const order = orderBy(
    ctx.url,
    Object.fromEntries(Object.entries(SORTABLE).map(([k, c]) => [k, `d.${c}`])),
    "d.sort, d.id",
  );
  return readPage<DictRow>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM ${s.table} d ${where}`,
      rows: `SELECT d.*, EXISTS (SELECT 1 FROM ${s.table} c WHERE c.parent_id = d.id AND c.is_deleted = 0) AS has_children
     FROM ${s.table} d ${where} ORDER BY ${order}`,
      binds: [...s.binds, ...f.binds],
    },
    (rows) => rows.map((r) => mergeForest([voItem(r, new Map())])[0]!),
  );
}

const matches = (value: string, filter: string | null) =>
  filter === null || value.toLowerCase().includes(filter.toLowerCase());

/** GET /child-list (parentId, default -1 → []; dictKey, dictValue LIKE): the DictVO tree below that row. */
async function childList(ctx: RouteContext, s: Scope): Promise<Response> {
  const parentId = queryParam(ctx, "parentId") ?? "-1";
  if (!/^\d+$/.test(parentId) || parentId === "0") return ok([]);
  const all = await allRows(ctx, s);
  if (!all.some((r) => r.id === parentId)) return ok([]);
  const names = nameMap(all);
  const dictKey = queryParam(ctx, "dictKey");
  const dictValue = queryParam(ctx, "dictValue");
  const rows = descendants(all, parentId).filter(
    (r) => matches(r.dict_key, dictKey) && matches(r.dict_value, dictValue),
  );
  return ok(
    mergeForest(
      rows.map((r) => voItem(r, names)),
      "hasChildren",
    ),
  );
}

/** GET /detail (id): DictVO with parentName (顶级 for a root) and hasChildren; none → R.data(null). */
async function detail(ctx: RouteContext, s: Scope): Promise<Response> {
  const id = queryParam(ctx, "id");
  if (!id) return ok(null);
  const row = await findRow(ctx, s, id);
  if (!row) return ok(null);
  const parent =
    row.parent_id === "0"
      ? null
      : await ctx.env.DB.prepare(`SELECT dict_value FROM ${s.table} WHERE id = ?${s.where}`)
          .bind(row.parent_id, ...s.binds)
          .first<string>("dict_value");
  const child = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM ${s.table} WHERE parent_id = ? AND is_deleted = 0${s.where} LIMIT 1`,
  )
    .bind(row.id, ...s.binds)
    .first<number>("hit");
  row.has_children = child ? 1 : 0;
  return ok(mergeForest([voItem(row, new Map(parent ? [[row.parent_id, parent]] : []))])[0]);
}

/**
 * POST /submit (JSON Dict; id → update, else insert). code and dictValue required (a child
 * without code inherits its root's); a child needs dictKey, a root gets "-1"; isSealed 0/1.
 * Duplicate code+dictKey among live rows → HTTP 400 当前字典键值已存在!.
 */
async function submit(ctx: RouteContext, s: Scope): Promise<Response> {
  const submit = await submitted(ctx, (id) => findRow(ctx, s, id));
  if (submit instanceof Response) return submit;
  const { body: b, id, existing } = submit;

  const parentId = fieldOr(b, "parentId", existing?.parent_id ?? "0") ?? "0";
  if (!/^\d+$/.test(parentId)) return fail("上级字典不存在");
  let rootCode: string | null = null;
  if (parentId !== "0") {
    const all = await allRows(ctx, s);
    const parents = new Map(all.map((r) => [r.id, r.parent_id]));
    if (!parents.has(parentId)) return fail("上级字典不存在");
    if (id && isDescendant(parents, parentId, id)) return fail("父节点不可选择自身或子节点!");
    let root = all.find((r) => r.id === parentId)!;
    for (let i = 0; i < 64 && root.parent_id !== "0"; i++) {
      const up = all.find((r) => r.id === root.parent_id);
      if (!up) break;
      root = up;
    }
    rootCode = root.code;
  }

  const code = fieldOr(b, "code", existing?.code ?? null) ?? rootCode;
  if (!code) return fail("字典编号不能为空");
  const dictValue = fieldOr(b, "dictValue", existing?.dict_value ?? null);
  if (!dictValue) return fail("字典名称不能为空");
  let dictKey = fieldOr(b, "dictKey", existing?.dict_key ?? null);
  if (parentId === "0") dictKey ??= "-1";
  else if (!dictKey || dictKey === "-1") return fail("字典键值不能为空");
  const sort = "sort" in b ? integer(b.sort) : (existing?.sort ?? undefined);
  if (Number.isNaN(sort)) return fail("字典排序必须是整数");
  const sealed =
    "isSealed" in b
      ? integer(typeof b.isSealed === "boolean" ? Number(b.isSealed) : b.isSealed)
      : (existing?.is_sealed ?? 0);
  if (sealed !== undefined && sealed !== 0 && sealed !== 1) return fail("是否封存只能是0或1");
  const remark = typeof b.remark === "string" ? b.remark : fieldOr(b, "remark", existing?.remark ?? null);

  const dup = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM ${s.table} WHERE code = ? AND dict_key = ? AND is_deleted = 0 AND id <> ?${s.where} LIMIT 1`,
  )
    .bind(code, dictKey, id ?? "", ...s.binds)
    .first<number>("hit");
  if (dup) return serviceError("当前字典键值已存在!");

  const values = [parentId, code, dictKey, dictValue, sort ?? null, remark, sealed ?? 0];
  if (existing) {
    const statements = [
      ctx.env.DB.prepare(
        `UPDATE ${s.table} SET parent_id = ?, code = ?, dict_key = ?, dict_value = ?, sort = ?, remark = ?, is_sealed = ? WHERE id = ?${s.where}`,
      ).bind(...values, existing.id, ...s.binds),
    ];
    // A root's new code goes down to the rows that carried the old one.
    if (existing.code !== code) {
      const below = descendants(await allRows(ctx, s), existing.id)
        .filter((r) => r.code === existing.code)
        .map((r) => r.id);
      if (below.length) {
        statements.push(
          ctx.env.DB.prepare(`UPDATE ${s.table} SET code = ? WHERE id IN (${marks(below.length)})${s.where}`).bind(
            code,
            ...below,
            ...s.binds,
          ),
        );
      }
    }
    await ctx.env.DB.batch(statements);
  } else if (s.tenantId !== null) {
    await ctx.env.DB.prepare(
      `INSERT INTO ${s.table} (id, tenant_id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    )
      .bind(newId(), s.tenantId, ...values)
      .run();
  } else {
    await ctx.env.DB.prepare(
      `INSERT INTO ${s.table} (id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed, is_deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    )
      .bind(newId(), ...values)
      .run();
  }
  return success();
}

/** POST /remove (ids): live children → HTTP 400 请先删除子节点!; else soft delete (none found → R.status(false)). */
async function remove(ctx: RouteContext, s: Scope): Promise<Response> {
  const ids = await removeIds(ctx, true);
  if (ids instanceof Response) return ids;
  const child = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM ${s.table} WHERE parent_id IN (${marks(ids.length)}) AND is_deleted = 0${s.where} LIMIT 1`,
  )
    .bind(...ids, ...s.binds)
    .first<number>("hit");
  if (child) return serviceError("请先删除子节点!");
  const result = await ctx.env.DB.prepare(
    `UPDATE ${s.table} SET is_deleted = 1 WHERE id IN (${marks(ids.length)}) AND is_deleted = 0${s.where}`,
  )
    .bind(...ids, ...s.binds)
    .run();
  return changed(result);
}

/** GET /tree: TreeNode[] of every live row (title = dictValue). */
async function tree(ctx: RouteContext, s: Scope, rootsOnly: boolean): Promise<Response> {
  const rows = await allRows(ctx, s, rootsOnly ? " AND parent_id = '0'" : "");
  return ok(mergeForest(rows.map((r) => treeNode(r.id, r.parent_id, r.dict_value))));
}

/** GET /dictionary (code): flat Dict[] (isSealed/isDeleted -1: not selected). */
async function dictionary(ctx: RouteContext, s: Scope): Promise<Response> {
  const rows = await dictionaryRows(ctx, s);
  return ok((rows ?? []).map((r) => dictFields(r, true)));
}

/** GET /dictionary-tree (code): the same rows as a DictVO tree. */
async function dictionaryTree(ctx: RouteContext, s: Scope): Promise<Response> {
  const rows = await dictionaryRows(ctx, s);
  if (!rows) return ok([]);
  const names = nameMap(await allRows(ctx, s, " AND code = ?", [queryParam(ctx, "code")]));
  return ok(
    mergeForest(
      rows.map((r) => voItem(r, names, true)),
      "hasChildren",
    ),
  );
}

type ScopedHandler = (ctx: RouteContext, s: Scope) => Promise<Response>;

/** The endpoints of `/dict` (system.dict) or `/dict-biz` (system.dictBiz). */
function dictEndpoints(biz: boolean): Route[] {
  const api = biz ? system.dictBiz : system.dict;
  const on = (h: ScopedHandler) => (ctx: RouteContext) => h(ctx, scopeOf(ctx, biz));
  return [
    serve(api.list, on(list)),
    serve(api.parentList, on(parentList)),
    serve(api.childList, on(childList)),
    serve(api.detail, on(detail)),
    serve(api.submit, on(submit)),
    serve(api.remove, on(remove)),
    serve(
      api.tree,
      on((ctx, s) => tree(ctx, s, false)),
    ),
    serve(
      api.parentTree,
      on((ctx, s) => tree(ctx, s, true)),
    ),
    serve(api.dictionary, on(dictionary)),
    serve(api.dictionaryTree, on(dictionaryTree)),
  ];
}

export default [...dictEndpoints(false), ...dictEndpoints(true)] satisfies Route[];

/**
 * blade_dict (global) and blade_dict_biz (per tenant) as the dict routes read them: the row,
 * the scope a request works on, the Dict and DictVO shapes and the shared reads.
 */
import type { RouteContext } from "../../core/env";
import { num, str } from "../../core/http";
import { queryParam } from "../../core/request";
import { isDescendant, type TreeItem } from "../../core/tree";

export interface DictRow {
  id: string;
  tenant_id?: string;
  parent_id: string;
  code: string;
  dict_key: string;
  dict_value: string;
  sort: number | null;
  remark: string | null;
  is_sealed: number;
  is_deleted: number;
  has_children?: number;
}

export const TOP_PARENT_NAME = "顶级";

/** Which table a request works on, and (dict-biz) the caller's tenant. */
export interface Scope {
  table: "blade_dict" | "blade_dict_biz";
  tenantId: string | null;
  /** ` AND tenant_id = ?` (or nothing) and its bind. */
  where: string;
  binds: string[];
}

export function scopeOf(ctx: RouteContext, biz: boolean): Scope {
  if (!biz) return { table: "blade_dict", tenantId: null, where: "", binds: [] };
  const tenantId = ctx.user!.tenantId;
  return { table: "blade_dict_biz", tenantId, where: " AND tenant_id = ?", binds: [tenantId] };
}

/** Dict (+ tenantId for dict-biz). `plain`: the dictionary SQL's selection (isSealed/isDeleted not selected → -1). */
export function dictFields(row: DictRow, plain = false): Record<string, unknown> {
  return {
    id: row.id,
    ...(row.tenant_id !== undefined ? { tenantId: row.tenant_id } : {}),
    parentId: row.parent_id,
    code: row.code,
    dictKey: row.dict_key,
    dictValue: row.dict_value,
    sort: num(row.sort),
    remark: str(row.remark),
    isSealed: plain ? -1 : row.is_sealed,
    isDeleted: plain ? -1 : row.is_deleted,
  };
}

/** DictVO as a tree item (children go before hasChildren). */
export function voItem(row: DictRow, names: Map<string, string>, plain = false): TreeItem {
  return {
    id: row.id,
    parentId: row.parent_id,
    fields: {
      ...dictFields(row, plain),
      hasChildren: Boolean(row.has_children),
      parentName: row.parent_id === "0" ? TOP_PARENT_NAME : (names.get(row.parent_id) ?? ""),
    },
  };
}

export async function allRows(ctx: RouteContext, s: Scope, extra = "", binds: unknown[] = []): Promise<DictRow[]> {
  const { results } = await ctx.env.DB.prepare(
    `SELECT * FROM ${s.table} WHERE is_deleted = 0${s.where}${extra} ORDER BY sort, id`,
  )
    .bind(...s.binds, ...binds)
    .all<DictRow>();
  return results;
}

export const nameMap = (rows: DictRow[]) => new Map(rows.map((r) => [r.id, r.dict_value]));

/** Rows below `rootId` (any depth), in sort order. */
export function descendants(all: DictRow[], rootId: string): DictRow[] {
  const parents = new Map(all.map((r) => [r.id, r.parent_id]));
  return all.filter((r) => r.id !== rootId && isDescendant(parents, r.id, rootId));
}

export async function findRow(ctx: RouteContext, s: Scope, id: string): Promise<DictRow | null> {
  return ctx.env.DB.prepare(`SELECT * FROM ${s.table} WHERE id = ? AND is_deleted = 0${s.where}`)
    .bind(id, ...s.binds)
    .first<DictRow>();
}

/** The dictionary SQL: rows of `code` below the root, not sealed, not deleted, by sort. */
export async function dictionaryRows(ctx: RouteContext, s: Scope): Promise<DictRow[] | null> {
  const code = queryParam(ctx, "code");
  if (!code) return null;
  const { results } = await ctx.env.DB.prepare(
    `SELECT * FROM ${s.table} WHERE code = ? AND parent_id <> '0' AND is_sealed = 0 AND is_deleted = 0${s.where} ORDER BY sort, id`,
  )
    .bind(code, ...s.binds)
    .all<DictRow>();
  return results;
}

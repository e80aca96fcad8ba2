/**
 * What the reference-data screens (MCC, bank info, blacklist, sensitive words) share: their paged
 * list, detail, submit and logical remove over one table, their sort order, and how their forms read a
 * JSON field.
 */
import { insertRow, updateRow } from "../../core/db";
import type { RouteContext } from "../../core/env";
import { newId } from "../../core/ids";
import { changed, fail, ok, success } from "../../core/http";
import { marks, readListPage, requestedOrder, type Where } from "../../core/query";
import { removeIds } from "../../core/request";

/** Bank types of bank-info (bankTypeId → bankTypeName). */
export const BANK_TYPES: Record<number, string> = {
  1: "国有银行",
  2: "股份制银行",
  3: "城市商业银行",
  4: "农村商业银行",
  5: "外资银行",
};

/**
 * ORDER BY terms from `ascs` / `descs` (camelCase or column names, through `columns`), else
 * `fallback`; `tail` (e.g. the id) always breaks ties.
 */
export function orderClause(url: URL, columns: Record<string, string>, fallback: string, tail = "id"): string {
  const asked = requestedOrder(url, columns);
  return `${(asked.length ? asked : [fallback]).join(", ")}${tail ? `, ${tail}` : ""}`;
}

/** A paged `SELECT *` of `from` under `where`, mapped through `vo`. */
export function pageOf<Row, VO>(
  ctx: RouteContext,
  from: string,
  where: Where,
  order: string,
  vo: (row: Row) => VO,
): Promise<Response> {
  return readListPage<Row>(ctx, { from, where, order }, (rows) => rows.map(vo));
}

/** The row `id` of `from` under `where`; absent → R.data(null). */
export async function detailOf<Row, VO>(
  ctx: RouteContext,
  from: string,
  where: Where,
  vo: (row: Row) => VO,
): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (!id) return ok(null);
  where.add("id = ?", id);
  const row = await ctx.env.DB.prepare(`SELECT * FROM ${from} ${where.sql}`)
    .bind(...where.binds)
    .first<Row>();
  return ok(row ? vo(row) : null);
}

/** Logical delete of `ids` within `scope`; R.status(false) (操作失败) when nothing matched. */
export async function removeOf(ctx: RouteContext, from: string, scope: Where): Promise<Response> {
  const ids = await removeIds(ctx);
  if (ids instanceof Response) return ids;
  scope.add(`id IN (${marks(ids.length)})`, ...ids);
  return changed(
    await ctx.env.DB.prepare(`UPDATE ${from} SET is_deleted = 1 ${scope.sql}`)
      .bind(...scope.binds)
      .run(),
  );
}

/**
 * The submit (saveOrUpdate) of a row of `from` under `scope`: R.fail(`duplicate`) when another row
 * under the scope already holds `unique` (column → value); with an `id` that row updated to
 * `values` (操作失败 when the scope holds none), else a new row of `values` and `created`.
 */
export async function saveOf(
  ctx: RouteContext,
  from: string,
  scope: Where,
  id: string,
  {
    values,
    unique,
    duplicate,
    created,
  }: {
    values: Record<string, unknown>;
    unique: Record<string, unknown>;
    duplicate: string;
    created: Record<string, unknown>;
  },
): Promise<Response> {
  const db = ctx.env.DB;
  const same = Object.keys(unique).map((column) => ` AND ${column} = ?`);
  const taken = await db
    .prepare(`SELECT id FROM ${from} ${scope.sql}${same.join("")} AND id <> ?`)
    .bind(...scope.binds, ...Object.values(unique), id)
    .first<string>("id");
  if (taken) return fail(duplicate);
  if (id)
    return changed(
      await updateRow(db, from, values, `${scope.parts.join(" AND ")} AND id = ?`, ...scope.binds, id).run(),
    );
  await insertRow(db, from, { id: newId(), ...values, ...created, is_deleted: 0 }, "INSERT").run();
  return success();
}

/** A JSON field as trimmed text ("" when absent or not a string or number). */
export function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return "";
}

/** A JSON field as an integer of at most 9 digits: null when blank, NaN when not one. */
export function integer(value: unknown): number | null {
  const t = text(value);
  if (!t) return null;
  return /^-?\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}

/** Characters, not UTF-16 units (length limits count Chinese characters once). */
export { chars } from "../../core/http";

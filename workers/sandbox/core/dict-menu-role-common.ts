/**
 * Shared pieces of the dict, dict-biz, menu and role services: fresh ids, the JSON body of a
 * `submit`, `ids` of a `remove`, LIKE filters, MyBatis-Plus `ascs`/`descs`, the ServiceException
 * answer (HTTP 400) and ForestNodeMerger with BladeX's key order.
 */
import type { RouteContext } from "./env";
import { envelope, json, readParams } from "./http";

/** A fresh 19-digit id: the millisecond clock plus random digits (never a seedId: those start 1 + kind 10–69). */
export function newId(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return `${Date.now()}${String(buf[0]! % 1_000_000).padStart(6, "0")}`;
}

/** `ServiceException(msg)` through RestExceptionTranslator: HTTP 400, body code 400. */
export function serviceError(msg: string): Response {
  return json(envelope(400, {}, msg), 400);
}

/** The body of a `@RequestBody` that Jackson cannot read. */
export function unreadable(): Response {
  return json(envelope(400, {}, "消息不能读取"), 400);
}

/**
 * A JSON object body. Long ids sent as bare numbers keep every digit (they are quoted before
 * parsing, as Jackson reads them into Long). Null when the body is not a JSON object.
 */
export async function readJson(req: Request): Promise<Record<string, unknown> | null> {
  let text: string;
  try {
    text = await req.text();
  } catch {
    return null;
  }
  const quoted = text.replace(/([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '$1"$2"');
  try {
    const value: unknown = JSON.parse(quoted);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A string field of a body: trimmed; absent, null or blank → null. Numbers become strings. */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
  const s = String(value).trim();
  return s === "" ? null : s;
}

/** An integer field: absent/blank → undefined (not sent); not an integer → NaN. */
export function integer(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = typeof value === "number" ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : Number.NaN;
}

/** Ids sent as an array (strings or numbers) or a comma-joined string. */
export function idArray(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" || typeof value === "number" ? String(value).split(",") : [];
  const out = list.map((v) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "")).filter((v) => /^\d{1,19}$/.test(v));
  return [...new Set(out)];
}

/** `@RequestParam String ids` of a remove (query string or form body); null when absent. */
export async function removeIds(ctx: RouteContext): Promise<string[] | null> {
  const params = await readParams(ctx.req, ctx.url);
  const raw = params.get("ids");
  if (raw === null) return null;
  return idArray(raw).slice(0, 500);
}

/** `col LIKE %v%` with the wildcard characters of v taken literally. */
export function likeValue(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Trimmed non-empty query parameter, else null. */
export function param(ctx: RouteContext, name: string): string | null {
  const v = (ctx.url.searchParams.get(name) ?? "").trim();
  return v === "" ? null : v;
}

/** Appends ` AND col LIKE ?` for each non-empty query parameter (camelCase name → column). */
export function likeFilters(ctx: RouteContext, columns: Record<string, string>, alias = ""): { sql: string; binds: string[]; any: boolean } {
  let sql = "";
  const binds: string[] = [];
  for (const [name, column] of Object.entries(columns)) {
    const v = param(ctx, name);
    if (v === null) continue;
    sql += ` AND ${alias}${column} LIKE ? ESCAPE '\\'`;
    binds.push(likeValue(v));
  }
  return { sql, binds, any: binds.length > 0 };
}

const camel = (name: string) => name.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * MyBatis-Plus `ascs` / `descs` (comma-separated; camelCase or column names) through a
 * whitelist (camelCase name → column); unknown names are ignored. The default order follows.
 */
export function orderBy(ctx: RouteContext, whitelist: Record<string, string>, fallback: string): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const [key, dir] of [["ascs", "ASC"], ["descs", "DESC"]] as const) {
    for (const name of (ctx.url.searchParams.get(key) ?? "").split(",")) {
      const column = whitelist[camel(name)];
      if (!column || seen.has(column)) continue;
      seen.add(column);
      parts.push(`${column} ${dir}`);
    }
  }
  parts.push(fallback);
  return parts.join(", ");
}

/** A node of a tree as served: ordered fields, children inserted before `before` (or last). */
export interface TreeItem {
  id: string;
  parentId: string;
  fields: Record<string, unknown>;
}

export type TreeOut = Record<string, unknown>;

/**
 * ForestNodeMerger: a node whose parent is not in the list becomes a root; input order is kept
 * among siblings. `children` is omitted when empty (@JsonInclude NON_EMPTY); `hasChildren`, when
 * a field, becomes true for a node that has children here.
 */
export function mergeForest(items: TreeItem[], before?: string): TreeOut[] {
  const kids = new Map<string, TreeItem[]>();
  const ids = new Set(items.map((i) => i.id));
  const roots: TreeItem[] = [];
  for (const item of items) {
    if (item.parentId !== "0" && item.parentId !== item.id && ids.has(item.parentId)) {
      const list = kids.get(item.parentId) ?? [];
      list.push(item);
      kids.set(item.parentId, list);
    } else {
      roots.push(item);
    }
  }
  const render = (item: TreeItem, depth: number): TreeOut => {
    const children = depth > 64 ? [] : (kids.get(item.id) ?? []).map((k) => render(k, depth + 1));
    const out: TreeOut = {};
    for (const [key, value] of Object.entries(item.fields)) {
      if (key === before && children.length) out.children = children;
      out[key] = key === "hasChildren" ? Boolean(value) || children.length > 0 : value;
    }
    if (children.length && !("children" in out)) out.children = children;
    return out;
  };
  return roots.map((r) => render(r, 0));
}

/** TreeNode (`tree`, `grant-tree`): id, parentId, title, key, value, hasChildren, children. */
export function treeNode(id: string, parentId: string, title: string, hasChildren = false): TreeItem {
  return { id, parentId, fields: { id, parentId, title, key: id, value: id, hasChildren } };
}

/** Whether `candidate` is `ancestor` or lies below it (parent map child → parent): the cycle check of a move. */
export function isDescendant(parents: Map<string, string>, candidate: string, ancestor: string): boolean {
  let current: string | undefined = candidate;
  for (let i = 0; i < 256 && current && current !== "0"; i++) {
    if (current === ancestor) return true;
    current = parents.get(current);
  }
  return false;
}

/** `?,?,?` for an IN list. */
export const marks = (n: number) => Array.from({ length: n }, () => "?").join(",");

/** D1 binds at most 100 parameters: pair inserts in chunks. */
export function pairInserts(db: D1Database, sql: (tuples: string) => string, pairs: [string, string][]): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < pairs.length; i += 49) {
    const chunk = pairs.slice(i, i + 49);
    out.push(db.prepare(sql(chunk.map(() => "(?, ?)").join(", "))).bind(...chunk.flat()));
  }
  return out;
}

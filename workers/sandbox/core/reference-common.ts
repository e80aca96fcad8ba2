/** Small request/SQL helpers shared by the reference-data and log routes (system-reference.ts). */
import type { RouteContext } from "./env";
import { envelope, json, paramMissing, readParams } from "./http";

/** Bank types of bank-info (bankTypeId → bankTypeName). */
export const BANK_TYPES: Record<number, string> = { 1: "国有银行", 2: "股份制银行", 3: "城市商业银行", 4: "农村商业银行", 5: "外资银行" };

/** A fresh 19-digit id: epoch ms + 6 random digits (seed ids have zeros after their kind). */
export function newId(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return String(Date.now()) + String(buf[0]! % 1_000_000).padStart(6, "0");
}

/** A WHERE clause under construction. */
export class Where {
  readonly parts: string[] = [];
  readonly binds: unknown[] = [];

  constructor(base: string, ...binds: unknown[]) {
    this.parts.push(base);
    this.binds.push(...binds);
  }

  add(sql: string, ...binds: unknown[]): this {
    this.parts.push(sql);
    this.binds.push(...binds);
    return this;
  }

  /** `column LIKE %value%` (wildcards in the value match literally); blank values add nothing. */
  like(columns: string | string[], value: string | null): this {
    const v = (value ?? "").trim();
    if (!v) return this;
    const cols = Array.isArray(columns) ? columns : [columns];
    const pattern = `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.add(`(${cols.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(" OR ")})`, ...cols.map(() => pattern));
  }

  /** `column = value`; blank values add nothing. */
  equal(column: string, value: string | null | undefined): this {
    const v = (value ?? "").trim();
    return v ? this.add(`${column} = ?`, v) : this;
  }

  get sql(): string {
    return `WHERE ${this.parts.join(" AND ")}`;
  }
}

const camel = (name: string): string => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * MyBatis-Plus `ascs` / `descs` (comma-separated field names, camelCase or snake_case) mapped
 * through `columns` (camelCase → column); unknown names are ignored. Falls back to `fallback`.
 * `tail` (e.g. the id) always breaks ties.
 */
export function orderBy(url: URL, columns: Record<string, string>, fallback: string, tail = "id"): string {
  const out: string[] = [];
  for (const [param, dir] of [["ascs", "ASC"], ["descs", "DESC"]] as const) {
    for (const raw of (url.searchParams.get(param) ?? "").split(",")) {
      const column = columns[camel(raw.trim())];
      if (column && !out.some((o) => o.startsWith(`${column} `))) out.push(`${column} ${dir}`);
    }
  }
  const clauses = out.length ? out : [fallback];
  return `ORDER BY ${clauses.join(", ")}${tail ? `, ${tail}` : ""}`;
}

/** `@RequestParam String ids` from the query or a form body; null when absent. */
export async function idsParam(ctx: RouteContext): Promise<string[] | null> {
  const raw = (await readParams(ctx.req, ctx.url)).get("ids");
  if (raw === null) return null;
  return [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean))].slice(0, 500);
}

export const missingIds = (): Response => paramMissing("ids");

/** The JSON body of a submit; a Response (HTTP 400 消息不能读取) when it is not a JSON object. */
export async function jsonBody(req: Request): Promise<Record<string, unknown> | Response> {
  try {
    const value: unknown = await req.json();
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  return json(envelope(400, {}, "消息不能读取"), 400);
}

/** A JSON field as trimmed text ("" when absent or not a scalar). */
export function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return "";
}

/** A JSON field as an integer: null when blank, NaN when not an integer. */
export function integer(value: unknown): number | null {
  const t = text(value);
  if (!t) return null;
  return /^-?\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}

/** Characters, not UTF-16 units (length limits count Chinese characters once). */
export const chars = (value: string): number => [...value].length;

/**
 * `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) in GMT+8 → epoch ms, null when unreadable. With `end`
 * the last millisecond of that second (or of that day, for a bare date), so an end is inclusive.
 */
export function parseDateTime(value: string | null, end = false): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec((value ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = m[4] === undefined ? (end ? [23, 59, 59] : [0, 0, 0]) : [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000 + (end ? 999 : 0);
}

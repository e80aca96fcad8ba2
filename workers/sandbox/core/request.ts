/**
 * Reading a request as the BladeX services do: @RequestParam (query or form body), paging, a
 * JSON @RequestBody and its fields, and `ids` lists.
 */
import type { RouteContext } from "./env";
import { fail, ok, paramMissing, unreadable } from "./http";

/** Query parameters merged with an x-www-form-urlencoded (or multipart) body; the query wins. */
export async function readParams(req: Request, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  const type = req.headers.get("content-type") ?? "";
  if (
    req.method === "POST" &&
    (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data"))
  ) {
    try {
      const form = await req.formData();
      for (const [key, value] of form) {
        if (typeof value === "string" && !params.has(key)) params.set(key, value);
      }
    } catch {
      // An unreadable body adds nothing; missing parameters are reported by the handler.
    }
  }
  return params;
}

/** A trimmed, non-empty query parameter, else null. */
export function queryParam(ctx: RouteContext, name: string): string | null {
  const value = (ctx.url.searchParams.get(name) ?? "").trim();
  return value === "" ? null : value;
}

/**
 * GET detail?id=: R.data of the row `find` reads for the id, as `render` shows it; R.fail(missing)
 * when there is none. Without an id: the 400 of a missing @RequestParam, or with `idOptional` (the
 * services that take the id as optional) R.fail(missing) as for an unknown one.
 */
export async function detailById<T>(
  ctx: RouteContext,
  find: (ctx: RouteContext, id: string) => Promise<T | null>,
  render: (row: T) => unknown,
  missing: string,
  { idOptional = false } = {},
): Promise<Response> {
  const id = queryParam(ctx, "id");
  if (!id) return idOptional ? fail(missing) : paramMissing("id");
  const row = await find(ctx, id);
  return row ? ok(await render(row)) : fail(missing);
}

/**
 * The record fields a list's caller asks for (`fields=a,b,c`, the contract's Paging), or null for
 * whole records. Names a record does not have are ignored.
 */
export function askedFields(url: URL): ReadonlySet<string> | null {
  const asked = url.searchParams.get("fields");
  if (asked === null) return null;
  return new Set(asked.split(",").flatMap((name) => (name.trim() ? [name.trim()] : [])));
}

/** A record with only the asked fields (those it has), in its own order; the record itself when all are asked. */
export function sparseRecord<T extends Record<string, unknown>>(
  record: T,
  fields: ReadonlySet<string> | null,
): Partial<T> {
  if (fields === null) return record;
  const out: Partial<T> = {};
  for (const key of Object.keys(record) as (keyof T & string)[]) if (fields.has(key)) out[key] = record[key];
  return out;
}

/** Reads `current` (1-based, default 1) and `size` (default 10) like BladeX's Query. */
export function paging(url: URL): { current: number; size: number; offset: number } {
  const current = Math.max(1, Math.trunc(Number(url.searchParams.get("current") ?? 1)) || 1);
  const size = Math.max(1, Math.trunc(Number(url.searchParams.get("size") ?? 10)) || 10);
  return { current, size, offset: (current - 1) * size };
}

/**
 * A bare JSON number of 16 or more digits (a Long id sent unquoted). String literals are matched
 * first and kept as they are, so digits inside a string (comma-joined ids) are never quoted.
 */
const LONG_NUMBER = /("(?:[^"\\]|\\.)*")|([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g;
const quoteLongNumbers = (text: string): string =>
  text.replace(
    LONG_NUMBER,
    (_match, literal: string | undefined, before: string, digits: string) => literal ?? `${before}"${digits}"`,
  );

/**
 * The JSON object body of a submit, or null when it is not a JSON object (answer `unreadable()`).
 * With `exactLongNumbers`, long ids sent as bare numbers keep every digit (they are quoted before
 * parsing, as Jackson reads them into Long): the dict, menu and role forms read them so.
 */
export async function jsonBody(
  req: Request,
  { exactLongNumbers = false } = {},
): Promise<Record<string, unknown> | null> {
  let text: string;
  try {
    text = await req.text();
  } catch {
    return null;
  }
  try {
    const value: unknown = JSON.parse(exactLongNumbers ? quoteLongNumbers(text) : text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The JSON object body, or the answer to give instead: Spring's HTTP 400 (`unreadable()`). */
export async function requestBody(
  req: Request,
  options: { exactLongNumbers?: boolean } = {},
): Promise<Record<string, unknown> | Response> {
  return (await jsonBody(req, options)) ?? unreadable();
}

/**
 * The JSON object body of the marketing, policy, WeChat and settlement forms (long ids exact), or
 * the answer they give instead: R.fail 请求参数不正确.
 */
export async function formBody(req: Request): Promise<Record<string, unknown> | Response> {
  return (await jsonBody(req, { exactLongNumbers: true })) ?? fail("请求参数不正确");
}

/**
 * A `submit` (saveOrUpdate) of the dict, menu and role forms: the JSON body (long ids exact), its
 * `id` and the live row `find` reads for it (null: an insert). A Response instead when the body
 * is unreadable (HTTP 400) or the id names no row (操作失败).
 */
export async function submitted<T>(
  ctx: RouteContext,
  find: (id: string) => Promise<T | null>,
): Promise<{ body: Record<string, unknown>; id: string | null; existing: T | null } | Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const id = field(body, "id") || null;
  const existing = id ? await find(id) : null;
  if (id && !existing) return fail("操作失败");
  return { body, id, existing };
}

/** A body field as a trimmed string; null when absent (undefined/null) or not a scalar. Numbers and booleans become text. */
export function field(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  return null;
}

/**
 * A field an update may leave out: sent → its text, blank read as null; not sent → `fallback`
 * (the stored value).
 */
export function fieldOr(body: Record<string, unknown>, key: string, fallback: string | null): string | null {
  return key in body ? field(body, key) || null : fallback;
}

/** An integer body field: undefined when absent or empty, NaN when not an integer (digits only). */
export function intField(body: Record<string, unknown>, key: string): number | undefined {
  const raw = field(body, key);
  if (raw === null || raw === "") return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * An integer value as `Number()` reads it (the dict, menu and role forms): absent/blank →
 * undefined (not sent); not an integer → NaN.
 */
export function integer(value: unknown): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = typeof value === "number" ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : Number.NaN;
}

/** An `ids` style list: comma-separated, trimmed, unique, at most 500. */
export function idList(raw: string | null): string[] {
  return [
    ...new Set(
      (raw ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 500);
}

/** Ids sent as an array (strings or numbers) or a comma-joined string; only 1–19 digit ids count. */
export function idArray(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === "string" || typeof value === "number"
      ? String(value).split(",")
      : [];
  const out = list
    .map((v) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : ""))
    .filter((v) => /^\d{1,19}$/.test(v));
  return [...new Set(out)];
}

/** A required id list parameter: the ids, or the 400 a missing @RequestParam gets (none at all counts as missing). */
export function requiredIds(params: URLSearchParams, name: string): string[] | Response {
  const ids = idList(params.get(name));
  return ids.length > 0 ? ids : paramMissing(name);
}

/**
 * `@RequestParam String ids` (query or form body) as `idList` reads it, at most 500; null when
 * absent. `digitsOnly`: as `idArray` reads it (the dict, menu and role removes).
 */
export async function idsParam(ctx: RouteContext, digitsOnly = false): Promise<string[] | null> {
  const raw = (await readParams(ctx.req, ctx.url)).get("ids");
  if (raw === null) return null;
  return (digitsOnly ? idArray(raw) : idList(raw)).slice(0, 500);
}

/**
 * The `ids` of a remove: the 400 of a missing @RequestParam when absent, R.fail 操作失败 (as
 * R.status(false)) when the list holds none; `digitsOnly` as `idsParam` takes it.
 */
export async function removeIds(ctx: RouteContext, digitsOnly = false): Promise<string[] | Response> {
  const ids = await idsParam(ctx, digitsOnly);
  if (!ids) return paramMissing("ids");
  return ids.length > 0 ? ids : fail("操作失败");
}

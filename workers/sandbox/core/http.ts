/**
 * BladeX wire habits: the R envelope `{code, success, data, msg}` and its answers, null-to-empty
 * serialisation, IPage, the gateway's and Spring's own error shapes, and the sandbox's pages.
 * Reading a request is request.ts.
 */

const JSON_TYPE = "application/json;charset=UTF-8";

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return rawJson(JSON.stringify(body), status, headers);
}

/** A JSON answer already serialised, as text or UTF-8 (the generated log writes its pages as bytes). */
export function rawJson(
  body: string | Uint8Array<ArrayBuffer>,
  status = 200,
  headers?: Record<string, string>,
): Response {
  return new Response(body, { status, headers: { "content-type": JSON_TYPE, ...headers } });
}

export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** Builds an envelope with the key order code, success, data, msg. */
export function envelope<T>(code: number, data: T, msg: string): R<T> {
  return { code, success: code === 200, data, msg };
}

/** `R.data(x)`; `R.data(null)` becomes `{}` with 暂无承载数据 as BladeX does. */
export function ok(data: unknown, msg = "操作成功"): Response {
  if (data === null || data === undefined) return json(envelope(200, {}, "暂无承载数据"));
  return json(envelope(200, data, msg));
}

/** `R.success()` / `R.status(true)`. */
export function success(msg = "操作成功"): Response {
  return json(envelope(200, {}, msg));
}

/** `R.fail(msg)`: code 400 in the body, HTTP 200. */
export function fail(msg: string, code = 400, status = 200): Response {
  return json(envelope(code, {}, msg), status);
}

/** `R.status(flag)` of a write: 操作成功 when it changed a row, else R.fail 操作失败. */
export function changed(result: D1Result): Response {
  return result.meta.changes > 0 ? success() : fail("操作失败");
}

/** `R.fail(msg)` that carries data (e.g. the password lockout's `{errorCount, lockMinutes}`). */
export function failWith(msg: string, data: unknown, code = 400): Response {
  return json(envelope(code, data, msg));
}

/** The gateway's AuthFilter answer: no `success` key, data null. */
export function gatewayError(status: number, msg: string): Response {
  return json({ code: status, msg, data: null }, status);
}

/** The error controller's answer for an unmapped path. */
export function notFound(): Response {
  return json({ code: 400, success: false, data: null, msg: "系统未知异常[HttpStatus]:404" }, 404);
}

export function methodNotAllowed(method: string): Response {
  return json(envelope(405, {}, `Request method '${method}' not supported`), 405);
}

/** A missing @RequestParam (RestExceptionTranslator): HTTP 400. */
export function paramMissing(name: string): Response {
  return json(envelope(400, {}, `缺少必要的请求参数: ${name}`), 400);
}

/** `ServiceException(msg)` through RestExceptionTranslator: HTTP 400, body code 400. */
export function serviceError(msg: string): Response {
  return json(envelope(400, {}, msg), 400);
}

/** Spring's answer to a `@RequestBody` that Jackson cannot read (HTTP 400). */
export function unreadable(): Response {
  return json(envelope(400, {}, "消息不能读取"), 400);
}

/** MyBatis-Plus IPage as served with null-to-empty on (MP 3.5 key set). */
export interface IPage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  optimizeJoinOfCountSql: boolean;
  countId: string;
  maxLimit: number;
  pages: number;
}

/** MyBatis-Plus's IPage; `searchCount` false: the total was not counted (0, as MyBatis-Plus answers it). */
export function page<T>(records: T[], total: number, current: number, size: number, searchCount = true): IPage<T> {
  return {
    records,
    total,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount,
    optimizeJoinOfCountSql: true,
    countId: "",
    maxLimit: -1,
    pages: size > 0 ? Math.ceil(total / size) : 0,
  };
}

/* null-to-empty: String/Date → "", numbers → -1, Boolean → false. */
/** Length in characters (code points), as Java counts a String's chars for Chinese text. */
export const chars = (value: string | null | undefined): number => [...(value ?? "")].length;
export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
export const num = (value: unknown): number =>
  value === null || value === undefined || value === "" ? -1 : Number(value);
export const bool = (value: unknown): boolean => (value === null || value === undefined ? false : Boolean(value));

/** BaseEntity's audit fields of a table that does not keep them: empty, but for `createTime` where it is kept. */
export const blankAudit = (createTime = "") => ({
  createUser: "",
  createDept: "",
  createTime,
  updateUser: "",
  updateTime: "",
});

/**
 * `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) in GMT+8 → epoch ms, null when unreadable. With `end`
 * the last millisecond of that second (or of that day, for a bare date), so an end is inclusive.
 */
export function parseDateTime(value: string | null, end = false): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec((value ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] =
    m[4] === undefined ? (end ? [23, 59, 59] : [0, 0, 0]) : [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000 + (end ? 999 : 0);
}

/** `yyyy-MM-dd HH:mm:ss` in GMT+8 (the platform's server time zone). */
export function formatDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "";
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/**
 * A self-contained sandbox page (inline CSS, no scripts). `framing: "sameorigin"` lets the
 * console embed it; the default forbids any framing.
 */
export function html(
  body: string,
  status = 200,
  options: { framing?: "deny" | "sameorigin"; noStore?: boolean } = {},
): Response {
  const sameOrigin = options.framing === "sameorigin";
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html;charset=UTF-8",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http: https:" +
        (sameOrigin ? "; frame-ancestors 'self'" : "; frame-ancestors 'none'"),
      "x-frame-options": sameOrigin ? "SAMEORIGIN" : "DENY",
      "referrer-policy": "no-referrer",
      ...(options.noStore ? { "cache-control": "no-store" } : {}),
    },
  });
}

export function redirect(location: string, status = 302): Response {
  return new Response(null, { status, headers: { location } });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

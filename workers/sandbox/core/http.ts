/**
 * BladeX wire habits: the R envelope `{code, success, data, msg}`, null-to-empty
 * serialisation, IPage, the gateway's own error shape, and request parameter helpers.
 */

const JSON_TYPE = "application/json;charset=UTF-8";

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": JSON_TYPE, ...headers } });
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

export function page<T>(records: T[], total: number, current: number, size: number): IPage<T> {
  return {
    records,
    total,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    optimizeJoinOfCountSql: true,
    countId: "",
    maxLimit: -1,
    pages: size > 0 ? Math.ceil(total / size) : 0,
  };
}

/** Reads `current` (1-based, default 1) and `size` (default 10) like BladeX's Query. */
export function paging(url: URL): { current: number; size: number; offset: number } {
  const current = Math.max(1, Math.trunc(Number(url.searchParams.get("current") ?? 1)) || 1);
  const size = Math.max(1, Math.trunc(Number(url.searchParams.get("size") ?? 10)) || 10);
  return { current, size, offset: (current - 1) * size };
}

/* null-to-empty: String/Date → "", numbers → -1, Boolean → false. */
export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
export const num = (value: unknown): number => (value === null || value === undefined || value === "" ? -1 : Number(value));
export const bool = (value: unknown): boolean => (value === null || value === undefined ? false : Boolean(value));

/** `yyyy-MM-dd HH:mm:ss` in GMT+8 (the platform's server time zone). */
export function formatDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "";
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** Query parameters merged with an x-www-form-urlencoded (or multipart) body; the query wins. */
export async function readParams(req: Request, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  const type = req.headers.get("content-type") ?? "";
  if (req.method === "POST" && (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data"))) {
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

/**
 * A self-contained sandbox page (inline CSS, no scripts). `framing: "sameorigin"` lets the
 * console embed it; the default forbids any framing.
 */
export function html(body: string, status = 200, options: { framing?: "deny" | "sameorigin"; noStore?: boolean } = {}): Response {
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

export function uuid(): string {
  return crypto.randomUUID();
}

/** `bytes` random bytes as base64url (tickets and other single-use secrets). */
export function randomToken(bytes = 24): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return btoa(String.fromCharCode(...buf)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A random 6-digit code (the sandbox's SMS gateway). */
export function sixDigitCode(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return String(buf[0]! % 1_000_000).padStart(6, "0");
}

/** Integer cents as a money string with 2 decimals ("12345.67"). */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Lowercase hex SHA-1 (BladeX stores sha1(md5(plain))). */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

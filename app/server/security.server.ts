/**
 * Edge-wide defences applied in workers/app.ts to every request and response: a cross-site
 * request refusal for every non-GET method, a 415 for a body that is not a form, and the
 * security headers (CSP with a per-request nonce, framing, sniffing, referrer, HSTS on HTTPS,
 * and `Cache-Control: private, no-store` unless the response chose its own caching).
 */
import en from "~/locales/en/edge";
import zh from "~/locales/zh/edge";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A same-origin POST carries Sec-Fetch-Site: same-origin, or at least a matching Origin. */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin";
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  return origin !== new URL(request.url).origin;
}

export function crossSiteRefusal(): Response {
  return new Response("Cross-site request refused / 跨站请求已拒绝", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The only bodies the console's actions read (what an HTML form sends). */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A write whose body is not a form: JSON, text, XML… (or a body with no type at all). A write
 * with no body (a bare POST /logout) is not refused.
 */
export function isUnsupportedBody(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const type = request.headers.get("Content-Type");
  if (!type) return request.body !== null && request.headers.get("Content-Length") !== "0";
  return !FORM_TYPES.has(type.split(";")[0].trim().toLowerCase());
}

export function unsupportedBodyRefusal(): Response {
  return new Response(`${zh.unsupportedBody} / ${en.unsupportedBody}`, {
    status: 415,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `frameSources`: the origins the page may frame besides 'self' (the operator's menu pages
 * elsewhere and FRAME_SOURCES, see server/menu/frame-sources.server.ts); none outside the console.
 */
export function contentSecurityPolicy(nonce: string, frameSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameSources].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Returns the response with the security headers set (a copy when its headers are immutable). */
export function withSecurityHeaders(
  request: Request,
  response: Response,
  nonce: string,
  frameSources: readonly string[] = [],
): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  // Pages and route data are per operator: never kept by a shared cache or the browser's.
  // Static assets are served before the Worker and keep their own caching.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  if ((headers.get("Content-Type") ?? "").includes("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, frameSources));
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  }
  if (new URL(request.url).protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  return secured;
}

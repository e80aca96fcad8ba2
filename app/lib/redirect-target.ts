/**
 * Where a sign-in may send the operator back to. Only a same-origin path is accepted: a
 * leading single "/", no scheme, no host, no backslash or control characters, and never a
 * public page that would loop (login, lock, logout).
 */
const LOOPING_PATHS = ["/login", "/lock", "/logout", "/authredirect"];

export function safeRedirectTarget(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const target = value.trim();
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  // Resolve against a throwaway origin: anything that leaves it is not ours.
  const url = new URL(target, "https://console.invalid");
  if (url.origin !== "https://console.invalid") return fallback;
  if (LOOPING_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

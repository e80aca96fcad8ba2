/**
 * Where a sign-in, a lock, a language switch or a closed tab may send the operator. Only a
 * same-origin path is accepted: a leading single "/", no scheme, no host, no backslash or
 * control characters (raw or percent-encoded), and never a public page that would loop (login,
 * lock, logout). The target is resolved first (dot segments, encodings) and the RESOLVED path
 * is what is checked and returned, so `/.//evil.example` cannot become `//evil.example`.
 */
const LOOPING_PATHS = ["/login", "/lock", "/logout", "/authredirect"];

/** Any origin will do: only whether the target leaves it matters. */
const PROBE_ORIGIN = "https://console.invalid";

/** Backslashes, C0/C1 controls, DEL and Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- finds control characters on purpose, to refuse a target holding one
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A path that starts with exactly one "/" and then neither "/" nor "\" (nor their encodings). */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !/^\/(?:[/\\]|%2f|%5c)/i.test(path);
}

/**
 * A path decoded until it no longer changes (double encoding included), so that what a later
 * reader may decode is checked too. A percent sign that decodes no further ends the rounds.
 */
function fullyDecoded(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The path fully decoded and resolved once more, or "//" (refused) when that cannot be done safely. */
function decodedAndResolved(pathname: string): string {
  const path = fullyDecoded(pathname);
  if (!isPlainPath(path) || UNSAFE_CHARACTERS.test(path)) return "//";
  try {
    const again = new URL(path, PROBE_ORIGIN);
    return again.origin === PROBE_ORIGIN ? again.pathname : "//";
  } catch {
    return "//";
  }
}

export function safeRedirectTarget(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const target = value.trim();
  if (!isPlainPath(target) || UNSAFE_CHARACTERS.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (!isPlainPath(decoded) || UNSAFE_CHARACTERS.test(decoded)) return fallback;

  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments are resolved now ("/.//x" became "//x", which a browser reads as a host):
  // check the path as it will be sent, and as it reads once fully decoded and resolved again.
  if (!isPlainPath(url.pathname) || !isPlainPath(decodedAndResolved(url.pathname))) return fallback;
  if (LOOPING_PATHS.some((loop) => url.pathname === loop || url.pathname.startsWith(`${loop}/`))) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

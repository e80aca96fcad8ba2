import type { unstable_RouterFetch as RouterFetch } from "react-router/dom";

/**
 * Loader data fetched ahead, on a person's intent to open a page (ADR 038), and kept in this page's
 * memory only: `.data` answers are `no-store` (a signed-out browser must not show data from its
 * HTTP cache), so a `<link rel=prefetch>` of one would be fetched again by the navigation.
 *
 * An answer serves one navigation to exactly its URL, within `ttlMs`. Every other request of the
 * router's but route discovery drops them all: an action or a sign-out may change any data, each
 * navigation records a visit (the tabs every answer carries), and a fetcher's load may be the
 * revalidation after its action (one a prefetch made meanwhile may have missed).
 */
export const PREFETCH_TTL_MS = 10_000;

/**
 * What a prefetch says of itself. fetch() may not set the browser's own `Sec-Purpose: prefetch`;
 * the server reads either (isPrefetch) and records no visit for it.
 */
export const PREFETCH_HEADER = "Purpose";

export function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(request.headers.get("Sec-Purpose") ?? request.headers.get(PREFETCH_HEADER) ?? "");
}

type Options = {
  ttlMs?: number;
  now?: () => number;
  fetch?: (request: Request) => Promise<Response>;
  /** Told the URL of each answer a navigation was given from memory, once it arrived. */
  onUse?: (url: URL) => void;
};

export function createPrefetchCache(options: Options = {}) {
  const { ttlMs = PREFETCH_TTL_MS, now = Date.now, fetch = (request) => window.fetch(request), onUse } = options;
  const kept = new Map<string, { answer: Promise<Response>; until: number }>();
  const keyOf = (url: string) => url.split("#", 1)[0]!;
  const fresh = (key: string) => {
    const entry = kept.get(key);
    return entry && entry.until > now() ? entry : undefined;
  };

  /** Asks for `url` ahead unless a fresh answer is kept; a failed one is forgotten. */
  const prefetch = (url: URL) => {
    const key = keyOf(url.href);
    if (fresh(key)) return;
    const answer = fetch(new Request(key, { headers: { [PREFETCH_HEADER]: "prefetch" } })).then(readAhead);
    kept.set(key, { answer, until: now() + ttlMs });
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
  };

  /** HydratedRouter's `unstable_fetch`: a navigation's GET from memory when kept, all else as asked. */
  const routerFetch: RouterFetch = (request, context) => {
    const entry = context.type === "navigation" && request.method === "GET" ? fresh(keyOf(request.url)) : undefined;
    if (context.type !== "manifest") kept.clear();
    if (!entry) return fetch(request);
    return entry.answer.then(
      (answer) => {
        onUse?.(new URL(request.url));
        return answer;
      },
      () => fetch(request),
    );
  };

  return { prefetch, routerFetch, clear: () => kept.clear() };
}

/**
 * The answer with its body read as it arrives, whether or not anyone reads it yet: the browser
 * holds an unread body's request open. Its reader still gets each part as it comes (a page's
 * streamed parts stay streamed).
 */
function readAhead(answer: Response): Response {
  if (!answer.body) return answer;
  const reader = answer.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const pump = async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          controller.enqueue(value);
        }
      };
      pump().catch((error: unknown) => controller.error(error));
    },
  });
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/**
 * The last guard against a silent hang (ADR 009). Backend calls and calls to the Durable
 * Objects are each bounded by the request's budget already; should a request still wait on
 * anything else, workers/app.ts answers this 504 page once the budget and a short grace are
 * spent, instead of leaving the browser waiting. Both languages, like every edge page: the
 * operator's language is not known this early.
 */
import en from "~/locales/en/edge";
import zh from "~/locales/zh/edge";

/** Time after the budget for the handler to answer with its own 请求超时 before this page does. */
export const LAST_RESORT_GRACE_MS = 2_000;

/** `handling`'s answer, or the timed-out page once `ms` have passed without one. */
export function answerWithin(ms: number, handling: Promise<Response>, url: URL): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      console.error(`No answer for ${url.pathname} within ${ms} ms; answered 504`);
      resolve(timedOutPage(url));
    }, ms);
  });
  return Promise.race([handling, timedOut]).finally(() => clearTimeout(timer));
}

function timedOutPage(url: URL): Response {
  // A .data request (the browser's navigation) shows the route's error boundary for any 5xx.
  // Absolute on this origin: a path like //elsewhere must not become a link off-site.
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) || "/" : url.pathname;
  const again = `${url.origin}${path}`.replace(/&/g, "&amp;");
  const html = `<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${zh.timedOutTitle} · ${en.timedOutTitle}</title></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; text-align: center">
<main><h1>${zh.timedOut}</h1><p lang="en">${en.timedOut}</p>
<p><a href="${again}">${zh.retry} · <span lang="en">${en.retry}</span></a></p></main>
</body>
</html>`;
  return new Response(html, {
    status: 504,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

import { isbot } from "isbot";
// React's Node build of the web-stream renderer (workerd runs it with nodejs_compat): it writes the
// page's text into one 4 KB buffer (TextEncoder.encodeInto), where the edge build allocates a
// Uint8Array per attribute and text (TextEncoder.encode each), about a sixth of a list page's
// server time and much of its garbage. Same HTML, same streaming API.
import { renderToReadableStream } from "react-dom/server.node";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { cspNonceContext } from "~/lib/context";
import { NonceProvider } from "~/lib/nonce";
import { noteRender } from "~/server/request-trace.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  noteRender(routerContext.staticHandlerContext.matches.at(-1)?.route.id);
  const nonce = loadContext.get(cspNonceContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  for (const link of landingPrefetch(routerContext)) responseHeaders.append("Link", link);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** The routes a sign-in lands on (the console layout and 首页). */
const LANDING_ROUTES = ["routes/console/layout", "routes/console/home"];

/**
 * On the sign-in page, the landing's scripts and styles as prefetch hints (issue 33): the browser
 * fetches them while the operator types, so the home page after the sign-in asks for none of
 * them. Prefetch, not preload: they wait behind everything the sign-in page itself needs.
 */
function landingPrefetch(context: EntryContext): string[] {
  if (context.staticHandlerContext.matches.at(-1)?.route.id !== "routes/login") return [];
  const hrefs = new Set<string>();
  for (const id of LANDING_ROUTES) {
    const route = context.manifest.routes[id];
    if (!route) continue;
    for (const href of [route.module, ...(route.imports ?? [])]) hrefs.add(`<${href}>; rel=prefetch; as=script`);
    for (const href of route.css ?? []) hrefs.add(`<${href}>; rel=prefetch; as=style`);
  }
  return [...hrefs];
}

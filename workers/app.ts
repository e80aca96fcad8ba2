import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, cspNonceContext, frameSourcesContext } from "~/lib/context";
import { sandboxOf } from "~/server/backend.server";
import { readConfig } from "~/server/config.server";
import { withRequestDeadline } from "~/server/deadline.server";
import { answerWithin, LAST_RESORT_GRACE_MS } from "~/server/last-resort.server";
import { requestLogLine, type RequestTrace, serverTiming, withRequestTrace } from "~/server/request-trace.server";
import {
  createNonce,
  crossSiteRefusal,
  isCrossSiteWrite,
  isUnsupportedBody,
  unsupportedBodyRefusal,
  withSecurityHeaders,
} from "~/server/security.server";
import { configurationProblem, notConfiguredPage } from "~/server/unconfigured.server";
import { pinTodayFrom } from "../shared/pinned-clock";

export { SessionStore } from "~/server/session-store.server";
export { LoginThrottle } from "~/server/login-throttle.server";

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * In development the build is a function, so every request sees the latest modules (HMR). Given
 * a function, React Router re-derives its route tables on every request (~2 ms of a list page),
 * so a production build resolves the build once per isolate and keeps one handler.
 */
const developmentHandler: RequestHandler | null = import.meta.env.DEV
  ? createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE)
  : null;
let productionHandler: Promise<RequestHandler> | null = null;

function requestHandler(request: Request, context: RouterContextProvider): Promise<Response> {
  if (developmentHandler) return developmentHandler(request, context);
  productionHandler ??= import("virtual:react-router/server-build").then((build) =>
    createRequestHandler(build, import.meta.env.MODE),
  );
  return productionHandler.then((handler) => handler(request, context));
}

/**
 * The sandbox's pages that belong on the console's origin when it runs on the sandbox (no
 * BACKEND_URL): its stand-in third-party sign-in provider, its stand-in marketing site (the
 * 营销平台 shortcut) and its fault switch (tests, README). Nothing else under /sandbox/ is
 * forwarded: its file store (`/sandbox/files/…`) answers on the sandbox's own origin only, the
 * console serves files by reference (ADR 030).
 */
const SANDBOX_PAGES: readonly string[] = ["/sandbox/oauth/authorize", "/sandbox/marketing", "/sandbox/faults"];

function isSandboxProviderPage(env: Env, url: URL): boolean {
  return !env.BACKEND_URL && SANDBOX_PAGES.includes(url.pathname);
}

/** Any other /sandbox/ path: not the console's, whoever asks (never a storage path answered). */
function isOtherSandboxPath(url: URL): boolean {
  return /^\/+sandbox(\/|$)/i.test(url.pathname);
}

export default {
  async fetch(request, env, ctx) {
    // Tests may run the sandbox "on" another day (README: Tests); the console in front of it, and
    // only in front of it, takes the same day for today. Never with a real gateway.
    pinTodayFrom(env);
    const nonce = createNonce();
    const problem = configurationProblem(env);
    if (problem) {
      console.error("The console is not configured; refusing to serve:", problem);
      return withSecurityHeaders(request, notConfiguredPage(), nonce);
    }
    if (isCrossSiteWrite(request)) return withSecurityHeaders(request, crossSiteRefusal(), nonce);
    const url = new URL(request.url);
    // The sandbox's own pages (its provider, its fault switch's JSON) are not console actions.
    if (isSandboxProviderPage(env, url)) {
      return withSecurityHeaders(request, await sandboxOf(env).fetch(request), nonce);
    }
    // Like a static file that is not there: a bare 404, before any session is read.
    if (isOtherSandboxPath(url)) return withSecurityHeaders(request, new Response(null, { status: 404 }), nonce);
    if (isUnsupportedBody(request)) return withSecurityHeaders(request, unsupportedBodyRefusal(), nonce);

    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    context.set(cspNonceContext, nonce);
    const deadline = readConfig(env).requestDeadlineMs;
    return withRequestTrace(async (trace) => {
      const handling = withRequestDeadline(deadline, () => requestHandler(request, context));
      const response = await answerWithin(deadline + LAST_RESORT_GRACE_MS, handling, url);
      // The console layout's loader names the origins this operator's pages may frame.
      return traced(request, trace, withSecurityHeaders(request, response, nonce, context.get(frameSourcesContext)));
    });
  },
} satisfies ExportedHandler<Env>;

/** The answer with its trace as `Server-Timing`, and the request's one log line (ADR 037). */
function traced(request: Request, trace: RequestTrace, response: Response): Response {
  const readyAt = Date.now();
  response.headers.set("Server-Timing", serverTiming(trace, readyAt));
  console.log(requestLogLine(trace, request, response.status, readyAt));
  return response;
}

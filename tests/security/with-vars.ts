/**
 * The built console Worker called with some of its vars changed (FRAME_SOURCES, BACKEND_URL…),
 * the other bindings as the worker project gives them. `exports.default` always runs with the
 * configured vars; this imports the same build and passes it an env of its own, so each test
 * chooses its settings without touching the other test files.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { type Browser, ORIGIN } from "../worker/browser";

const BUILT_WORKER = "../../build/server/index.js";

export async function fetchWithVars(
  vars: Record<string, string>,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit; browser?: Browser } = {},
): Promise<Response> {
  const worker = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> }).default;
  const headers = new Headers(init.headers);
  if (init.browser) {
    headers.set("Cookie", init.browser.cookieHeader());
    headers.set("CF-Connecting-IP", init.browser.address);
  }
  const request = new Request(new URL(path, ORIGIN), {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch!(
    request as Parameters<NonNullable<ExportedHandler<Env>["fetch"]>>[0],
    { ...env, ...vars } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * The built console Worker's module (build/server/index.js), for tests that must call its
 * fetch handler with bindings other than the test runner's: a missing secret, a backend that
 * fails in transport. exports.default always runs with the runner's own env.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ORIGIN } from "../worker/browser";

type WorkerModule = { default: { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> } };

const BUILT_WORKER = "../../build/server/index.js";

/** The runner's bindings with some changed: a NEW object, so readConfig reads it afresh. */
export function changedEnv(changes: Record<string, unknown>): Env {
  return { ...(env as unknown as Env), ...changes } as Env;
}

/** Sends a request to the built Worker's fetch handler with `bindings` as its env. */
export async function fetchWithEnv(bindings: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const worker = (await import(/* @vite-ignore */ BUILT_WORKER)) as WorkerModule;
  const ctx = createExecutionContext();
  const response = await worker.default.fetch(
    new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** The built Worker's fetch handler with `bindings` as its env, for a Browser (tests/worker/browser.ts). */
export function consoleWith(bindings: Env): (request: Request) => Promise<Response> {
  return async (request) => {
    const worker = (await import(/* @vite-ignore */ BUILT_WORKER)) as WorkerModule;
    const ctx = createExecutionContext();
    const response = await worker.default.fetch(request, bindings, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

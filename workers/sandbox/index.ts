/**
 * The sandbox backend Worker: a contract-faithful stand-in of the BladeX gateway and its
 * services (renamed blade-→cloud-, header Blade-Auth→Cloud-Auth) on D1.
 * Order of work per request: migrations/seed (database.ts), the fault switch, gateway auth (skip
 * list), routing to the services' routes (routes.ts: each `services/<name>/routes.ts`).
 */
import { pinTodayFrom } from "../../shared/pinned-clock";
import { ensureDb } from "./core/db";
import type { RouteContext, SandboxEnv } from "./core/env";
import { injectFault } from "./core/faults";
import { gateway, matches } from "./core/gateway";
import { envelope, json, methodNotAllowed, notFound } from "./core/http";
import { MIGRATIONS, MONEY_SEEDS, needsMoneySeed, SEEDS } from "./database";
import { ROUTES } from "./routes";

export type { SandboxEnv } from "./core/env";

export async function handle(req: Request, env: SandboxEnv): Promise<Response> {
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/{2,}/g, "/");
  // Tests may run the sandbox "on" another day (README: Tests); before the seeds read the clock.
  pinTodayFrom(env);
  await ensureDb(env.DB, MIGRATIONS, SEEDS);
  if (needsMoneySeed(path, url.searchParams)) await ensureDb(env.DB, [], MONEY_SEEDS, "money");
  // The fault switch (core/faults.ts, off until a rule is added) answers before the gateway.
  const fault = await injectFault(req, url, path, env);
  if (fault instanceof Response) return fault;

  const gate = await gateway(req, url, path, env);
  if ("response" in gate) return gate.response;

  const candidates = ROUTES.filter((r) => matches(r.path, path));
  if (candidates.length === 0) return notFound();
  const method = req.method === "HEAD" ? "GET" : req.method;
  const route = candidates.find((r) => r.methods.includes(method));
  if (!route) return methodNotAllowed(req.method);

  const ctx: RouteContext = { req, env, url, user: gate.user };
  const answer = await route.handler(ctx);
  return fault ? fault.change(answer) : answer;
}

export default {
  async fetch(req, env) {
    try {
      return await handle(req, env);
    } catch (error) {
      console.error("sandbox: unhandled error", error);
      return json(envelope(500, {}, "服务器异常"), 500);
    }
  },
} satisfies ExportedHandler<SandboxEnv>;

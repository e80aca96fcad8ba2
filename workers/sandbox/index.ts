/**
 * The sandbox backend Worker: a contract-faithful stand-in of the BladeX gateway and its
 * services (renamed blade-→cloud-, header Blade-Auth→Cloud-Auth) on D1.
 * Order of work per request: migrations/seed, the fault switch, gateway auth (skip list), routing
 * to the services mounted below (each `services/<name>/routes.ts`).
 */
import { pinTodayFrom } from "../../shared/pinned-clock";
import { ensureDb } from "./core/db";
import type { Route, RouteContext, SandboxEnv } from "./core/env";
import { faultRoutes, injectFault } from "./core/faults";
import { gateway, matches } from "./core/gateway";
import { envelope, json, methodNotAllowed, notFound } from "./core/http";
import { MIGRATIONS } from "./migrations";
import { MONEY_PATH, MONEY_SEEDS, SEEDS } from "./seeds";
import { agentBusinessRoutes } from "./services/agent-business/routes";
import { investPromotionRoutes } from "./services/agent-business/invest-promotion";
import { agentRoutes } from "./services/agent/routes";
import { authRoutes } from "./services/auth/routes";
import { businessSearchRoutes } from "./services/business-search/routes";
import { dashboardRoutes } from "./services/dashboard/routes";
import { dataSyncRoutes } from "./services/data-sync/routes";
import { dictRoutes } from "./services/dict/routes";
import { fileRoutes } from "./services/files/routes";
import { logRoutes } from "./services/log/routes";
import { marketingRoutes } from "./services/marketing/routes";
import { menuRoutes } from "./services/menu/routes";
import { merchantRoutes } from "./services/merchant/routes";
import { migrationRoutes } from "./services/migration/routes";
import { messageRoutes } from "./services/messages/routes";
import { orgRoutes } from "./services/org/routes";
import { profileRoutes } from "./services/profile/routes";
import { referenceRoutes } from "./services/reference/routes";
import { roleRoutes } from "./services/role/routes";
import { settingsRoutes } from "./services/settings/routes";
import { userRoutes } from "./services/user/routes";
import { channelRoutes } from "./services/channel/routes";
import { equipRoutes } from "./services/equip/index";
import { storeRoutes } from "./services/store/routes";
import { tollRoutes } from "./services/toll/routes";
import { orderRoutes } from "./services/order/routes";
import { accountServiceRoutes } from "./services/account/routes";
import { reconRoutes } from "./services/recon/routes";
import { settlementRoutes } from "./services/settlement/routes";
import { pricingRoutes } from "./services/policy/routes";
import { reportRoutes } from "./services/report/routes";
// 微信公众号 (h-wechat, ADR 026).
import { wechatRoutes } from "./services/wechat/routes";
// The work-flow (ADR 025).
import { workFlowRoutes } from "./services/flow/routes";
import { rechargeApproval } from "./services/toll/recharge-approval";
import { merchantApproval } from "./services/merchant/approval";
// 营销活动 and 银行活动 (ADR 023).
import { marketingActivityRoutes } from "./services/activity/routes";

export type { SandboxEnv } from "./core/env";

/** Every service's routes; a path and method is served by one route only. */
const ROUTES: Route[] = [
  ...authRoutes,
  ...menuRoutes,
  ...dictRoutes,
  ...roleRoutes,
  ...orgRoutes,
  ...settingsRoutes,
  ...referenceRoutes,
  ...logRoutes,
  ...agentRoutes,
  ...merchantRoutes,
  ...agentBusinessRoutes,
  ...investPromotionRoutes,
  ...migrationRoutes,
  ...storeRoutes,
  ...businessSearchRoutes,
  ...fileRoutes,
  ...userRoutes,
  ...profileRoutes,
  ...messageRoutes,
  ...dataSyncRoutes,
  ...dashboardRoutes,
  ...marketingRoutes,
  ...faultRoutes,
  ...channelRoutes,
  ...equipRoutes,
  ...tollRoutes,
  ...orderRoutes,
  ...accountServiceRoutes,
  ...reconRoutes,
  ...settlementRoutes,
  ...pricingRoutes,
  ...reportRoutes,
  // 微信公众号 (h-wechat, ADR 026).
  ...wechatRoutes,
  // The work-flow (ADR 025).
  ...workFlowRoutes({ recharge: rechargeApproval, merchant: merchantApproval }),
  // 营销活动 and 银行活动 (ADR 023).
  ...marketingActivityRoutes,
];

export async function handle(req: Request, env: SandboxEnv): Promise<Response> {
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/{2,}/g, "/");
  // Tests may run the sandbox "on" another day (README: Tests); before the seeds read the clock.
  pinTodayFrom(env);
  await ensureDb(env.DB, MIGRATIONS, SEEDS);
  if (MONEY_PATH.test(path)) await ensureDb(env.DB, [], MONEY_SEEDS, "money");
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

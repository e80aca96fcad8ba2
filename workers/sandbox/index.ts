/**
 * The sandbox backend Worker: a contract-faithful stand-in of the BladeX gateway and its
 * services (renamed blade-→cloud-, header Blade-Auth→Cloud-Auth) on D1.
 * Order of work per request: migrations/seed, the fault switch, gateway auth (skip list), routing.
 */
import { ensureDb } from "./db";
import { faultRoutes, injectFault } from "./faults";
import type { Route, RouteContext, SandboxEnv, SessionUser } from "./env";
import { envelope, gatewayError, json, methodNotAllowed, notFound } from "./http";
import { marketingRoutes } from "./marketing";
import { providerRoutes } from "./provider";
import { authRoutes } from "./routes/auth";
import { businessSearchRoutes } from "./routes/business-search";
import { dashboardRoutes } from "./routes/dashboard";
import { dataSyncRoutes } from "./routes/data-sync";
import { messageRoutes } from "./routes/messages";
import { miscRoutes } from "./routes/misc";
import { profileRoutes } from "./routes/profile";
import { systemRoutes } from "./routes/system";
import { dictMenuRoleRoutes } from "./routes/system-dict-menu-role";
import { orgRoutes } from "./routes/system-org";
import { referenceRoutes } from "./routes/system-reference";
import { userRoutes } from "./routes/user";
import { presentedToken, readToken, sessionUser } from "./tokens";

export type { SandboxEnv } from "./env";

const ROUTES: Route[] = [
  ...authRoutes,
  ...systemRoutes,
  ...dictMenuRoleRoutes,
  ...orgRoutes,
  ...referenceRoutes,
  ...businessSearchRoutes,
  ...userRoutes,
  ...profileRoutes,
  ...messageRoutes,
  ...dataSyncRoutes,
  ...dashboardRoutes,
  ...miscRoutes,
  ...providerRoutes,
  ...marketingRoutes,
  ...faultRoutes,
];

/** Paths the gateway lets through without a token (BladeX defaults plus the project's skip-url). */
const SKIP = [
  "/api/cloud-auth/oauth/token",
  "/api/cloud-auth/oauth/captcha",
  "/api/cloud-auth/oauth/logout",
  "/api/cloud-auth/oauth/clear-cache",
  "/api/cloud-auth/oauth/render/*",
  "/api/cloud-system/tenant/info",
  "/api/cloud-system/dept-design/getInfoByTenantId",
  "/api/cloud-system/common-setting/getCommonConfigByTenantId",
  "/api/cloud-resource/sms/endpoint/send-validate",
  "/api/cloud-system/menu/routes",
  "/api/cloud-system/menu/top-menu",
  "/sandbox/*",
];

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1 : path === pattern;
}

type Gate = { user: SessionUser | null } | { response: Response };

/** The gateway's AuthFilter with token state: 401 missing/invalid/revoked, 410 superseded. */
async function gateway(req: Request, url: URL, env: SandboxEnv, skip: boolean): Promise<Gate> {
  const { present, token } = presentedToken(req, url);
  if (!present) return skip ? { user: null } : { response: gatewayError(401, "缺失令牌,鉴权失败") };
  const presented = token ? await readToken(env, token, "access") : ({ ok: false, reason: "invalid" } as const);
  if (presented.ok) return { user: sessionUser(presented.claims, presented.record) };
  // Skip-listed paths never see the gateway's token-state check: the service only verifies
  // the JWT's signature, so a revoked but well-signed token still names its user there.
  if (skip) {
    const revoked = "claims" in presented && presented.claims && presented.record ? presented : null;
    return { user: revoked ? sessionUser(revoked.claims!, revoked.record!) : null };
  }
  switch (presented.reason) {
    case "superseded":
      return { response: gatewayError(410, "您的账号在其他地方登录！") };
    case "logout":
    case "rotated":
      return { response: gatewayError(401, "令牌已失效") };
    default:
      return { response: gatewayError(401, "请求未授权") };
  }
}

export async function handle(req: Request, env: SandboxEnv): Promise<Response> {
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/{2,}/g, "/");
  await ensureDb(env.DB);
  // The fault switch (faults.ts, off until a rule is added) answers before the gateway.
  const fault = await injectFault(req, url, path, env);
  if (fault) return fault;

  const gate = await gateway(req, url, env, SKIP.some((p) => matches(p, path)));
  if ("response" in gate) return gate.response;

  const candidates = ROUTES.filter((r) => matches(r.path, path));
  if (candidates.length === 0) return notFound();
  const method = req.method === "HEAD" ? "GET" : req.method;
  const route = candidates.find((r) => r.methods.includes(method));
  if (!route) return methodNotAllowed(req.method);

  const ctx: RouteContext = { req, env, url, user: gate.user };
  return route.handler(ctx);
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

/** cloud-auth: /oauth/token, /oauth/captcha, /oauth/logout, /oauth/render/{source}. */
import { CAPTCHA_TTL_MS, SANDBOX_SOCIAL_SOURCE } from "../../core/constants";
import { uuid } from "../../core/crypto";
import type { Route, RouteContext } from "../../core/env";
import { fail, json, redirect } from "../../core/http";
import { readParams } from "../../core/request";
import { issueTokens, presentedToken, readToken, revokeSession, type ClientRow } from "../../core/tokens";
import { captchaImage, randomCaptchaCode } from "./captcha";
import { loadTenant, passwordGrant, refreshGrant, smsGrant, socialGrant } from "./grants";
import { OAuthError, oauthErrorResponse, type AuthStyle } from "./oauth-errors";
import { auth } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";

const SUPPORTED_GRANTS = ["password", "captcha", "refresh_token", "sms_code", "social"];

interface ClientRecord extends ClientRow {
  client_secret: string;
  authorized_grant_types: string;
}

/** `Authorization: Basic base64(client:secret)` against blade_client. */
async function authenticateClient(ctx: RouteContext): Promise<ClientRecord> {
  const header = ctx.req.headers.get("Authorization") ?? "";
  const match = /^basic\s+(.+)$/i.exec(header.trim());
  if (!match) throw new OAuthError("badClient");
  let decoded: string;
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0)));
  } catch {
    throw new OAuthError("badClient");
  }
  const colon = decoded.indexOf(":");
  if (colon < 0) throw new OAuthError("badClient");
  const client = await ctx.env.DB.prepare("SELECT * FROM blade_client WHERE client_id = ?")
    .bind(decoded.slice(0, colon))
    .first<ClientRecord>();
  if (!client || client.client_secret !== decoded.slice(colon + 1)) throw new OAuthError("badClient");
  return client;
}

async function token(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const tenantId = ctx.req.headers.get("Tenant-Id") || params.get("tenant_id") || params.get("tenantId") || "000000";
  const tenant = await loadTenant(ctx.env, tenantId);
  const style: AuthStyle = tenant?.auth_style ?? "modern";
  const userType = ctx.req.headers.get("User-Type") || "web";
  try {
    const client = await authenticateClient(ctx);
    const grant = params.get("grant_type") ?? "";
    if (!SUPPORTED_GRANTS.includes(grant)) throw new OAuthError("badGrantType");
    if (!client.authorized_grant_types.split(",").includes(grant)) throw new OAuthError("grantNotAllowed");
    if (grant === "refresh_token")
      return json(await refreshGrant(ctx.env, params, client, tenant?.tenant_id ?? null, userType));
    if (!tenant) throw new OAuthError("tenantNotFound");

    let oauthId = "";
    const user =
      grant === "sms_code"
        ? await smsGrant(ctx.env, params, tenant)
        : grant === "social"
          ? await socialGrant(ctx.env, params, tenant).then((r) => ((oauthId = r.oauthId), r.user))
          : await passwordGrant(ctx.env, ctx.req, params, tenant, grant);
    let roleIds = (user.role_id ?? "").split(",").filter(Boolean);
    if (roleIds.length === 0) throw new OAuthError("noRole");
    const wanted = ctx.req.headers.get("Role-Id");
    if (wanted && roleIds.includes(wanted)) roleIds = [wanted];
    return json(await issueTokens(ctx.env, { user, client, roleIds, oauthId, userType }));
  } catch (error) {
    if (error instanceof OAuthError) return oauthErrorResponse(error.kind, style);
    throw error;
  }
}

async function captcha(ctx: RouteContext): Promise<Response> {
  const code = randomCaptchaCode();
  const key = uuid();
  const now = Date.now();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("DELETE FROM sandbox_captcha WHERE expires_at <= ?").bind(now),
    ctx.env.DB.prepare("INSERT INTO sandbox_captcha (captcha_key, code, expires_at) VALUES (?, ?, ?)").bind(
      key,
      code,
      now + CAPTCHA_TTL_MS,
    ),
  ]);
  return json({ success: true, code: 200, msg: "获取验证码成功", key, image: await captchaImage(code) });
}

/** Token optional: revokes the presented token's whole session (access and refresh). */
async function logout(ctx: RouteContext): Promise<Response> {
  const { token: raw } = presentedToken(ctx.req, ctx.url);
  let tenantId = ctx.req.headers.get("Tenant-Id");
  if (raw) {
    const presented = await readToken(ctx.env, raw, "access");
    if (presented.ok) {
      tenantId = presented.record.tenant_id;
      await revokeSession(ctx.env, presented.record.sid, "logout");
    }
  }
  const tenant = tenantId ? await loadTenant(ctx.env, tenantId) : null;
  if (tenant?.auth_style === "legacy") return json({ success: "true", msg: "success" });
  return json({ success: true, code: 200, msg: "退出登录成功" });
}

/** Starts a third-party sign-in: the sandbox provider's consent page, on the app's origin. */
function render(ctx: RouteContext): Response {
  const source = ctx.url.pathname.split("/").pop() ?? "";
  if (source !== SANDBOX_SOCIAL_SOURCE) return fail("未知的第三方登录类型");
  const target = new URLSearchParams();
  target.set("redirect_uri", ctx.url.searchParams.get("redirect_uri") ?? "");
  const state = ctx.url.searchParams.get("state");
  if (state) target.set("state", state);
  return redirect(`/sandbox/oauth/authorize?${target}`);
}

/** GET /oauth/clear-cache (no token): BladeX drops its cached clients and answers this raw shape. */
function clearCache(): Response {
  return json({ success: "true", msg: "success" });
}

export const oauthRoutes: Route[] = [
  serve(auth.token, token),
  serve(auth.captcha, captcha),
  serve(auth.logout, logout, "POST"),
  serve(auth.render, render),
  serve(auth.clearCache, clearCache),
];

/**
 * The sandbox third-party sign-in provider (source `sandbox`): a consent page listing the
 * seeded identities, and a POST that issues a single-use code back to the app's
 * `/authredirect`. Served under /sandbox/* on the app's own origin; no scripts.
 */
import { SOCIAL_CODE_TTL_MS } from "../../core/constants";
import type { Route, RouteContext } from "../../core/env";
import { uuid } from "../../core/crypto";
import { escapeHtml, html, redirect } from "../../core/http";
import { readParams } from "../../core/request";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;
background:#f1f4f9;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);padding:32px;width:min(440px,92vw)}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 20px;color:#6b7280;font-size:14px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}
li{border:1px solid #e5e7eb;border-radius:10px;padding:12px 14px;display:flex;align-items:center;justify-content:space-between;gap:12px}
strong{display:block;font-size:15px}small{color:#6b7280}
button{background:#2563eb;color:#fff;border:0;border-radius:8px;padding:8px 14px;font-size:14px;cursor:pointer}
button:hover{background:#1d4ed8}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.error{color:#b91c1c}`;

function page(title: string, body: string, status = 200): Response {
  return html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    status,
  );
}

/** Only http(s) URLs whose path is /authredirect may receive a code. */
export function allowedRedirect(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.pathname === "/authredirect" &&
      !url.username &&
      !url.password
    ) {
      return url;
    }
  } catch {
    // not a URL
  }
  return null;
}

function badRedirect(): Response {
  return page(
    "沙箱第三方授权",
    `<h1>沙箱第三方授权</h1><p class="error">回调地址无效：仅允许 http(s) 地址且路径为 /authredirect。</p>`,
    400,
  );
}

interface Identity {
  id: string;
  uuid: string;
  nickname: string | null;
  tenant_id: string;
  tenant_name: string | null;
  account: string | null;
}

async function consent(ctx: RouteContext): Promise<Response> {
  const redirectUri = ctx.url.searchParams.get("redirect_uri");
  if (!allowedRedirect(redirectUri)) return badRedirect();
  const state = ctx.url.searchParams.get("state") ?? "";
  const { results } = await ctx.env.DB.prepare(
    `SELECT o.id, o.uuid, o.nickname, o.tenant_id, t.tenant_name, u.account FROM blade_user_oauth o
     LEFT JOIN blade_tenant t ON t.tenant_id = o.tenant_id LEFT JOIN blade_user u ON u.id = o.user_id
     WHERE o.source = 'sandbox' ORDER BY o.id`,
  ).all<Identity>();
  const items = results
    .map(
      (identity) =>
        `<li><div><strong>${escapeHtml(identity.nickname ?? identity.uuid)}</strong>` +
        `<small>租户 ${escapeHtml(identity.tenant_id)} ${escapeHtml(identity.tenant_name ?? "")} · 账号 ${escapeHtml(identity.account ?? "")}</small></div>` +
        `<form method="post" action="/sandbox/oauth/authorize">` +
        `<input type="hidden" name="identity" value="${escapeHtml(identity.id)}">` +
        `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri ?? "")}">` +
        `<input type="hidden" name="state" value="${escapeHtml(state)}">` +
        `<button type="submit">授权登录</button></form></li>`,
    )
    .join("");
  return page(
    "沙箱第三方授权",
    `<h1>沙箱第三方授权</h1><p>这是沙箱环境模拟的第三方登录，请选择要授权的账号。</p><ul>${items}</ul>`,
  );
}

async function authorize(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const target = allowedRedirect(params.get("redirect_uri"));
  if (!target) return badRedirect();
  const identity = await ctx.env.DB.prepare("SELECT id FROM blade_user_oauth WHERE id = ? AND source = 'sandbox'")
    .bind(params.get("identity") ?? "")
    .first<{ id: string }>();
  if (!identity) return page("沙箱第三方授权", `<h1>沙箱第三方授权</h1><p class="error">未找到该第三方账号。</p>`, 400);
  const code = uuid().replace(/-/g, "");
  const now = Date.now();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("DELETE FROM sandbox_social_code WHERE expires_at <= ?").bind(now),
    ctx.env.DB.prepare("INSERT INTO sandbox_social_code (code, identity_id, expires_at) VALUES (?, ?, ?)").bind(
      code,
      identity.id,
      now + SOCIAL_CODE_TTL_MS,
    ),
  ]);
  target.searchParams.set("code", code);
  target.searchParams.set("state", params.get("state") ?? "");
  target.searchParams.set("source", "sandbox");
  return redirect(target.toString());
}

export const socialProviderRoutes: Route[] = [
  {
    methods: ["GET", "POST"],
    path: "/sandbox/oauth/authorize",
    handler: (ctx) => (ctx.req.method === "POST" ? authorize(ctx) : consent(ctx)),
  },
];

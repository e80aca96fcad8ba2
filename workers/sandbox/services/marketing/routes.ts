/**
 * The external marketing platform's stand-in. The console asks cloud-system for a single-use
 * ticket (system.external.ticket, 2 minutes, bound to the user) and opens the
 * tenant's marketing link with it as `?Marketing-Ticket=`; the page at /sandbox/marketing (no
 * Cloud-Auth, on the console's own origin) consumes it and greets the user. No scripts.
 */
import { MARKETING_TICKET_HEADER, MARKETING_TICKET_TTL_MS } from "../../core/constants";
import type { Route, RouteContext } from "../../core/env";
import { randomToken } from "../../core/crypto";
import { escapeHtml, html, ok } from "../../core/http";
import { serve } from "../../core/serve";
import { system } from "../../../../shared/contract/index.ts";

const TITLE = "营销平台（沙箱）";
export const TICKET_INVALID = "票据无效或已过期";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;
background:#fdf6ec;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);padding:32px;width:min(480px,92vw)}
h1{font-size:20px;margin:0 0 12px}p{margin:0 0 10px;color:#4b5563;font-size:14px;line-height:1.6}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;margin-bottom:12px}
.error{color:#b91c1c}`;

function page(body: string, status = 200): Response {
  return html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${TITLE}</title><style>${STYLE}</style></head><body><main><span class="badge">沙箱环境</span><h1>${TITLE}</h1>${body}</main></body></html>`,
    status,
    { framing: "sameorigin", noStore: true },
  );
}

/** system.external.ticket: `{headerName, token}`. */
async function externalTicket(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  const token = randomToken();
  const now = Date.now();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("DELETE FROM sandbox_external_ticket WHERE expires_at <= ?").bind(now),
    ctx.env.DB.prepare(
      "INSERT INTO sandbox_external_ticket (token, tenant_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
    ).bind(token, user.tenantId, user.userId, now, now + MARKETING_TICKET_TTL_MS),
  ]);
  return ok({ headerName: MARKETING_TICKET_HEADER, token });
}

async function marketingSite(ctx: RouteContext): Promise<Response> {
  const ticket =
    ctx.url.searchParams.get(MARKETING_TICKET_HEADER) ?? ctx.req.headers.get(MARKETING_TICKET_HEADER) ?? "";
  const claimed = ticket
    ? await ctx.env.DB.prepare(
        "UPDATE sandbox_external_ticket SET used = 1 WHERE token = ? AND used = 0 AND expires_at > ? RETURNING tenant_id, user_id",
      )
        .bind(ticket, Date.now())
        .first<{ tenant_id: string; user_id: string }>()
    : null;
  const user = claimed
    ? await ctx.env.DB.prepare(
        `SELECT u.name, u.account, t.tenant_name FROM blade_user u LEFT JOIN blade_tenant t ON t.tenant_id = u.tenant_id
         WHERE u.id = ? AND u.tenant_id = ? AND u.is_deleted = 0`,
      )
        .bind(claimed.user_id, claimed.tenant_id)
        .first<{ name: string | null; account: string; tenant_name: string | null }>()
    : null;
  if (!user) return page(`<p class="error">${TICKET_INVALID}</p><p>请回到运营管理系统重新打开营销平台。</p>`, 401);
  return page(
    `<p>您好，<strong>${escapeHtml(user.name || user.account)}</strong>！</p>` +
      `<p>欢迎来到${escapeHtml(user.tenant_name ?? "")}营销平台。这是沙箱环境的模拟页面，票据已核销，刷新本页需重新从运营管理系统进入。</p>`,
  );
}

export default [
  serve(system.external.ticket, externalTicket),
  { methods: ["GET"], path: "/sandbox/marketing", handler: marketingSite },
] satisfies Route[];

/** cloud-resource SMS (the sandbox is the SMS gateway) and cloud-tenant-toll flow state. */
import { SMS_RESEND_MS, SMS_TTL_MS } from "../constants";
import type { Route, RouteContext } from "../env";
import { fail, ok, readParams, sixDigitCode, uuid } from "../http";

/** Stores a 6-digit code for 5 minutes; answers alike for known and unknown phones. */
async function sendValidate(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const phone = (params.get("phone") ?? "").trim();
  if (!/^\d{11}$/.test(phone)) return fail("手机号码格式不正确");
  const tenantId = params.get("tenantId") || params.get("tenant_id") || ctx.req.headers.get("Tenant-Id") || "000000";
  const now = Date.now();
  const recent = await ctx.env.DB.prepare("SELECT 1 AS hit FROM sandbox_sms_code WHERE phone = ? AND created_at > ? LIMIT 1")
    .bind(phone, now - SMS_RESEND_MS)
    .first<{ hit: number }>();
  if (recent) return fail("发送过于频繁，请稍后再试");
  const user = await ctx.env.DB.prepare("SELECT id FROM blade_user WHERE tenant_id = ? AND phone = ? AND is_deleted = 0 LIMIT 1")
    .bind(tenantId, phone)
    .first<{ id: string }>();
  const id = uuid().replace(/-/g, "");
  const code = sixDigitCode();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("DELETE FROM sandbox_sms_code WHERE expires_at <= ?").bind(now - SMS_RESEND_MS),
    ctx.env.DB.prepare(
      "INSERT INTO sandbox_sms_code (id, tenant_id, phone, code, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).bind(id, tenantId, phone, code, user?.id ?? null, now, now + SMS_TTL_MS),
  ]);
  return ok({ id, phone, sandboxCode: code });
}

async function flowState(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") || ctx.user!.tenantId;
  // An operator reads only their own tenant's balance.
  if (tenantId !== ctx.user!.tenantId) return ok(null);
  const row = await ctx.env.DB.prepare("SELECT tenant_id, is_pop, flow_balance FROM cloud_flow_count WHERE tenant_id = ?")
    .bind(tenantId)
    .first<{ tenant_id: string; is_pop: number; flow_balance: string }>();
  if (!row) return ok(null);
  return ok({ tenantId: row.tenant_id, isPop: row.is_pop ? 1 : 0, flowBalance: row.flow_balance });
}

export const miscRoutes: Route[] = [
  { methods: ["POST"], path: "/api/cloud-resource/sms/endpoint/send-validate", handler: sendValidate },
  { methods: ["GET"], path: "/api/cloud-tenant-toll/flowCount/getStateByTenantId", handler: flowState },
];

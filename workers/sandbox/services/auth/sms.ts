/** cloud-resource SMS for the sms_code grant: the sandbox is the SMS gateway (send-validate). */
import { SMS_RESEND_MS, SMS_TTL_MS } from "../../core/constants";
import type { Route, RouteContext } from "../../core/env";
import { sixDigitCode, uuid } from "../../core/crypto";
import { fail, ok } from "../../core/http";
import { readParams } from "../../core/request";
import { resource } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";

/** Stores a 6-digit code for 5 minutes; answers alike for known and unknown phones. */
async function sendValidate(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const phone = (params.get("phone") ?? "").trim();
  if (!/^\d{11}$/.test(phone)) return fail("手机号码格式不正确");
  const tenantId = params.get("tenantId") || params.get("tenant_id") || ctx.req.headers.get("Tenant-Id") || "000000";
  const now = Date.now();
  const recent = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM sandbox_sms_code WHERE phone = ? AND created_at > ? LIMIT 1",
  )
    .bind(phone, now - SMS_RESEND_MS)
    .first<{ hit: number }>();
  if (recent) return fail("发送过于频繁，请稍后再试");
  const user = await ctx.env.DB.prepare(
    "SELECT id FROM blade_user WHERE tenant_id = ? AND phone = ? AND is_deleted = 0 LIMIT 1",
  )
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

export const smsRoutes: Route[] = [serve(resource.sms.sendValidate, sendValidate)];

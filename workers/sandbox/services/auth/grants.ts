/**
 * The sign-in grants of POST /oauth/token: password (and captcha), sms_code, social, and
 * refresh_token. Each returns the user to sign in or throws an OAuthError.
 */
import { LOGIN_FAIL_LIMIT, LOGIN_LOCK_MS, SANDBOX_SOCIAL_SOURCE } from "../../core/constants";
import type { SandboxEnv } from "../../core/env";
import { sha1Hex } from "../../core/crypto";
import { issueTokens, readToken, rotate, type ClientRow, type TokenResponse, type UserRow } from "../../core/tokens";
import { OAuthError } from "./oauth-errors";

export interface TenantRow {
  tenant_id: string;
  tenant_name: string;
  captcha_enabled: number;
  auth_style: "modern" | "legacy";
}

export async function loadTenant(env: SandboxEnv, tenantId: string): Promise<TenantRow | null> {
  return env.DB.prepare(
    `SELECT t.tenant_id, t.tenant_name, COALESCE(s.captcha_enabled, 0) AS captcha_enabled, COALESCE(s.auth_style, 'modern') AS auth_style
     FROM blade_tenant t LEFT JOIN sandbox_tenant_setting s ON s.tenant_id = t.tenant_id
     WHERE t.tenant_id = ? AND t.is_deleted = 0`,
  )
    .bind(tenantId)
    .first<TenantRow>();
}

type FullUser = UserRow & { password: string; phone: string | null };

async function userBy(
  env: SandboxEnv,
  tenantId: string,
  column: "account" | "phone" | "id",
  value: string,
): Promise<FullUser | null> {
  return env.DB.prepare(`SELECT * FROM blade_user WHERE tenant_id = ? AND ${column} = ? AND is_deleted = 0 LIMIT 1`)
    .bind(tenantId, value)
    .first<FullUser>();
}

/** Checks and consumes a captcha: any check uses the key up (single use), valid 5 minutes. */
export async function checkCaptcha(env: SandboxEnv, key: string | null, code: string | null): Promise<void> {
  if (!key || !code) throw new OAuthError("badCaptcha");
  const row = await env.DB.prepare("DELETE FROM sandbox_captcha WHERE captcha_key = ? RETURNING code, expires_at")
    .bind(key)
    .first<{ code: string; expires_at: number }>();
  if (!row || row.expires_at <= Date.now() || row.code.toLowerCase() !== code.trim().toLowerCase()) {
    throw new OAuthError("badCaptcha");
  }
}

/** password / captcha grant, with BladeX's lockout after 5 consecutive failures. */
export async function passwordGrant(
  env: SandboxEnv,
  req: Request,
  params: URLSearchParams,
  tenant: TenantRow,
  grant: string,
): Promise<FullUser> {
  if (grant === "captcha" || tenant.captcha_enabled === 1) {
    await checkCaptcha(env, req.headers.get("Captcha-Key"), req.headers.get("Captcha-Code"));
  }
  const account = params.get("username") ?? params.get("account") ?? "";
  const password = params.get("password") ?? "";
  if (!account) throw new OAuthError("userNotFound");
  const user = await userBy(env, tenant.tenant_id, "account", account);
  if (!user) throw new OAuthError("userNotFound");

  const now = Date.now();
  const fails = await env.DB.prepare(
    "SELECT fail_count, locked_until FROM sandbox_login_fail WHERE tenant_id = ? AND account = ?",
  )
    .bind(tenant.tenant_id, account)
    .first<{ fail_count: number; locked_until: number | null }>();
  if (fails?.locked_until && fails.locked_until > now) throw new OAuthError("tooManyFails");

  if (password && (await sha1Hex(password)) === user.password) {
    if (fails)
      await env.DB.prepare("DELETE FROM sandbox_login_fail WHERE tenant_id = ? AND account = ?")
        .bind(tenant.tenant_id, account)
        .run();
    return user;
  }
  // Counted in one statement (as BladeX's Redis increment), so concurrent failures all count:
  // an expired lock starts a new count, a lock set meanwhile by a concurrent failure stays.
  await env.DB.prepare(
    `INSERT INTO sandbox_login_fail (tenant_id, account, fail_count, locked_until)
       VALUES (?1, ?2, 1, CASE WHEN 1 >= ?4 THEN ?3 + ?5 END)
     ON CONFLICT (tenant_id, account) DO UPDATE SET
       fail_count = CASE WHEN locked_until IS NOT NULL AND locked_until <= ?3 THEN 1 ELSE fail_count + 1 END,
       locked_until = CASE
         WHEN locked_until > ?3 THEN locked_until
         WHEN (CASE WHEN locked_until IS NOT NULL THEN 1 ELSE fail_count + 1 END) >= ?4 THEN ?3 + ?5
         ELSE NULL END`,
  )
    .bind(tenant.tenant_id, account, now, LOGIN_FAIL_LIMIT, LOGIN_LOCK_MS)
    .run();
  throw new OAuthError("badPassword");
}

/** sms_code grant: `id` and `value` from send-validate, for `phone`. */
export async function smsGrant(env: SandboxEnv, params: URLSearchParams, tenant: TenantRow): Promise<FullUser> {
  const phone = params.get("phone") ?? "";
  const id = params.get("id") ?? "";
  const value = (params.get("value") ?? "").trim();
  const row = await env.DB.prepare("SELECT * FROM sandbox_sms_code WHERE id = ? AND phone = ? AND tenant_id = ?")
    .bind(id, phone, tenant.tenant_id)
    .first<{ code: string; expires_at: number; attempts: number; used: number }>();
  if (!row || row.used || row.expires_at <= Date.now() || row.attempts >= 5) throw new OAuthError("badCaptcha");
  if (row.code !== value) {
    await env.DB.prepare("UPDATE sandbox_sms_code SET attempts = attempts + 1 WHERE id = ?").bind(id).run();
    throw new OAuthError("badCaptcha");
  }
  const used = await env.DB.prepare("UPDATE sandbox_sms_code SET used = 1 WHERE id = ? AND used = 0").bind(id).run();
  if ((used.meta.changes ?? 0) !== 1) throw new OAuthError("badCaptcha");
  const user = await userBy(env, tenant.tenant_id, "phone", phone);
  if (!user) throw new OAuthError("userNotFound");
  return user;
}

/** social grant: a single-use code from the sandbox provider (5 minutes). */
export async function socialGrant(
  env: SandboxEnv,
  params: URLSearchParams,
  tenant: TenantRow,
): Promise<{ user: FullUser; oauthId: string }> {
  const code = params.get("code") ?? "";
  if (params.get("source") !== SANDBOX_SOCIAL_SOURCE || !code) throw new OAuthError("badSocial");
  const row = await env.DB.prepare(
    "UPDATE sandbox_social_code SET used = 1 WHERE code = ? AND used = 0 AND expires_at > ? RETURNING identity_id",
  )
    .bind(code, Date.now())
    .first<{ identity_id: string }>();
  if (!row) throw new OAuthError("badSocial");
  const identity = await env.DB.prepare("SELECT id, tenant_id, user_id FROM blade_user_oauth WHERE id = ?")
    .bind(row.identity_id)
    .first<{ id: string; tenant_id: string; user_id: string }>();
  if (!identity || identity.tenant_id !== tenant.tenant_id) throw new OAuthError("badSocial");
  const user = await userBy(env, tenant.tenant_id, "id", identity.user_id);
  if (!user) throw new OAuthError("userNotFound");
  return { user, oauthId: identity.id };
}

/** refresh_token grant: rotates the refresh token and continues the same session. */
export async function refreshGrant(
  env: SandboxEnv,
  params: URLSearchParams,
  client: ClientRow,
  tenantId: string | null,
  userType: string,
): Promise<TokenResponse> {
  const presented = await readToken(env, params.get("refresh_token") ?? "", "refresh");
  if (!presented.ok) throw new OAuthError("badRefresh");
  const { claims, record } = presented;
  if (record.client_id !== client.client_id || (tenantId && tenantId !== record.tenant_id))
    throw new OAuthError("badRefresh");
  const user = await userBy(env, record.tenant_id, "id", record.user_id);
  if (!user || !(await rotate(env, record.jti))) throw new OAuthError("badRefresh");
  const roleIds = String(claims.role_id ?? "")
    .split(",")
    .filter(Boolean);
  return issueTokens(env, { user, client, roleIds, sid: record.sid, userType });
}

/**
 * cloud-user "my info" actions for the signed-in user: phone verification codes (the sandbox
 * is the SMS gateway and answers `sandboxCode`), changing the phone, changing the password
 * with its own wrong-old-password lock (not the login lockout).
 */
import { PASSWORD_FAIL_LIMIT, PASSWORD_LOCK_MINUTES, SMS_RESEND_MS, SMS_TTL_MS } from "../../core/constants";
import type { RouteContext, SessionUser } from "../../core/env";
import { sha1Hex, sixDigitCode, uuid } from "../../core/crypto";
import { fail, failWith, ok, paramMissing, success } from "../../core/http";
import { readParams } from "../../core/request";
import { mobileError } from "../../core/mobile";
import { user } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

/** Wrong guesses a code survives before it is dead. */
const CODE_ATTEMPTS = 5;

export const PROFILE_ERRORS = {
  tooFrequent: "发送过于频繁，请稍后再试",
  badCode: "验证码错误或已过期",
  phoneTaken: "该手机号码已被使用",
  passwordMismatch: "两次输入的新密码不一致",
  badPasswordFormat: "密码格式不正确",
  wrongOldPassword: "原登录密码输入错误",
  passwordLocked: "[原登录密码]输入错误次数太多,请通过【忘记密码】重置密码!",
} as const;

async function sendCode(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  const params = await readParams(ctx.req, ctx.url);
  const phone = (params.get("phone") ?? "").trim();
  const invalid = mobileError(phone);
  if (invalid) return fail(invalid);
  const now = Date.now();
  const recent = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM sandbox_verify_code WHERE phone = ? AND created_at > ? LIMIT 1",
  )
    .bind(phone, now - SMS_RESEND_MS)
    .first<number>("hit");
  if (recent) return fail(PROFILE_ERRORS.tooFrequent);
  const code = sixDigitCode();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("DELETE FROM sandbox_verify_code WHERE expires_at <= ?").bind(now - SMS_RESEND_MS),
    ctx.env.DB.prepare(
      "INSERT INTO sandbox_verify_code (id, tenant_id, user_id, phone, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).bind(uuid(), user.tenantId, user.userId, phone, code, now, now + SMS_TTL_MS),
  ]);
  return ok({ phone, sandboxCode: code });
}

/**
 * The user's latest live code for `phone` when `code` matches it; a wrong guess counts against
 * that code (dead after 5). Codes are bound to the user who asked for them.
 */
async function matchingCode(ctx: RouteContext, user: SessionUser, phone: string, code: string): Promise<string | null> {
  if (!phone || !/^\d{6}$/.test(code)) return null;
  const row = await ctx.env.DB.prepare(
    `SELECT id, code, attempts FROM sandbox_verify_code WHERE tenant_id = ? AND user_id = ? AND phone = ? AND used = 0 AND expires_at > ?
     ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(user.tenantId, user.userId, phone, Date.now())
    .first<{ id: string; code: string; attempts: number }>();
  if (!row || row.attempts >= CODE_ATTEMPTS) return null;
  if (row.code !== code) {
    await ctx.env.DB.prepare("UPDATE sandbox_verify_code SET attempts = attempts + 1 WHERE id = ?").bind(row.id).run();
    return null;
  }
  return row.id;
}

function phoneAndCode(ctx: RouteContext): { phone: string; code: string } {
  const q = ctx.url.searchParams;
  return { phone: (q.get("phone") ?? "").trim(), code: (q.get("code") ?? "").trim() };
}

async function verifyCode(ctx: RouteContext): Promise<Response> {
  const { phone, code } = phoneAndCode(ctx);
  return (await matchingCode(ctx, ctx.user!, phone, code)) ? success() : fail(PROFILE_ERRORS.badCode);
}

async function updatePhone(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  const { phone, code } = phoneAndCode(ctx);
  const id = await matchingCode(ctx, user, phone, code);
  if (!id) return fail(PROFILE_ERRORS.badCode);
  const taken = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM blade_user WHERE tenant_id = ? AND phone = ? AND id <> ? AND is_deleted = 0 LIMIT 1",
  )
    .bind(user.tenantId, phone, user.userId)
    .first<number>("hit");
  if (taken) return fail(PROFILE_ERRORS.phoneTaken);
  const consumed = await ctx.env.DB.prepare("UPDATE sandbox_verify_code SET used = 1 WHERE id = ? AND used = 0")
    .bind(id)
    .run();
  // A concurrent request consumed the code first.
  if ((consumed.meta.changes ?? 0) !== 1) return fail(PROFILE_ERRORS.badCode);
  await ctx.env.DB.prepare(
    "UPDATE blade_user SET phone = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
  )
    .bind(phone, user.userId, Date.now(), user.userId, user.tenantId)
    .run();
  return success();
}

const MD5_HEX = /^[0-9a-f]{32}$/i;

function lockedAnswer(): Response {
  return failWith(PROFILE_ERRORS.passwordLocked, {
    errorCount: PASSWORD_FAIL_LIMIT,
    lockMinutes: PASSWORD_LOCK_MINUTES,
  });
}

/** Passwords arrive as md5(plain) hex, as the login sends them; the DB holds sha1(md5). */
async function updatePassword(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  const q = ctx.url.searchParams;
  for (const name of ["oldPassword", "newPassword", "newPassword1"])
    if (q.get(name) === null) return paramMissing(name);
  const oldPassword = q.get("oldPassword")!.trim().toLowerCase();
  const newPassword = q.get("newPassword")!.trim().toLowerCase();
  if (newPassword !== q.get("newPassword1")!.trim().toLowerCase()) return fail(PROFILE_ERRORS.passwordMismatch);
  if (!MD5_HEX.test(newPassword)) return fail(PROFILE_ERRORS.badPasswordFormat);

  const now = Date.now();
  const db = ctx.env.DB;
  const counter = await db
    .prepare("SELECT fail_count, locked_until FROM sandbox_password_fail WHERE tenant_id = ? AND user_id = ?")
    .bind(user.tenantId, user.userId)
    .first<{ fail_count: number; locked_until: number | null }>();
  if (counter?.locked_until && counter.locked_until > now) return lockedAnswer();

  const stored = await db
    .prepare("SELECT password FROM blade_user WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
    .bind(user.userId, user.tenantId)
    .first<string>("password");
  if (stored === null) return fail(PROFILE_ERRORS.wrongOldPassword);
  if (!MD5_HEX.test(oldPassword) || (await sha1Hex(oldPassword)) !== stored) {
    // An expired lock starts a fresh count.
    const count = (counter && !counter.locked_until ? counter.fail_count : 0) + 1;
    const locked = count >= PASSWORD_FAIL_LIMIT;
    await db
      .prepare(
        `INSERT INTO sandbox_password_fail (tenant_id, user_id, fail_count, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (tenant_id, user_id) DO UPDATE SET fail_count = excluded.fail_count, locked_until = excluded.locked_until`,
      )
      .bind(user.tenantId, user.userId, count, locked ? now + PASSWORD_LOCK_MINUTES * 60_000 : null)
      .run();
    return locked ? lockedAnswer() : fail(PROFILE_ERRORS.wrongOldPassword);
  }
  await db.batch([
    db
      .prepare("UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?")
      .bind(await sha1Hex(newPassword), user.userId, now, user.userId, user.tenantId),
    db
      .prepare("DELETE FROM sandbox_password_fail WHERE tenant_id = ? AND user_id = ?")
      .bind(user.tenantId, user.userId),
  ]);
  return success();
}

export default serveEach(user.profile, {
  sendVerificationCode: sendCode,
  verificationCodeVerify: verifyCode,
  updateUsrPhone: updatePhone,
  updateLoginPassword: updatePassword,
});

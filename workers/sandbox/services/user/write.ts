/**
 * cloud-user's writes for 用户管理: /submit (create, or update with an id), /update, /remove and
 * /reset-password, each within the caller's data scope (scope.ts, ADR 009). Passwords are
 * stored as sha1Hex(md5Hex(plain)), as the seed does.
 */
import { md5Hex } from "../../../../shared/md5";
import { sha1Hex } from "../../core/crypto";
import { insertRow, createdBy, updateIds } from "../../core/db";
import type { RouteContext, SandboxEnv } from "../../core/env";
import { fail, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { field, jsonBody, readParams, requiredIds } from "../../core/request";
import { loadUser, splitIds, USER_ERRORS, type UserRecord } from "./records";
import { manages, OUT_OF_SCOPE, userScope, type UserScope } from "./scope";
import { INIT_PASSWORD } from "./seed";

/** The columns a submit/update writes (password aside). */
type UserFields = Pick<
  UserRecord,
  "account" | "code" | "name" | "avatar" | "email" | "phone" | "birthday" | "sex" | "role_id" | "dept_id" | "post_id"
> & {
  user_type: number;
  real_name: string;
};

/** Parses `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` as GMT+8; null when malformed. */
function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? "0", m[5] ?? "0", m[6] ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
  const back = new Date(ms + 8 * 3600_000);
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  return ms;
}

/** All ids exist among the tenant's live rows of `table`. */
async function allExist(
  env: SandboxEnv,
  table: string,
  tenantId: string,
  ids: string[],
  live: boolean,
): Promise<boolean> {
  if (ids.length === 0) return true;
  const n = await env.DB.prepare(
    `SELECT COUNT(DISTINCT id) AS n FROM ${table} WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))${live ? " AND is_deleted = 0" : ""}`,
  )
    .bind(tenantId, JSON.stringify(ids))
    .first<number>("n");
  return n === ids.length;
}

/**
 * The body merged over `existing` (absent keys keep their value), checked. Returns the
 * fields or the first error message.
 */
async function checkedFields(
  env: SandboxEnv,
  tenantId: string,
  body: Record<string, unknown>,
  existing: UserRecord | null,
): Promise<UserFields | string> {
  const has = (key: string) => body[key] !== undefined;
  const text = (key: string, current: string | null | undefined): string =>
    has(key) ? (field(body, key) ?? "") : (current ?? "");

  const account = text("account", existing?.account);
  if (!account) return USER_ERRORS.accountRequired;
  if (account.length > 45) return USER_ERRORS.accountTooLong;
  const realName = text("realName", existing?.real_name);
  if (!realName) return USER_ERRORS.realNameRequired;
  if (realName.length > 45) return USER_ERRORS.realNameTooLong;
  const phone = text("phone", existing?.phone);
  if (phone && !/^\d{11}$/.test(phone)) return USER_ERRORS.badPhone;
  const email = text("email", existing?.email);
  if (email && (email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) return USER_ERRORS.badEmail;

  let sex = existing?.sex ?? null;
  if (has("sex")) {
    const raw = field(body, "sex") ?? "";
    if (raw === "" || raw === "-1") sex = null;
    else if (raw === "1" || raw === "2") sex = Number(raw);
    else return USER_ERRORS.badSex;
  }
  let userType = existing?.user_type ?? 1;
  if (has("userType")) {
    const raw = field(body, "userType") ?? "";
    if (raw === "" || raw === "-1") userType = existing?.user_type ?? 1;
    else if (["1", "2", "3"].includes(raw)) userType = Number(raw);
    else return USER_ERRORS.badUserType;
  }
  let birthday = existing?.birthday ?? null;
  if (has("birthday")) {
    const raw = field(body, "birthday") ?? "";
    if (raw === "") birthday = null;
    else {
      const parsed = parseDate(raw);
      if (parsed === null) return USER_ERRORS.badBirthday;
      birthday = parsed;
    }
  }

  const ids = (key: string, current: string | null | undefined) => splitIds(text(key, current));
  const roleIds = ids("roleId", existing?.role_id);
  const deptIds = ids("deptId", existing?.dept_id);
  const postIds = ids("postId", existing?.post_id);
  if (!(await allExist(env, "blade_role", tenantId, roleIds, true))) return USER_ERRORS.roleMissing;
  if (!(await allExist(env, "blade_dept", tenantId, deptIds, true))) return USER_ERRORS.deptMissing;
  if (!(await allExist(env, "blade_post", tenantId, postIds, false))) return USER_ERRORS.postMissing;

  const name = text("name", existing?.name) || realName;
  return {
    account,
    code: text("code", existing?.code).slice(0, 45) || null,
    user_type: userType,
    name,
    real_name: realName,
    avatar: text("avatar", existing?.avatar) || null,
    email: email || null,
    phone: phone || null,
    birthday,
    sex,
    role_id: roleIds.join(",") || null,
    dept_id: deptIds.join(",") || null,
    post_id: postIds.join(",") || null,
  };
}

/** A live user of the tenant holding `account` (other than `exceptId`) → taken; a deleted one is cleared away. */
async function accountTaken(
  env: SandboxEnv,
  tenantId: string,
  account: string,
  exceptId: string | null,
): Promise<boolean> {
  const { results } = await env.DB.prepare(
    "SELECT id, is_deleted FROM blade_user WHERE tenant_id = ? AND account = ? AND id != ?",
  )
    .bind(tenantId, account, exceptId ?? "")
    .all<{ id: string; is_deleted: number }>();
  if (results.some((r) => r.is_deleted === 0)) return true;
  // UNIQUE (tenant_id, account) also covers soft-deleted rows: a deleted account may be reused.
  for (const r of results)
    await env.DB.prepare("DELETE FROM blade_user WHERE id = ? AND is_deleted = 1").bind(r.id).run();
  return false;
}

async function update(ctx: RouteContext, body: Record<string, unknown>): Promise<Response> {
  const tenantId = ctx.user!.tenantId;
  const id = field(body, "id") ?? "";
  if (!id) return fail(USER_ERRORS.idRequired);
  const [existing, scope] = await Promise.all([loadUser(ctx.env, tenantId, id), userScope(ctx.env, ctx.user!)]);
  if (!existing) return fail(USER_ERRORS.notFound);
  if (!manages(scope, existing)) return fail(OUT_OF_SCOPE, 403);
  const fields = await checkedFields(ctx.env, tenantId, body, existing);
  if (typeof fields === "string") return fail(fields);
  if (!manages(scope, fields)) return fail(OUT_OF_SCOPE, 403);
  if (await accountTaken(ctx.env, tenantId, fields.account, id)) return fail(USER_ERRORS.accountTaken);
  const keys = Object.keys(fields) as (keyof UserFields)[];
  await ctx.env.DB.prepare(
    `UPDATE blade_user SET ${keys.map((k) => `${k} = ?`).join(", ")}, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?`,
  )
    .bind(...keys.map((k) => fields[k]), ctx.user!.userId, Date.now(), id, tenantId)
    .run();
  return success();
}

/** submit: create (JSON, plain password); with an id it updates like /update. */
export async function userSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  if (field(body, "id")) return update(ctx, body);
  const user = ctx.user!;
  const fields = await checkedFields(ctx.env, user.tenantId, body, null);
  if (typeof fields === "string") return fail(fields);
  if (!manages(await userScope(ctx.env, user), fields)) return fail(OUT_OF_SCOPE, 403);
  const password = typeof body.password === "string" ? body.password : "";
  if (!password) return fail(USER_ERRORS.passwordRequired);
  if (await accountTaken(ctx.env, user.tenantId, fields.account, null)) return fail(USER_ERRORS.accountTaken);
  const now = Date.now();
  const row: Record<string, unknown> = {
    id: newId(),
    tenant_id: user.tenantId,
    ...fields,
    password: await sha1Hex(md5Hex(password)),
    ...createdBy(user, now),
    status: 1,
    is_deleted: 0,
  };
  const inserted = await insertRow(ctx.env.DB, "blade_user", row).run();
  if (!inserted.meta.changes) return fail(USER_ERRORS.accountTaken);
  return success();
}

export async function userUpdate(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  return update(ctx, body);
}

/** Every live user among `ids` is one the caller manages (unknown ids are left to the statement). */
async function managesAll(ctx: RouteContext, ids: string[]): Promise<boolean> {
  const scope: UserScope = await userScope(ctx.env, ctx.user!);
  if (scope.all) return true;
  const { results } = await ctx.env.DB.prepare(
    "SELECT dept_id, role_id FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND id IN (SELECT value FROM json_each(?))",
  )
    .bind(ctx.user!.tenantId, JSON.stringify(ids))
    .all<{ dept_id: string | null; role_id: string | null }>();
  return results.every((target) => manages(scope, target));
}

export async function userRemove(ctx: RouteContext): Promise<Response> {
  const ids = requiredIds(await readParams(ctx.req, ctx.url), "ids");
  if (ids instanceof Response) return ids;
  const user = ctx.user!;
  if (ids.includes(user.userId)) return fail(USER_ERRORS.removeSelf);
  if (!(await managesAll(ctx, ids))) return fail(OUT_OF_SCOPE, 403);
  await updateIds(
    ctx.env.DB,
    "blade_user",
    { is_deleted: 1, update_user: user.userId, update_time: Date.now() },
    user.tenantId,
    ids,
  ).run();
  return success();
}

/** Back to account.initPassword (123456); the accounts' login lockouts are lifted too. */
export async function resetPassword(ctx: RouteContext): Promise<Response> {
  const ids = requiredIds(await readParams(ctx.req, ctx.url), "userIds");
  if (ids instanceof Response) return ids;
  if (!(await managesAll(ctx, ids))) return fail(OUT_OF_SCOPE, 403);
  const tenantId = ctx.user!.tenantId;
  const list = JSON.stringify(ids);
  const db = ctx.env.DB;
  await db.batch([
    db
      .prepare(
        `DELETE FROM sandbox_login_fail WHERE tenant_id = ? AND account IN
       (SELECT account FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND id IN (SELECT value FROM json_each(?)))`,
      )
      .bind(tenantId, tenantId, list),
    db
      .prepare("DELETE FROM sandbox_password_fail WHERE tenant_id = ? AND user_id IN (SELECT value FROM json_each(?))")
      .bind(tenantId, list),
    db
      .prepare(
        "UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0 AND id IN (SELECT value FROM json_each(?))",
      )
      .bind(await sha1Hex(md5Hex(INIT_PASSWORD)), ctx.user!.userId, Date.now(), tenantId, list),
  ]);
  return success();
}

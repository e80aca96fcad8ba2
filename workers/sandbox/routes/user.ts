/**
 * cloud-user (BladeX ≤3.x layout): the current user (/info, /detailInfo) and 用户管理
 * (/page, /detail, /submit, /update, /remove, /reset-password), all as UserVO and never
 * with a password. Passwords are stored as sha1Hex(md5Hex(plain)), as the seed does.
 */
import { md5Hex } from "../../../app/lib/md5";
import type { Route, RouteContext, SandboxEnv } from "../env";
import { fail, formatDate, num, ok, page, paging, paramMissing, readParams, sha1Hex, str, success } from "../http";
import { LIKE, field, idList, jsonBody, likeArg, newId, orderBy, parseDate, unreadable } from "../org-common";
import { subtree } from "../org-dept";
import { INIT_PASSWORD } from "../seed-org";
import { manages, OUT_OF_SCOPE, sees, seenCondition, userScope, type UserScope } from "../user-scope";

interface UserRecord {
  id: string;
  tenant_id: string;
  code: string | null;
  user_type: number | null;
  account: string;
  name: string | null;
  real_name: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: number | null;
  sex: number | null;
  role_id: string | null;
  dept_id: string | null;
  post_id: string | null;
  create_user: string | null;
  create_dept: string | null;
  create_time: number | null;
  update_user: string | null;
  update_time: number | null;
  status: number;
  is_deleted: number;
  tenant_name: string | null;
}

const USER_TYPES: Record<number, string> = { 1: "WEB", 2: "APP", 3: "OTHER" };
const SEXES: Record<number, string> = { 1: "男", 2: "女" };

export const USER_ERRORS = {
  accountRequired: "账号不能为空",
  accountTooLong: "账号长度不能超过45个字符",
  accountTaken: "当前用户已存在!",
  passwordRequired: "密码不能为空",
  realNameRequired: "姓名不能为空",
  realNameTooLong: "姓名长度不能超过45个字符",
  badPhone: "手机号码格式不正确",
  badEmail: "邮箱格式不正确",
  badSex: "性别不正确",
  badUserType: "用户平台不正确",
  badBirthday: "生日格式不正确",
  roleMissing: "角色不存在",
  deptMissing: "部门不存在",
  postMissing: "岗位不存在",
  idRequired: "用户ID不能为空",
  notFound: "用户不存在",
  removeSelf: "不能删除当前登录用户!",
} as const;

const splitIds = (ids: string | null): string[] => (ids ?? "").split(",").map((s) => s.trim()).filter(Boolean);

/** id → name for the given tables, one query each. */
async function nameMaps(env: SandboxEnv, records: UserRecord[]) {
  const load = async (table: string, column: string, key: "role_id" | "dept_id" | "post_id") => {
    const ids = [...new Set(records.flatMap((r) => splitIds(r[key])))];
    if (ids.length === 0) return new Map<string, string>();
    const { results } = await env.DB.prepare(`SELECT id, ${column} AS name FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`)
      .bind(JSON.stringify(ids))
      .all<{ id: string; name: string | null }>();
    return new Map(results.map((r) => [r.id, str(r.name)]));
  };
  const [role, dept, post] = await Promise.all([
    load("blade_role", "role_name", "role_id"),
    load("blade_dept", "dept_name", "dept_id"),
    load("blade_post", "post_name", "post_id"),
  ]);
  return { role, dept, post };
}

const joinNames = (ids: string | null, names: Map<string, string>) => splitIds(ids).flatMap((id) => names.get(id) ?? []).join(",");

/** UserVO: BaseEntity, TenantEntity, User fields, then the VO's names. `password` never leaves. */
function toVO(u: UserRecord, maps: Awaited<ReturnType<typeof nameMaps>>): Record<string, unknown> {
  return {
    id: u.id,
    createUser: str(u.create_user),
    createDept: str(u.create_dept),
    createTime: formatDate(u.create_time),
    updateUser: str(u.update_user),
    updateTime: formatDate(u.update_time),
    status: u.status,
    isDeleted: u.is_deleted,
    tenantId: u.tenant_id,
    code: str(u.code),
    userType: num(u.user_type),
    account: u.account,
    name: str(u.name),
    realName: str(u.real_name),
    avatar: str(u.avatar),
    email: str(u.email),
    phone: str(u.phone),
    birthday: formatDate(u.birthday),
    sex: num(u.sex),
    roleId: str(u.role_id),
    deptId: str(u.dept_id),
    postId: str(u.post_id),
    tenantName: str(u.tenant_name),
    userTypeName: u.user_type ? (USER_TYPES[u.user_type] ?? "") : "",
    roleName: joinNames(u.role_id, maps.role),
    deptName: joinNames(u.dept_id, maps.dept),
    postName: joinNames(u.post_id, maps.post),
    sexName: u.sex ? (SEXES[u.sex] ?? "") : "",
    userExt: {},
  };
}

const SELECT = `SELECT u.id, u.tenant_id, u.code, u.user_type, u.account, u.name, u.real_name, u.avatar, u.email, u.phone, u.birthday,
  u.sex, u.role_id, u.dept_id, u.post_id, u.create_user, u.create_dept, u.create_time, u.update_user, u.update_time, u.status,
  u.is_deleted, t.tenant_name FROM blade_user u LEFT JOIN blade_tenant t ON t.tenant_id = u.tenant_id`;

export async function userVO(env: SandboxEnv, tenantId: string, id: string): Promise<Record<string, unknown> | null> {
  const u = await env.DB.prepare(`${SELECT} WHERE u.id = ? AND u.tenant_id = ? AND u.is_deleted = 0`).bind(id, tenantId).first<UserRecord>();
  if (!u) return null;
  return toVO(u, await nameMaps(env, [u]));
}

async function info(ctx: RouteContext): Promise<Response> {
  return ok(await userVO(ctx.env, ctx.user!.tenantId, ctx.user!.userId));
}

/** detailInfo: the user named by `id` (the console passes the caller's id); no id → R.data(null). */
async function detailInfo(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  return ok(id ? await userVO(ctx.env, ctx.user!.tenantId, id) : null);
}

/** detail: a user of the caller's tenant by `id` (inside the caller's data scope); without id, the caller. */
async function detail(ctx: RouteContext): Promise<Response> {
  const id = (ctx.url.searchParams.get("id") ?? "").trim() || ctx.user!.userId;
  if (id !== ctx.user!.userId) {
    const target = await loadUser(ctx.env, ctx.user!.tenantId, id);
    if (target && !sees(await userScope(ctx.env, ctx.user!), target)) return fail(OUT_OF_SCOPE, 403);
  }
  return ok(await userVO(ctx.env, ctx.user!.tenantId, id));
}

const SORTS = { account: "u.account", realName: "u.real_name", createTime: "u.create_time" };

async function userPage(ctx: RouteContext): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const q = ctx.url.searchParams;
  const tenantId = ctx.user!.tenantId;
  let where = "WHERE u.tenant_id = ? AND u.is_deleted = 0";
  const binds: unknown[] = [tenantId];
  // Data scope: only users with a department inside the caller's subtree.
  const seen = seenCondition(await userScope(ctx.env, ctx.user!));
  if (seen) {
    where += ` AND ${seen.sql}`;
    binds.push(seen.bind);
  }
  for (const [param, column] of [["account", "u.account"], ["realName", "u.real_name"], ["phone", "u.phone"]] as const) {
    const value = (q.get(param) ?? "").trim();
    if (value) {
      where += ` AND ${column} ${LIKE}`;
      binds.push(likeArg(value));
    }
  }
  const deptId = (q.get("deptId") ?? "").trim();
  if (deptId) {
    const { results } = await ctx.env.DB.prepare("SELECT id, parent_id FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0")
      .bind(tenantId)
      .all<{ id: string; parent_id: string }>();
    where += " AND EXISTS (SELECT 1 FROM json_each(?) j WHERE (',' || u.dept_id || ',') LIKE ('%,' || j.value || ',%'))";
    binds.push(JSON.stringify([...subtree(results, deptId)]));
  }
  const roleId = (q.get("roleId") ?? "").trim();
  if (roleId) {
    where += " AND (',' || u.role_id || ',') LIKE ?";
    binds.push(`%,${roleId.replace(/[,%_\\]/g, "")},%`);
  }
  const total = (await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM blade_user u ${where}`).bind(...binds).first<number>("n")) ?? 0;
  const { results } = await ctx.env.DB.prepare(`${SELECT} ${where} ORDER BY ${orderBy(ctx.url, SORTS, "u.create_time DESC, u.id")} LIMIT ? OFFSET ?`)
    .bind(...binds, size, offset)
    .all<UserRecord>();
  const maps = await nameMaps(ctx.env, results);
  return ok(page(results.map((u) => toVO(u, maps)), total, current, size));
}

/** The columns a submit/update writes (password aside). */
interface UserFields {
  account: string;
  code: string | null;
  user_type: number;
  name: string | null;
  real_name: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: number | null;
  sex: number | null;
  role_id: string | null;
  dept_id: string | null;
  post_id: string | null;
}

/** All ids exist among the tenant's live rows of `table`. */
async function allExist(env: SandboxEnv, table: string, tenantId: string, ids: string[], live: boolean): Promise<boolean> {
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
  const text = (key: string, current: string | null | undefined): string => (has(key) ? (field(body, key) ?? "") : (current ?? ""));

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
async function accountTaken(env: SandboxEnv, tenantId: string, account: string, exceptId: string | null): Promise<boolean> {
  const { results } = await env.DB.prepare("SELECT id, is_deleted FROM blade_user WHERE tenant_id = ? AND account = ? AND id != ?")
    .bind(tenantId, account, exceptId ?? "")
    .all<{ id: string; is_deleted: number }>();
  if (results.some((r) => r.is_deleted === 0)) return true;
  // UNIQUE (tenant_id, account) also covers soft-deleted rows: a deleted account may be reused.
  for (const r of results) await env.DB.prepare("DELETE FROM blade_user WHERE id = ? AND is_deleted = 1").bind(r.id).run();
  return false;
}

async function loadUser(env: SandboxEnv, tenantId: string, id: string): Promise<UserRecord | null> {
  return env.DB.prepare(`${SELECT} WHERE u.id = ? AND u.tenant_id = ? AND u.is_deleted = 0`).bind(id, tenantId).first<UserRecord>();
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
async function userSubmit(ctx: RouteContext): Promise<Response> {
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
    create_user: user.userId,
    create_dept: user.deptId || null,
    create_time: now,
    update_user: user.userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  const keys = Object.keys(row);
  const inserted = await ctx.env.DB.prepare(`INSERT OR IGNORE INTO blade_user (${keys.join(", ")}) VALUES (${keys.map(() => "?").join(", ")})`)
    .bind(...keys.map((k) => row[k] ?? null))
    .run();
  if (!inserted.meta.changes) return fail(USER_ERRORS.accountTaken);
  return success();
}

async function userUpdate(ctx: RouteContext): Promise<Response> {
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

async function userRemove(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const raw = params.get("ids");
  if (raw === null) return paramMissing("ids");
  const ids = idList(raw);
  if (ids.length === 0) return paramMissing("ids");
  const user = ctx.user!;
  if (ids.includes(user.userId)) return fail(USER_ERRORS.removeSelf);
  if (!(await managesAll(ctx, ids))) return fail(OUT_OF_SCOPE, 403);
  await ctx.env.DB.prepare(
    "UPDATE blade_user SET is_deleted = 1, update_user = ?, update_time = ? WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))",
  )
    .bind(user.userId, Date.now(), user.tenantId, JSON.stringify(ids))
    .run();
  return success();
}

/** Back to account.initPassword (123456); the accounts' login lockouts are lifted too. */
async function resetPassword(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const raw = params.get("userIds");
  if (raw === null) return paramMissing("userIds");
  const ids = idList(raw);
  if (ids.length === 0) return paramMissing("userIds");
  if (!(await managesAll(ctx, ids))) return fail(OUT_OF_SCOPE, 403);
  const tenantId = ctx.user!.tenantId;
  const list = JSON.stringify(ids);
  const db = ctx.env.DB;
  await db.batch([
    db.prepare(
      `DELETE FROM sandbox_login_fail WHERE tenant_id = ? AND account IN
       (SELECT account FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND id IN (SELECT value FROM json_each(?)))`,
    ).bind(tenantId, tenantId, list),
    db.prepare("DELETE FROM sandbox_password_fail WHERE tenant_id = ? AND user_id IN (SELECT value FROM json_each(?))").bind(tenantId, list),
    db.prepare(
      "UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0 AND id IN (SELECT value FROM json_each(?))",
    ).bind(await sha1Hex(md5Hex(INIT_PASSWORD)), ctx.user!.userId, Date.now(), tenantId, list),
  ]);
  return success();
}

const USER = "/api/cloud-user";

export const userRoutes: Route[] = [
  { methods: ["GET"], path: `${USER}/info`, handler: info },
  { methods: ["GET"], path: `${USER}/detailInfo`, handler: detailInfo },
  { methods: ["GET"], path: `${USER}/detail`, handler: detail },
  { methods: ["GET"], path: `${USER}/page`, handler: userPage },
  { methods: ["POST"], path: `${USER}/submit`, handler: userSubmit },
  { methods: ["POST"], path: `${USER}/update`, handler: userUpdate },
  { methods: ["POST"], path: `${USER}/remove`, handler: userRemove },
  { methods: ["POST"], path: `${USER}/reset-password`, handler: resetPassword },
];

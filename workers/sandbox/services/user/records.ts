/**
 * 用户管理's records as the sandbox stores and serves them: the row, the UserVO (never with a
 * password), the shared SELECT and the messages of cloud-user. Used by the read and write routes.
 */
import type { UserWire } from "../../../../shared/contract/index.ts";
import type { SandboxEnv } from "../../core/env";
import { formatDate, num, str } from "../../core/http";

export interface UserRecord {
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

/** A comma-joined id column (role_id, dept_id, post_id) as its ids. */
export const splitIds = (ids: string | null | undefined): string[] =>
  (ids ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** id → name for the given tables, one query each. */
export async function nameMaps(env: SandboxEnv, records: UserRecord[]) {
  const load = async (table: string, column: string, key: "role_id" | "dept_id" | "post_id") => {
    const ids = [...new Set(records.flatMap((r) => splitIds(r[key])))];
    if (ids.length === 0) return new Map<string, string>();
    const { results } = await env.DB.prepare(
      `SELECT id, ${column} AS name FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`,
    )
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

const joinNames = (ids: string | null, names: Map<string, string>) =>
  splitIds(ids)
    .flatMap((id) => names.get(id) ?? [])
    .join(",");

/** UserVO: BaseEntity, TenantEntity, User fields, then the VO's names. `password` never leaves. */
export function toVO(u: UserRecord, maps: Awaited<ReturnType<typeof nameMaps>>): UserWire {
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

export const SELECT = `SELECT u.id, u.tenant_id, u.code, u.user_type, u.account, u.name, u.real_name, u.avatar, u.email, u.phone, u.birthday,
  u.sex, u.role_id, u.dept_id, u.post_id, u.create_user, u.create_dept, u.create_time, u.update_user, u.update_time, u.status,
  u.is_deleted, t.tenant_name FROM blade_user u LEFT JOIN blade_tenant t ON t.tenant_id = u.tenant_id`;

export async function userVO(env: SandboxEnv, tenantId: string, id: string): Promise<Record<string, unknown> | null> {
  const u = await env.DB.prepare(`${SELECT} WHERE u.id = ? AND u.tenant_id = ? AND u.is_deleted = 0`)
    .bind(id, tenantId)
    .first<UserRecord>();
  if (!u) return null;
  return toVO(u, await nameMaps(env, [u]));
}

export async function loadUser(env: SandboxEnv, tenantId: string, id: string): Promise<UserRecord | null> {
  return env.DB.prepare(`${SELECT} WHERE u.id = ? AND u.tenant_id = ? AND u.is_deleted = 0`)
    .bind(id, tenantId)
    .first<UserRecord>();
}

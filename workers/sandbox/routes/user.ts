/** cloud-user (BladeX ≤3.x layout): the current user and a user's detail, as UserVO. */
import type { Route, RouteContext, SandboxEnv } from "../env";
import { formatDate, num, ok, str } from "../http";

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

async function names(env: SandboxEnv, table: string, column: string, ids: string | null): Promise<string> {
  const list = (ids ?? "").split(",").filter(Boolean);
  if (list.length === 0) return "";
  const { results } = await env.DB.prepare(`SELECT id, ${column} AS name FROM ${table} WHERE id IN (${list.map(() => "?").join(",")})`)
    .bind(...list)
    .all<{ id: string; name: string }>();
  const byId = new Map(results.map((r) => [r.id, r.name]));
  return list.flatMap((id) => byId.get(id) ?? []).join(",");
}

/** UserVO: BaseEntity, TenantEntity, User fields, then the VO's names. `password` never leaves. */
export async function userVO(env: SandboxEnv, tenantId: string, id: string): Promise<Record<string, unknown> | null> {
  const u = await env.DB.prepare(
    `SELECT u.*, t.tenant_name FROM blade_user u LEFT JOIN blade_tenant t ON t.tenant_id = u.tenant_id
     WHERE u.id = ? AND u.tenant_id = ? AND u.is_deleted = 0`,
  )
    .bind(id, tenantId)
    .first<UserRecord>();
  if (!u) return null;
  const [roleName, deptName, postName] = await Promise.all([
    names(env, "blade_role", "role_name", u.role_id),
    names(env, "blade_dept", "dept_name", u.dept_id),
    names(env, "blade_post", "post_name", u.post_id),
  ]);
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
    roleName,
    deptName,
    postName,
    sexName: u.sex ? (SEXES[u.sex] ?? "") : "",
    userExt: {},
  };
}

async function info(ctx: RouteContext): Promise<Response> {
  return ok(await userVO(ctx.env, ctx.user!.tenantId, ctx.user!.userId));
}

async function detail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  return ok(id ? await userVO(ctx.env, ctx.user!.tenantId, id) : null);
}

export const userRoutes: Route[] = [
  { methods: ["GET"], path: "/api/cloud-user/info", handler: info },
  { methods: ["GET"], path: "/api/cloud-user/detailInfo", handler: detail },
  { methods: ["GET"], path: "/api/cloud-user/detail", handler: detail },
];

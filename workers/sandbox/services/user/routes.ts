/**
 * cloud-user (BladeX ≤3.x layout): the current user (/info, /detailInfo) and 用户管理's reads
 * (/page, /detail) within the caller's data scope; the writes are in write.ts. All as
 * UserVO, never with a password.
 */
import type { RouteContext } from "../../core/env";
import { user } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fail, ok } from "../../core/http";
import { partnerScope } from "../../core/partner-scope";
import { likeFilters, orderBy, readPage } from "../../core/query";
import { subtree } from "../../core/tree";
import { loadUser, nameMaps, SELECT, toVO, type UserRecord, userVO } from "./records";
import { OUT_OF_SCOPE, sees, seenCondition, userScope } from "./scope";
import { resetPassword, userRemove, userSubmit, userUpdate } from "./write";

async function info(ctx: RouteContext): Promise<Response> {
  return ok(await userVO(ctx.env, ctx.user!.tenantId, ctx.user!.userId));
}

/**
 * detailInfo: the user named by `id` (the console passes the caller's id); no id → R.data(null).
 * The caller's own record also names the agent or merchant the account operates (agentId,
 * merchantId; "" for platform staff), the root of its partner data scope (ADR 016).
 */
async function detailInfo(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (!id) return ok(null);
  const vo = await userVO(ctx.env, ctx.user!.tenantId, id);
  if (!vo || id !== ctx.user!.userId) return ok(vo);
  const scope = await partnerScope(ctx);
  return ok({
    ...vo,
    agentId: scope.kind === "agent" ? scope.agentId : "",
    merchantId: scope.kind === "merchant" ? scope.merchantId : "",
  });
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
  const names = likeFilters(q, { account: "u.account", realName: "u.real_name", phone: "u.phone" });
  where += names.sql;
  binds.push(...names.binds);
  const deptId = (q.get("deptId") ?? "").trim();
  if (deptId) {
    const { results } = await ctx.env.DB.prepare(
      "SELECT id, parent_id FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0",
    )
      .bind(tenantId)
      .all<{ id: string; parent_id: string }>();
    where +=
      " AND EXISTS (SELECT 1 FROM json_each(?) j WHERE (',' || u.dept_id || ',') LIKE ('%,' || j.value || ',%'))";
    binds.push(JSON.stringify([...subtree(results, deptId)]));
  }
  const roleId = (q.get("roleId") ?? "").trim();
  if (roleId) {
    where += " AND (',' || u.role_id || ',') LIKE ?";
    binds.push(`%,${roleId.replace(/[,%_\\]/g, "")},%`);
  }
  const rows = `${SELECT} ${where} ORDER BY ${orderBy(ctx.url, SORTS, "u.create_time DESC, u.id")}`;
  return readPage<UserRecord>(
    ctx,
    { count: `SELECT COUNT(*) AS n FROM blade_user u ${where}`, rows, binds },
    async (users) => {
      const maps = await nameMaps(ctx.env, users);
      return users.map((u) => toVO(u, maps));
    },
  );
}

export default serveEach(user, {
  info,
  detailInfo,
  detail,
  page: userPage,
  submit: userSubmit,
  update: userUpdate,
  remove: userRemove,
  resetPassword,
});

/**
 * POST reconError/assign (指派, button recon_error_assign, issue 34): open differences (comma-joined
 * `ids`, at most 100) of the caller's tenant to a user of the tenant (`userId`) who may handle
 * them: not deleted, not disabled or locked out, holding recon_error_edit. One D1 batch: a 处理记录
 * row per difference (result `assign`, the assignee before and after), then one UPDATE guarded by
 * state = 0 that must change every difference asked (cloud_recon_guard), so a difference handled
 * meanwhile refuses the whole 指派 and nothing is written.
 */
import { type RouteContext, operatorName } from "../../core/env";
import { fail, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { platformOnly } from "../../core/partner-scope";
import { NO_PERMISSION, requireCode } from "../../core/permission";
import { field, jsonBody } from "../../core/request";
import { ALREADY_HANDLED } from "./error-handle";
import { userNameSql } from "./error-row";

export const ASSIGN_MAX = 100;
/** The button a user must hold to be assigned a difference: the one 处理 needs. */
export const HANDLE_CODE = "recon_error_edit";

const DIGITS = /^\d{1,32}$/;

interface Assignee {
  id: string;
  name: string;
  role_id: string | null;
  status: number;
  locked: number;
}

/** The ids asked, each once; null when one is not a number or there are none or too many. */
function idsOf(raw: string): string[] | null {
  const ids = [...new Set(raw.split(",").map((s) => s.trim()))].filter(Boolean);
  if (ids.length === 0 || ids.length > ASSIGN_MAX || !ids.every((id) => DIGITS.test(id))) return null;
  return ids;
}

/** The user of the caller's tenant, not deleted, with their name and whether a sign-in lockout holds now. */
function findAssignee(ctx: RouteContext, userId: string, now: number): Promise<Assignee | null> {
  return ctx.env.DB.prepare(
    `SELECT u.id, ${userNameSql("u")} AS name, u.role_id, u.status,
       EXISTS (SELECT 1 FROM sandbox_login_fail f WHERE f.tenant_id = u.tenant_id AND f.account = u.account AND f.locked_until > ?3) AS locked
     FROM blade_user u WHERE u.id = ?1 AND u.tenant_id = ?2 AND u.is_deleted = 0`,
  )
    .bind(userId, ctx.user!.tenantId, now)
    .first<Assignee>();
}

/** Whether one of the user's roles (comma-joined role_id) is granted the button `code`. */
async function mayHandle(ctx: RouteContext, roleIds: string | null, code: string): Promise<boolean> {
  const roles = (roleIds ?? "").split(",").filter(Boolean);
  if (roles.length === 0) return false;
  const hit = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
     JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0
     WHERE m.code = ? AND rm.role_id IN (SELECT value FROM json_each(?)) LIMIT 1`,
  )
    .bind(code, JSON.stringify(roles))
    .first<number>("hit");
  return hit === 1;
}

export async function errorAssign(ctx: RouteContext): Promise<Response> {
  const refused = (await requireCode(ctx, "recon_error_assign")) ?? (await platformOnly(ctx, NO_PERMISSION));
  if (refused) return refused;
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const ids = idsOf(field(body, "ids") ?? "");
  if (!ids) return fail(`请选择要指派的差错（最多${ASSIGN_MAX}条）`);
  const userId = field(body, "userId") ?? "";
  if (!DIGITS.test(userId)) return fail("请选择指派给谁");
  const now = Date.now();
  const assignee = await findAssignee(ctx, userId, now);
  if (!assignee) return fail("指派的用户不存在");
  if (assignee.status !== 1 || assignee.locked) return fail("该用户已停用或被锁定，不能指派");
  if (!(await mayHandle(ctx, assignee.role_id, HANDLE_CODE))) return fail("该用户没有差错处理权限，不能指派");

  const db = ctx.env.DB;
  const tenantId = ctx.user!.tenantId;
  const list = JSON.stringify(ids);
  const open = await db
    .prepare(
      "SELECT COUNT(*) AS n, SUM(state = 0) AS o FROM cloud_recon_error WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))",
    )
    .bind(tenantId, list)
    .first<{ n: number; o: number | null }>();
  if ((open?.n ?? 0) < ids.length) return fail("差错不存在");
  if ((open?.o ?? 0) < ids.length) return fail(ALREADY_HANDLED);

  const operator = operatorName(ctx.user!);
  try {
    await db.batch([
      ...ids.map((id) =>
        db
          .prepare(
            `INSERT INTO cloud_recon_error_log (id, tenant_id, error_id, result, channel_action, remark, before_state, after_state, operator_id, operator_name, create_time)
             SELECT ?1, e.tenant_id, e.id, 'assign', NULL, ?2, json_object('assigneeName', COALESCE(${userNameSql("au")}, '')),
               json_object('assigneeName', ?3), ?4, ?5, ?6
             FROM cloud_recon_error e LEFT JOIN blade_user au ON au.id = e.assignee_id WHERE e.id = ?7 AND e.tenant_id = ?8 AND e.state = 0`,
          )
          .bind(newId(), `指派给${assignee.name}`, assignee.name, ctx.user!.userId, operator, now, id, tenantId),
      ),
      db
        .prepare(
          "UPDATE cloud_recon_error SET assignee_id = ? WHERE tenant_id = ? AND state = 0 AND id IN (SELECT value FROM json_each(?))",
        )
        .bind(assignee.id, tenantId, list),
      db.prepare("INSERT INTO cloud_recon_guard (ok) VALUES (changes() = ?)").bind(ids.length),
      db.prepare("DELETE FROM cloud_recon_guard"),
    ]);
  } catch {
    // The guard aborted the batch: a difference was handled meanwhile; nothing was written.
    return fail(ALREADY_HANDLED);
  }
  return success();
}

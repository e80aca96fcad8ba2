/**
 * 平台公告 (ADR 024): the platform administrators' announcements to departments.
 * - GET msg/platformInfo/page (createDept, title, startTime, endTime; paged) and msg/platformInfo/detail?id=:
 *   the announcements of departments in the operator's scope, newest first.
 * - POST platformInfo/batch-submit {title, content, deptIds}: one announcement per department
 *   (its createDept), each delivered at once to the users of that department's subtree as a
 *   personal 系统消息; a department outside the operator's scope refuses the whole batch.
 * - POST platformInfo/submit {id, title, content}: edits one nobody has read yet (its messages too).
 * - POST platformInfo/remove?ids=: withdraws announcements with the messages they delivered.
 * Each write needs its button (platform_info_add, _edit, _delete: @PreAuth, core/permission.ts).
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { msgCenter, type PlatformInfoWire } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fail, formatDate, ok, parseDateTime, str, success } from "../../core/http";
import { newId } from "../../core/ids";
import { marks, readListPage, Where } from "../../core/query";
import { requireCode, bodyBehind } from "../../core/permission";
import { field, idArray, removeIds } from "../../core/request";
import { deliveryStatements, type DeptScope, deptScope, recipientsByTarget } from "./platform-delivery";
import { textProblem } from "./sys-notice-publish";

interface InfoRow {
  id: string;
  tenant_id: string;
  batch_id: string;
  create_dept: string;
  dept_name: string | null;
  title: string;
  content: string;
  create_user: string;
  sender: string | null;
  create_time: number;
  update_time: number;
  receivers: number;
  readers: number;
}

const infoVO = (r: InfoRow): PlatformInfoWire => ({
  id: r.id,
  tenantId: r.tenant_id,
  batchId: r.batch_id,
  title: r.title,
  content: r.content,
  createDept: r.create_dept,
  createDeptName: str(r.dept_name),
  createUser: r.create_user,
  sender: str(r.sender),
  createTime: formatDate(r.create_time),
  updateTime: formatDate(r.update_time),
  receiverCount: r.receivers,
  readCount: r.readers,
});

/** Most departments one batch may name. */
const MAX_TARGETS = 50;

const SELECT = `SELECT p.*, d.dept_name,
  (SELECT COUNT(*) FROM cloud_msg m WHERE m.platform_info_id = p.id) AS receivers,
  (SELECT COUNT(*) FROM cloud_msg m WHERE m.platform_info_id = p.id AND m.is_read = 1) AS readers
  FROM cloud_platform_info p LEFT JOIN blade_dept d ON d.id = p.create_dept AND d.tenant_id = p.tenant_id`;

/** The operator's announcements: live, of their tenant, of a department in their scope. */
const SCOPED = "p.tenant_id = ? AND p.is_deleted = 0 AND p.create_dept IN (SELECT value FROM json_each(?))";

const scopeBinds = (ctx: RouteContext, scope: DeptScope) => [ctx.user!.tenantId, JSON.stringify([...scope.held])];

async function infoPage(ctx: RouteContext): Promise<Response> {
  const scope = await deptScope(ctx);
  const q = ctx.url.searchParams;
  const where = new Where(SCOPED, ...scopeBinds(ctx, scope))
    .equal("p.create_dept", q.get("createDept"))
    .like("p.title", q.get("title"));
  const from = parseDateTime(q.get("startTime"));
  const to = parseDateTime(q.get("endTime"), true);
  if (from !== null) where.add("p.create_time >= ?", from);
  if (to !== null) where.add("p.create_time <= ?", to);
  const order = "p.create_time DESC, p.id DESC";
  return readListPage<InfoRow>(ctx, { from: "cloud_platform_info p", rows: SELECT, where, order }, (rows) =>
    rows.map(infoVO),
  );
}

async function findInfo(ctx: RouteContext, scope: DeptScope, id: string): Promise<InfoRow | null> {
  return ctx.env.DB.prepare(`${SELECT} WHERE p.id = ? AND ${SCOPED}`)
    .bind(id, ...scopeBinds(ctx, scope))
    .first<InfoRow>();
}

async function infoDetail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (!id) return ok(null);
  const row = await findInfo(ctx, await deptScope(ctx), id);
  return ok(row ? infoVO(row) : null);
}

/** A department the batch may not reach: its words, or null when every one is in scope. */
function targetProblem(scope: DeptScope, targets: string[]): string | null {
  if (targets.length === 0) return "请选择接收部门";
  if (targets.length > MAX_TARGETS) return `接收部门不能超过${MAX_TARGETS}个`;
  for (const id of targets) {
    const dept = scope.depts.get(id);
    if (!dept) return "接收部门不存在";
    if (!scope.held.has(id)) return `无权向部门「${dept.dept_name}」发布公告`;
  }
  return null;
}

async function batchSubmit(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "platform_info_add");
  if (body instanceof Response) return body;
  const title = field(body, "title") ?? "";
  const content = field(body, "content") ?? "";
  const problem = textProblem(title, content);
  if (problem) return fail(problem);
  const scope = await deptScope(ctx);
  const targets = idArray(body.deptIds);
  const outside = targetProblem(scope, targets);
  if (outside) return fail(outside);
  const user = ctx.user!;
  const batch = newId();
  const time = Date.now();
  const sender = operatorName(user);
  const recipients = await recipientsByTarget(ctx, scope, targets);
  const db = ctx.env.DB;
  const statements: D1PreparedStatement[] = [];
  targets.forEach((dept, i) => {
    const infoId = `${batch.slice(0, -2)}${String(i).padStart(2, "0")}`;
    statements.push(
      db
        .prepare(
          "INSERT INTO cloud_platform_info (id, tenant_id, batch_id, create_dept, title, content, create_user, sender, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(infoId, user.tenantId, batch, dept, title, content, user.userId, sender, time, time),
      ...deliveryStatements(ctx, recipients.get(dept) ?? [], { infoId, title, content, sender, time }),
    );
  });
  await db.batch(statements);
  return success();
}

async function infoSubmit(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "platform_info_edit");
  if (body instanceof Response) return body;
  const id = field(body, "id");
  if (!id) return fail("新增公告请选择接收部门后发布");
  const title = field(body, "title") ?? "";
  const content = field(body, "content") ?? "";
  const problem = textProblem(title, content);
  if (problem) return fail(problem);
  const row = await findInfo(ctx, await deptScope(ctx), id);
  if (!row) return fail("公告不存在或无权操作");
  if (row.readers > 0) return fail("公告已有人阅读，不能修改");
  const db = ctx.env.DB;
  await db.batch([
    db
      .prepare("UPDATE cloud_platform_info SET title = ?, content = ?, update_time = ? WHERE id = ?")
      .bind(title, content, Date.now(), id),
    db.prepare("UPDATE cloud_msg SET title = ?, content = ? WHERE platform_info_id = ?").bind(title, content, id),
  ]);
  return success();
}

async function infoRemove(ctx: RouteContext): Promise<Response> {
  const ids = (await requireCode(ctx, "platform_info_delete")) ?? (await removeIds(ctx));
  if (ids instanceof Response) return ids;
  const scope = await deptScope(ctx);
  const { results } = await ctx.env.DB.prepare(
    `SELECT p.id FROM cloud_platform_info p WHERE p.id IN (${marks(ids.length)}) AND ${SCOPED}`,
  )
    .bind(...ids, ...scopeBinds(ctx, scope))
    .all<{ id: string }>();
  if (results.length !== ids.length) return fail("公告不存在或无权操作");
  const db = ctx.env.DB;
  await db.batch([
    db.prepare(`DELETE FROM cloud_msg WHERE platform_info_id IN (${marks(ids.length)})`).bind(...ids),
    db
      .prepare(`UPDATE cloud_platform_info SET is_deleted = 1, update_time = ? WHERE id IN (${marks(ids.length)})`)
      .bind(Date.now(), ...ids),
  ]);
  return success();
}

export const platformInfoRoutes: Route[] = serveEach(msgCenter.platformInfo, {
  page: infoPage,
  detail: infoDetail,
  batchSubmit,
  submit: infoSubmit,
  remove: infoRemove,
});

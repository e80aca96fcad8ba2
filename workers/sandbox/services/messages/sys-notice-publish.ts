/**
 * 系统通知's writing side (ADR 024): sys/msg/submit publishes a notice to the whole tenant (one
 * cloud_sys_msg row, unread for every user until they read it, so each user's notReadNum grows),
 * sys/msg/remove?ids= withdraws notices with their read state. Each needs its button (sys_msg_add,
 * sys_msg_delete: @PreAuth, core/permission.ts) and the input is checked as the backend's @Valid would.
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { msgCenter } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, success } from "../../core/http";
import { newId } from "../../core/ids";
import { marks } from "../../core/query";
import { requireCode, bodyBehind } from "../../core/permission";
import { field, removeIds } from "../../core/request";

/** The longest title and content, in characters (the console's form says the same). */
export const NOTICE_LIMITS = { title: 100, content: 2000 } as const;

/** msgType of a notice: 1 平台公告, 2 安全通知. */
const NOTICE_TYPES = new Set(["1", "2"]);

/** The first rule a title and content break, as the backend words it; null when both are fine. */
export function textProblem(title: string, content: string): string | null {
  if (!title) return "标题不能为空";
  if (chars(title) > NOTICE_LIMITS.title) return `标题不能超过${NOTICE_LIMITS.title}个字符`;
  if (!content) return "内容不能为空";
  if (chars(content) > NOTICE_LIMITS.content) return `内容不能超过${NOTICE_LIMITS.content}个字符`;
  return null;
}

async function sysSubmit(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "sys_msg_add");
  if (body instanceof Response) return body;
  if (field(body, "id")) return fail("系统通知发布后不能修改");
  const title = field(body, "title") ?? "";
  const content = field(body, "content") ?? "";
  const type = field(body, "msgType") ?? field(body, "type") ?? "";
  const problem = textProblem(title, content);
  if (problem) return fail(problem);
  if (!NOTICE_TYPES.has(type)) return fail("通知类型不正确");
  const user = ctx.user!;
  await ctx.env.DB.prepare(
    "INSERT INTO cloud_sys_msg (id, tenant_id, type, title, content, create_time, sender) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(newId(), user.tenantId, Number(type), title, content, Date.now(), operatorName(user))
    .run();
  return success();
}

async function sysRemove(ctx: RouteContext): Promise<Response> {
  const ids = (await requireCode(ctx, "sys_msg_delete")) ?? (await removeIds(ctx));
  if (ids instanceof Response) return ids;
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const [removed] = await db.batch([
    db.prepare(`DELETE FROM cloud_sys_msg WHERE tenant_id = ? AND id IN (${marks(ids.length)})`).bind(tenant, ...ids),
    db
      .prepare(
        `DELETE FROM cloud_sys_msg_read WHERE msg_id IN (${marks(ids.length)}) AND msg_id NOT IN (SELECT id FROM cloud_sys_msg)`,
      )
      .bind(...ids),
  ]);
  return removed!.meta.changes > 0 ? success() : fail("操作失败");
}

export const sysNoticePublishRoutes: Route[] = serveEach(msgCenter.sysMsg, { submit: sysSubmit, remove: sysRemove });

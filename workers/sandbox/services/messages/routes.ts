/**
 * cloud-msg-center (project-specific; contract §6): the current user's personal messages
 * (`/msg/*`) and the tenant's system notices (`/sys/msg/*`, read state per user).
 * Rows: {id, tenantId, [userId], title, content, msgType, type, isRead 0/1, sender, createTime}.
 * `type` (query) filters on msgType: personal 1 业务消息 / 2 系统消息; notices 1 平台公告 / 2 安全通知.
 */
import type { Route, RouteContext } from "../../core/env";
import { type MessageWire, msgCenter } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { formatDate, ok, paramMissing, str, success } from "../../core/http";
import { LIKE, likeArg, readPage } from "../../core/query";
import { idsParam } from "../../core/request";
import { platformInfoRoutes } from "./platform-info";
import { sysNoticePublishRoutes } from "./sys-notice-publish";

interface MsgRow {
  id: string;
  tenant_id: string;
  user_id?: string;
  type: number;
  title: string;
  content: string | null;
  is_read: number;
  sender: string | null;
  create_time: number;
}

const msgVO = (m: MsgRow): MessageWire => ({
  id: m.id,
  tenantId: m.tenant_id,
  ...(m.user_id !== undefined ? { userId: m.user_id } : {}),
  title: m.title,
  content: str(m.content),
  msgType: m.type,
  type: m.type,
  isRead: m.is_read ? 1 : 0,
  sender: str(m.sender),
  createTime: formatDate(m.create_time),
});

interface Filter {
  sql: string;
  binds: unknown[];
}

/** `type` / `msgType` (equality); for lists also `title` (LIKE) and `isRead` (0/1, `read` is the is-read SQL). */
function filters(ctx: RouteContext, read: Filter, list: boolean): Filter {
  const q = ctx.url.searchParams;
  const out: Filter = { sql: "", binds: [] };
  const type = q.get("type") || (list ? q.get("msgType") : null);
  if (type && /^\d+$/.test(type)) {
    out.sql += " AND m.type = ?";
    out.binds.push(Number(type));
  }
  if (!list) return out;
  const title = (q.get("title") ?? "").trim();
  if (title) {
    out.sql += ` AND m.title ${LIKE}`;
    out.binds.push(likeArg(title));
  }
  const isRead = q.get("isRead");
  if (isRead === "0" || isRead === "1") {
    out.sql += ` AND (${read.sql}) = ?`;
    out.binds.push(...read.binds, Number(isRead));
  }
  return out;
}

/* Personal messages. */

const OWN = "m.user_id = ? AND m.tenant_id = ?";
const OWN_READ: Filter = { sql: "m.is_read", binds: [] };

async function msgUnread(ctx: RouteContext): Promise<Response> {
  const f = filters(ctx, OWN_READ, false);
  const n = await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM cloud_msg m WHERE ${OWN} AND m.is_read = 0${f.sql}`)
    .bind(ctx.user!.userId, ctx.user!.tenantId, ...f.binds)
    .first<number>("n");
  return ok(n ?? 0);
}

async function msgPage(ctx: RouteContext): Promise<Response> {
  const f = filters(ctx, OWN_READ, true);
  const where = `WHERE ${OWN}${f.sql}`;
  return readPage<MsgRow>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM cloud_msg m ${where}`,
      rows: `SELECT m.* FROM cloud_msg m ${where} ORDER BY m.create_time DESC, m.id DESC`,
      binds: [ctx.user!.userId, ctx.user!.tenantId, ...f.binds],
    },
    (rows) => rows.map(msgVO),
  );
}

async function msgDetail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (!id) return ok(null);
  const row = await ctx.env.DB.prepare(`SELECT m.* FROM cloud_msg m WHERE m.id = ? AND ${OWN}`)
    .bind(id, ctx.user!.userId, ctx.user!.tenantId)
    .first<MsgRow>();
  return ok(row ? msgVO(row) : null);
}

/** `@RequestParam String ids`: comma-separated; absent → 缺少必要的请求参数: ids. */
async function msgReadBatch(ctx: RouteContext): Promise<Response> {
  const ids = await idsParam(ctx);
  if (!ids) return paramMissing("ids");
  if (ids.length) {
    await ctx.env.DB.prepare(
      `UPDATE cloud_msg AS m SET is_read = 1 WHERE ${OWN} AND m.id IN (${ids.map(() => "?").join(",")})`,
    )
      .bind(ctx.user!.userId, ctx.user!.tenantId, ...ids)
      .run();
  }
  return success();
}

async function msgAllRead(ctx: RouteContext): Promise<Response> {
  const f = filters(ctx, OWN_READ, false);
  await ctx.env.DB.prepare(`UPDATE cloud_msg AS m SET is_read = 1 WHERE ${OWN} AND m.is_read = 0${f.sql}`)
    .bind(ctx.user!.userId, ctx.user!.tenantId, ...f.binds)
    .run();
  return success();
}

/* System notices: one row per tenant, read state per user in cloud_sys_msg_read. */

const SYS_READ = "EXISTS (SELECT 1 FROM cloud_sys_msg_read r WHERE r.msg_id = m.id AND r.user_id = ?)";

const sysFilters = (ctx: RouteContext, list: boolean): Filter =>
  filters(ctx, { sql: SYS_READ, binds: [ctx.user!.userId] }, list);

async function sysUnread(ctx: RouteContext): Promise<Response> {
  const f = sysFilters(ctx, false);
  const n = await ctx.env.DB.prepare(
    `SELECT COUNT(*) AS n FROM cloud_sys_msg m WHERE m.tenant_id = ? AND NOT ${SYS_READ}${f.sql}`,
  )
    .bind(ctx.user!.tenantId, ctx.user!.userId, ...f.binds)
    .first<number>("n");
  return ok(n ?? 0);
}

async function sysPage(ctx: RouteContext): Promise<Response> {
  const f = sysFilters(ctx, true);
  const where = `WHERE m.tenant_id = ?${f.sql}`;
  return readPage<MsgRow>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM cloud_sys_msg m ${where}`,
      rows: `SELECT m.*, ${SYS_READ} AS is_read FROM cloud_sys_msg m ${where} ORDER BY m.create_time DESC, m.id DESC`,
      binds: [ctx.user!.tenantId, ...f.binds],
      rowBinds: [ctx.user!.userId, ctx.user!.tenantId, ...f.binds],
    },
    (rows) => rows.map(msgVO),
  );
}

async function sysDetail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id");
  if (!id) return ok(null);
  const row = await ctx.env.DB.prepare(
    `SELECT m.*, ${SYS_READ} AS is_read FROM cloud_sys_msg m WHERE m.id = ? AND m.tenant_id = ?`,
  )
    .bind(ctx.user!.userId, id, ctx.user!.tenantId)
    .first<MsgRow>();
  return ok(row ? msgVO(row) : null);
}

async function sysMarkRead(ctx: RouteContext, ids: string[] | "all"): Promise<Response> {
  const user = ctx.user!;
  const f =
    ids === "all"
      ? filters(ctx, { sql: "", binds: [] }, false)
      : { sql: ` AND m.id IN (${ids.map(() => "?").join(",")})`, binds: ids };
  if (ids !== "all" && ids.length === 0) return success();
  await ctx.env.DB.prepare(
    `INSERT OR IGNORE INTO cloud_sys_msg_read (msg_id, user_id, read_time) SELECT m.id, ?, ? FROM cloud_sys_msg m WHERE m.tenant_id = ?${f.sql}`,
  )
    .bind(user.userId, Date.now(), user.tenantId, ...f.binds)
    .run();
  return success();
}

async function sysReadBatch(ctx: RouteContext): Promise<Response> {
  const ids = await idsParam(ctx);
  return ids ? sysMarkRead(ctx, ids) : paramMissing("ids");
}

export default [
  ...serveEach(msgCenter.msg, {
    notReadNum: msgUnread,
    page: msgPage,
    detail: msgDetail,
    readBatch: msgReadBatch,
    allRead: msgAllRead,
  }),
  ...serveEach(msgCenter.sysMsg, {
    notReadNum: sysUnread,
    page: sysPage,
    detail: sysDetail,
    readBatch: sysReadBatch,
    allRead: (ctx) => sysMarkRead(ctx, "all"),
  }),
  ...sysNoticePublishRoutes,
  ...platformInfoRoutes,
] satisfies Route[];

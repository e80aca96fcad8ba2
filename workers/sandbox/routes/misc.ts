/** cloud-resource SMS (the sandbox is the SMS gateway), cloud-tenant-toll flow state, cloud-msg-center. */
import { SMS_RESEND_MS, SMS_TTL_MS } from "../constants";
import type { Route, RouteContext } from "../env";
import { fail, formatDate, ok, page, paging, readParams, success, uuid } from "../http";

function smsCode(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return String(buf[0]! % 1_000_000).padStart(6, "0");
}

/** Stores a 6-digit code for 5 minutes; answers alike for known and unknown phones. */
async function sendValidate(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const phone = (params.get("phone") ?? "").trim();
  if (!/^\d{11}$/.test(phone)) return fail("手机号码格式不正确");
  const tenantId = params.get("tenantId") || params.get("tenant_id") || ctx.req.headers.get("Tenant-Id") || "000000";
  const now = Date.now();
  const recent = await ctx.env.DB.prepare("SELECT 1 AS hit FROM sandbox_sms_code WHERE phone = ? AND created_at > ? LIMIT 1")
    .bind(phone, now - SMS_RESEND_MS)
    .first<{ hit: number }>();
  if (recent) return fail("发送过于频繁，请稍后再试");
  const user = await ctx.env.DB.prepare("SELECT id FROM blade_user WHERE tenant_id = ? AND phone = ? AND is_deleted = 0 LIMIT 1")
    .bind(tenantId, phone)
    .first<{ id: string }>();
  const id = uuid().replace(/-/g, "");
  const code = smsCode();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare("DELETE FROM sandbox_sms_code WHERE expires_at <= ?").bind(now - SMS_RESEND_MS),
    ctx.env.DB.prepare(
      "INSERT INTO sandbox_sms_code (id, tenant_id, phone, code, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).bind(id, tenantId, phone, code, user?.id ?? null, now, now + SMS_TTL_MS),
  ]);
  return ok({ id, phone, sandboxCode: code });
}

async function flowState(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.url.searchParams.get("tenantId") || ctx.user!.tenantId;
  // An operator reads only their own tenant's balance.
  if (tenantId !== ctx.user!.tenantId) return ok(null);
  const row = await ctx.env.DB.prepare("SELECT tenant_id, is_pop, flow_balance FROM cloud_flow_count WHERE tenant_id = ?")
    .bind(tenantId)
    .first<{ tenant_id: string; is_pop: number; flow_balance: string }>();
  if (!row) return ok(null);
  return ok({ tenantId: row.tenant_id, isPop: row.is_pop ? 1 : 0, flowBalance: row.flow_balance });
}

/** Optional `type` filter shared by the message queries. */
function typeFilter(ctx: RouteContext, column: string): { sql: string; binds: unknown[] } {
  const type = ctx.url.searchParams.get("type");
  return type && /^\d+$/.test(type) ? { sql: ` AND ${column} = ?`, binds: [Number(type)] } : { sql: "", binds: [] };
}

async function msgUnread(ctx: RouteContext): Promise<Response> {
  const t = typeFilter(ctx, "type");
  const n = await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM cloud_msg WHERE user_id = ? AND tenant_id = ? AND is_read = 0${t.sql}`)
    .bind(ctx.user!.userId, ctx.user!.tenantId, ...t.binds)
    .first<number>("n");
  return ok(n ?? 0);
}

const SYS_READ = "(SELECT 1 FROM cloud_sys_msg_read r WHERE r.msg_id = m.id AND r.user_id = ?)";

async function sysUnread(ctx: RouteContext): Promise<Response> {
  const t = typeFilter(ctx, "m.type");
  const n = await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM cloud_sys_msg m WHERE m.tenant_id = ? AND NOT EXISTS ${SYS_READ}${t.sql}`)
    .bind(ctx.user!.tenantId, ctx.user!.userId, ...t.binds)
    .first<number>("n");
  return ok(n ?? 0);
}

interface MsgRow {
  id: string;
  tenant_id: string;
  user_id?: string;
  type: number;
  title: string;
  content: string | null;
  is_read: number;
  create_time: number;
}

const msgVO = (m: MsgRow) => ({
  id: m.id,
  tenantId: m.tenant_id,
  ...(m.user_id !== undefined ? { userId: m.user_id } : {}),
  type: m.type,
  title: m.title,
  content: m.content ?? "",
  isRead: m.is_read ? 1 : 0,
  createTime: formatDate(m.create_time),
});

async function msgPage(ctx: RouteContext): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const t = typeFilter(ctx, "type");
  const where = `WHERE user_id = ? AND tenant_id = ?${t.sql}`;
  const binds = [ctx.user!.userId, ctx.user!.tenantId, ...t.binds];
  const total = (await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM cloud_msg ${where}`).bind(...binds).first<number>("n")) ?? 0;
  const { results } = await ctx.env.DB.prepare(`SELECT * FROM cloud_msg ${where} ORDER BY create_time DESC, id LIMIT ? OFFSET ?`)
    .bind(...binds, size, offset)
    .all<MsgRow>();
  return ok(page(results.map(msgVO), total, current, size));
}

async function sysPage(ctx: RouteContext): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const t = typeFilter(ctx, "m.type");
  const total = (await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM cloud_sys_msg m WHERE m.tenant_id = ?${t.sql}`)
    .bind(ctx.user!.tenantId, ...t.binds)
    .first<number>("n")) ?? 0;
  const { results } = await ctx.env.DB.prepare(
    `SELECT m.*, EXISTS ${SYS_READ} AS is_read FROM cloud_sys_msg m WHERE m.tenant_id = ?${t.sql} ORDER BY m.create_time DESC, m.id LIMIT ? OFFSET ?`,
  )
    .bind(ctx.user!.userId, ctx.user!.tenantId, ...t.binds, size, offset)
    .all<MsgRow>();
  return ok(page(results.map(msgVO), total, current, size));
}

function ids(ctx: RouteContext): string[] {
  return (ctx.url.searchParams.get("ids") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
}

async function msgRead(ctx: RouteContext, all: boolean): Promise<Response> {
  const user = ctx.user!;
  if (all) {
    const t = typeFilter(ctx, "type");
    await ctx.env.DB.prepare(`UPDATE cloud_msg SET is_read = 1 WHERE user_id = ? AND tenant_id = ?${t.sql}`).bind(user.userId, user.tenantId, ...t.binds).run();
  } else if (ids(ctx).length) {
    const list = ids(ctx);
    await ctx.env.DB.prepare(`UPDATE cloud_msg SET is_read = 1 WHERE user_id = ? AND id IN (${list.map(() => "?").join(",")})`).bind(user.userId, ...list).run();
  }
  return success();
}

async function sysRead(ctx: RouteContext, all: boolean): Promise<Response> {
  const user = ctx.user!;
  const t = typeFilter(ctx, "type");
  const list = all ? [] : ids(ctx);
  if (!all && list.length === 0) return success();
  const scope = all ? t.sql : ` AND id IN (${list.map(() => "?").join(",")})`;
  await ctx.env.DB.prepare(
    `INSERT OR IGNORE INTO cloud_sys_msg_read (msg_id, user_id, read_time) SELECT id, ?, ? FROM cloud_sys_msg WHERE tenant_id = ?${scope}`,
  ).bind(user.userId, Date.now(), user.tenantId, ...(all ? t.binds : list)).run();
  return success();
}

const MSG = "/api/cloud-msg-center";

export const miscRoutes: Route[] = [
  { methods: ["POST"], path: "/api/cloud-resource/sms/endpoint/send-validate", handler: sendValidate },
  { methods: ["GET"], path: "/api/cloud-tenant-toll/flowCount/getStateByTenantId", handler: flowState },
  { methods: ["GET"], path: `${MSG}/msg/not_read_num`, handler: msgUnread },
  { methods: ["GET"], path: `${MSG}/sys/msg/notReadNum`, handler: sysUnread },
  { methods: ["GET"], path: `${MSG}/msg/page`, handler: msgPage },
  { methods: ["GET"], path: `${MSG}/sys/msg/page`, handler: sysPage },
  { methods: ["GET"], path: `${MSG}/msg/all-read`, handler: (ctx) => msgRead(ctx, true) },
  { methods: ["GET"], path: `${MSG}/msg/readBatch`, handler: (ctx) => msgRead(ctx, false) },
  { methods: ["GET"], path: `${MSG}/sys/msg/all-read`, handler: (ctx) => sysRead(ctx, true) },
  { methods: ["GET"], path: `${MSG}/sys/msg/readBatch`, handler: (ctx) => sysRead(ctx, false) },
];

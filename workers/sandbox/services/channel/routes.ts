/**
 * cloud-channel: the tenant's channels (通道列表: page, detail, submit, remove, updateStatus,
 * updateRate), the show-code and channel-code relationships (spec §7), and each department's
 * channel settlement config (getDeptChannelSeetleConfigList, spec spelling kept, and its save).
 *
 * Channels are platform data: reads are open to every signed-in account of the tenant (the
 * agent forms read the relationships), every change is refused to partner accounts
 * (PARTNER_OUT_OF_SCOPE, 403) as the backend does for rows outside their scope.
 */
import type { Route, RouteContext } from "../../core/env";
import { changed, fail, formatDate, ok, paramMissing, str, success } from "../../core/http";
import { insertRow, updateRow, updateIds } from "../../core/db";
import { newId } from "../../core/ids";
import { platformOnly } from "../../core/partner-scope";
import { marks, Where } from "../../core/query";
import { readParams, removeIds, requestBody } from "../../core/request";
import { chars, orderClause, pageOf, text } from "../reference/store";
import { SHOW_CODES, validRate } from "./catalogue";
import { serveEach } from "../../core/serve";
import { channel } from "../../../../shared/contract/index.ts";

type ChannelRow = {
  id: string;
  channel_code: string;
  channel_name: string;
  channel_type: string | null;
  channel_mch_no: string | null;
  channel_mch_type: number;
  wx_rate: string;
  ali_rate: string;
  union_rate: string;
  status: number;
  sort: number | null;
  remark: string | null;
  create_time: number | null;
  update_time: number | null;
};

const channelVO = (c: ChannelRow) => ({
  id: c.id,
  channelCode: c.channel_code,
  channelName: c.channel_name,
  channelType: str(c.channel_type),
  channelMchNo: str(c.channel_mch_no),
  channelMchType: c.channel_mch_type,
  wxRate: c.wx_rate,
  aliRate: c.ali_rate,
  unionRate: c.union_rate,
  status: c.status,
  sort: c.sort ?? -1,
  remark: str(c.remark),
  createTime: formatDate(c.create_time),
  updateTime: formatDate(c.update_time),
});

const SORT = {
  channelCode: "channel_code",
  channelName: "channel_name",
  sort: "sort",
  status: "status",
  createTime: "create_time",
};

const live = (ctx: RouteContext) => new Where("tenant_id = ? AND is_deleted = 0", ctx.user!.tenantId);

function channelPage(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = live(ctx)
    .like(["channel_name", "channel_code"], q.get("channelName"))
    .like("channel_code", q.get("channelCode"))
    .equal("channel_type", q.get("channelType"))
    .equal("channel_mch_no", q.get("channelMchNo"));
  const status = (q.get("status") ?? "").trim();
  if (status === "0" || status === "1") where.add("status = ?", Number(status));
  return pageOf(ctx, "cloud_channel_info", where, orderClause(ctx.url, SORT, "sort ASC, channel_code ASC"), channelVO);
}

async function findChannel(ctx: RouteContext, id: string): Promise<ChannelRow | null> {
  if (!/^\d{1,19}$/.test(id)) return null;
  return ctx.env.DB.prepare("SELECT * FROM cloud_channel_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0")
    .bind(ctx.user!.tenantId, id)
    .first<ChannelRow>();
}

async function channelDetail(ctx: RouteContext): Promise<Response> {
  const row = await findChannel(ctx, ctx.url.searchParams.get("id") ?? "");
  return ok(row ? channelVO(row) : null);
}

/** Rates sent by a form: each 0–100 with at most 4 decimals (blank on create: 0.00). */
function readRates(
  body: Record<string, unknown>,
  fallback?: ChannelRow,
): { wx: string; ali: string; union: string } | string {
  const out: Record<string, string> = {};
  for (const show of SHOW_CODES) {
    const value = text(body[show.field]) || (fallback ? fallback[show.rate] : "0.00");
    if (!validRate(value)) return `${show.name}费率须为0至100之间、最多4位小数的数字`;
    out[show.field] = value;
  }
  return { wx: out.wxRate!, ali: out.aliRate!, union: out.unionRate! };
}

async function channelSubmit(ctx: RouteContext): Promise<Response> {
  const body = (await platformOnly(ctx)) ?? (await requestBody(ctx.req));
  if (body instanceof Response) return body;
  const id = text(body.id);
  const existing = id ? await findChannel(ctx, id) : null;
  if (id && !existing) return fail("操作失败");
  const code = text(body.channelCode);
  const name = text(body.channelName);
  const type = text(body.channelType);
  const mchNo = text(body.channelMchNo);
  const mchType = text(body.channelMchType) || "1";
  const remark = text(body.remark);
  const sortText = text(body.sort);
  if (!code) return fail("通道编码不能为空");
  if (!/^[A-Z][A-Z0-9_]{1,31}$/.test(code)) return fail("通道编码须为大写字母开头的大写字母、数字或下划线，2至32位");
  if (!name) return fail("通道名称不能为空");
  if (chars(name) > 50) return fail("通道名称不能超过50个字符");
  if (type && !/^\d{1,4}$/.test(type)) return fail("通道类型不正确");
  if (chars(mchNo) > 32 || (mchNo && !/^[\w-]+$/.test(mchNo))) return fail("通道商户号须为32位以内的字母或数字");
  if (mchType !== "1" && mchType !== "2") return fail("通道商户类型不正确");
  if (chars(remark) > 200) return fail("备注不能超过200个字符");
  if (sortText && !/^\d{1,6}$/.test(sortText)) return fail("排序必须为整数");
  const rates = readRates(body, existing ?? undefined);
  if (typeof rates === "string") return fail(rates);
  if (existing && existing.channel_code !== code) return fail("通道编码不可修改");
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const now = Date.now();
  const sort = sortText ? Number(sortText) : null;
  const values = {
    channel_name: name,
    channel_type: type || null,
    channel_mch_no: mchNo || null,
    channel_mch_type: Number(mchType),
    wx_rate: rates.wx,
    ali_rate: rates.ali,
    union_rate: rates.union,
    sort,
    remark: remark || null,
    update_user: ctx.user!.userId,
    update_time: now,
  };
  if (existing) {
    return changed(await updateRow(db, "cloud_channel_info", values, "id = ? AND is_deleted = 0", existing.id).run());
  }
  const taken = await db
    .prepare("SELECT id FROM cloud_channel_info WHERE tenant_id = ? AND channel_code = ? AND is_deleted = 0")
    .bind(tenant, code)
    .first<string>("id");
  if (taken) return fail("通道编码已存在");
  const row = { id: newId(), tenant_id: tenant, channel_code: code, ...values, status: 1, is_deleted: 0 };
  await insertRow(
    db,
    "cloud_channel_info",
    { ...row, create_user: ctx.user!.userId, create_time: now },
    "INSERT",
  ).run();
  return success();
}

async function channelRemove(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx);
  if (refused) return refused;
  const ids = await removeIds(ctx, true);
  if (ids instanceof Response) return ids;
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const codes = await db
    .prepare(
      `SELECT channel_code FROM cloud_channel_info WHERE tenant_id = ? AND is_deleted = 0 AND id IN (${marks(ids.length)})`,
    )
    .bind(tenant, ...ids)
    .all<{ channel_code: string }>();
  if (codes.results.length === 0) return fail("操作失败");
  const list = codes.results.map((c) => c.channel_code);
  // A channel a department settles through is not removed (the backend's 通道已被机构使用).
  const used = await db
    .prepare(
      `SELECT channel_code FROM cloud_dept_channel_config WHERE tenant_id = ? AND enabled = 1 AND channel_code IN (${marks(list.length)}) LIMIT 1`,
    )
    .bind(tenant, ...list)
    .first<string>("channel_code");
  if (used) return fail(`通道${used}已被机构使用，不能删除`);
  const deleted = { is_deleted: 1, update_time: Date.now() };
  return changed(await updateIds(db, "cloud_channel_info", deleted, tenant, ids, { liveOnly: true }).run());
}

/** 启用 / 停用: `id`, `status` 1 or 0 (query or form). */
async function channelStatus(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx);
  if (refused) return refused;
  const params = await readParams(ctx.req, ctx.url);
  const id = params.get("id");
  const status = params.get("status");
  if (!id) return paramMissing("id");
  if (status !== "0" && status !== "1") return fail("状态不正确");
  const row = await findChannel(ctx, id);
  if (!row) return fail("操作失败");
  return changed(
    await ctx.env.DB.prepare("UPDATE cloud_channel_info SET status = ?, update_user = ?, update_time = ? WHERE id = ?")
      .bind(Number(status), ctx.user!.userId, Date.now(), row.id)
      .run(),
  );
}

/** 通道费率配置: `{id, wxRate, aliRate, unionRate}`, each 0–100 with at most 4 decimals. */
async function channelRate(ctx: RouteContext): Promise<Response> {
  const body = (await platformOnly(ctx)) ?? (await requestBody(ctx.req));
  if (body instanceof Response) return body;
  const row = await findChannel(ctx, text(body.id));
  if (!row) return fail("操作失败");
  for (const show of SHOW_CODES) if (!text(body[show.field])) return fail(`${show.name}费率不能为空`);
  const rates = readRates(body, row);
  if (typeof rates === "string") return fail(rates);
  return changed(
    await ctx.env.DB.prepare(
      "UPDATE cloud_channel_info SET wx_rate = ?, ali_rate = ?, union_rate = ?, update_user = ?, update_time = ? WHERE id = ?",
    )
      .bind(rates.wx, rates.ali, rates.union, ctx.user!.userId, Date.now(), row.id)
      .run(),
  );
}

async function liveChannels(ctx: RouteContext): Promise<ChannelRow[]> {
  const { results } = await ctx.env.DB.prepare(
    "SELECT * FROM cloud_channel_info WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort ASC, channel_code ASC",
  )
    .bind(ctx.user!.tenantId)
    .all<ChannelRow>();
  return results;
}

/** Each show code with the pay products it offers and the enabled channels serving it (rate above zero), cheapest first. */
async function showCodeRelationship(ctx: RouteContext): Promise<Response> {
  const channels = await liveChannels(ctx);
  const { results: products } = await ctx.env.DB.prepare(
    "SELECT c.dict_key, c.dict_value FROM blade_dict_biz c JOIN blade_dict_biz p ON p.id = c.parent_id " +
      "WHERE p.code = 'pay_product' AND p.parent_id = '0' AND p.tenant_id = ? AND c.tenant_id = ? AND c.is_deleted = 0 AND c.is_sealed = 0 ORDER BY c.sort, c.dict_key",
  )
    .bind(ctx.user!.tenantId, ctx.user!.tenantId)
    .all<{ dict_key: string; dict_value: string }>()
    .catch(() => ({ results: [] as { dict_key: string; dict_value: string }[] }));
  return ok(
    SHOW_CODES.map((show) => ({
      showCode: show.code,
      showName: show.name,
      payProducts: products.map((p) => ({ payProduct: p.dict_key, payProductName: p.dict_value })),
      channels: channels
        .filter((c) => c.status === 1 && Number(c[show.rate]) > 0)
        .sort((a, b) => Number(a[show.rate]) - Number(b[show.rate]))
        .map((c) => ({ channelCode: c.channel_code, channelName: c.channel_name, rate: c[show.rate] })),
    })),
  );
}

/** Each channel code with its channel merchant number and type. */
async function channelCodeRelationship(ctx: RouteContext): Promise<Response> {
  const channels = await liveChannels(ctx);
  return ok(
    channels.map((c) => ({
      channelCode: c.channel_code,
      channelName: c.channel_name,
      channelType: str(c.channel_type),
      channelMchNo: str(c.channel_mch_no),
      channelMchType: c.channel_mch_type,
      status: c.status,
    })),
  );
}

async function deptOf(ctx: RouteContext, deptId: string): Promise<string | null> {
  if (!/^\d{1,19}$/.test(deptId)) return null;
  return ctx.env.DB.prepare("SELECT id FROM blade_dept WHERE tenant_id = ? AND id = ? AND is_deleted = 0")
    .bind(ctx.user!.tenantId, deptId)
    .first<string>("id");
}

/** Every channel of the tenant with the department's settlement config for it (not configured: enabled 0, blanks). */
async function deptConfigList(ctx: RouteContext): Promise<Response> {
  const deptId = (ctx.url.searchParams.get("deptId") ?? "").trim();
  if (!deptId) return paramMissing("deptId");
  if (!(await deptOf(ctx, deptId))) return fail("机构不存在");
  const { results } = await ctx.env.DB.prepare(
    "SELECT c.channel_code, c.channel_name, c.status, d.enabled, d.settle_type, d.cost_rate FROM cloud_channel_info c " +
      "LEFT JOIN cloud_dept_channel_config d ON d.tenant_id = c.tenant_id AND d.channel_code = c.channel_code AND d.dept_id = ? " +
      "WHERE c.tenant_id = ? AND c.is_deleted = 0 ORDER BY c.sort ASC, c.channel_code ASC",
  )
    .bind(deptId, ctx.user!.tenantId)
    .all<{
      channel_code: string;
      channel_name: string;
      status: number;
      enabled: number | null;
      settle_type: string | null;
      cost_rate: string | null;
    }>();
  return ok(
    results.map((r) => ({
      deptId,
      channelCode: r.channel_code,
      channelName: r.channel_name,
      channelStatus: r.status,
      enabled: r.enabled ?? 0,
      settleType: str(r.settle_type),
      costRate: str(r.cost_rate),
    })),
  );
}

/**
 * The department's config as a whole: `{deptId, configs: [{channelCode, enabled, settleType, costRate}]}`.
 * An enabled channel needs a settle type and a cost rate (0–100, ≤ 4 decimals); channels left out are not enabled.
 */
async function deptConfigSave(ctx: RouteContext): Promise<Response> {
  const body = (await platformOnly(ctx)) ?? (await requestBody(ctx.req));
  if (body instanceof Response) return body;
  const deptId = text(body.deptId);
  if (!deptId) return fail("机构不能为空");
  if (!(await deptOf(ctx, deptId))) return fail("机构不存在");
  if (!Array.isArray(body.configs)) return fail("通道配置不能为空");
  const known = new Set((await liveChannels(ctx)).map((c) => c.channel_code));
  const rows: { code: string; enabled: number; settle: string | null; rate: string | null }[] = [];
  for (const item of body.configs as unknown[]) {
    if (!item || typeof item !== "object") return fail("通道配置不正确");
    const c = item as Record<string, unknown>;
    const code = text(c.channelCode);
    if (!known.has(code)) return fail(`通道${code || ""}不存在`);
    if (rows.some((r) => r.code === code)) return fail(`通道${code}重复`);
    const enabled = text(c.enabled) === "1" || c.enabled === true ? 1 : 0;
    const settle = text(c.settleType);
    const rate = text(c.costRate);
    if (settle && !/^\d{1,2}$/.test(settle)) return fail(`通道${code}的结算方式不正确`);
    if (rate && !validRate(rate)) return fail(`通道${code}的成本费率须为0至100之间、最多4位小数的数字`);
    if (enabled && !settle) return fail(`通道${code}的结算方式不能为空`);
    if (enabled && !rate) return fail(`通道${code}的成本费率不能为空`);
    rows.push({ code, enabled, settle: settle || null, rate: rate || null });
  }
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const now = Date.now();
  await db.batch([
    db.prepare("DELETE FROM cloud_dept_channel_config WHERE tenant_id = ? AND dept_id = ?").bind(tenant, deptId),
    ...rows.map((r) =>
      db
        .prepare(
          "INSERT INTO cloud_dept_channel_config (id, tenant_id, dept_id, channel_code, enabled, settle_type, cost_rate, update_user, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(newId(), tenant, deptId, r.code, r.enabled, r.settle, r.rate, ctx.user!.userId, now),
    ),
  ]);
  return success();
}

export default [
  ...serveEach(channel.channelInfo, {
    list: channelPage,
    detail: channelDetail,
    submit: channelSubmit,
    remove: channelRemove,
    updateStatus: channelStatus,
    updateRate: channelRate,
    showCodes: showCodeRelationship,
    channelCodes: channelCodeRelationship,
  }),
  ...serveEach(channel.deptConfig, { list: deptConfigList, save: deptConfigSave }),
] satisfies Route[];

/**
 * marketing.activity.* (营销活动, ADR 023): list (title, state, channel, a date range the
 * period overlaps), detail, submit, remove, status (启用/停用). An activity runs over Beijing days
 * on one of the tenant's channels for all merchants, chosen agents' merchants or chosen merchants
 * (in the caller's partner scope: an agent or merchant operator reads and changes only activities
 * wholly within it), with a budget in fen. Once ended, its period is history.
 */
import { type Route, type RouteContext } from "../../core/env";
import { fail, ok, success } from "../../core/http";
import { insertRow, updateRow, createdByName } from "../../core/db";
import { newId } from "../../core/ids";
import { holdsCode, NO_PERMISSION, buttonSubmit, bodyBehind } from "../../core/permission";
import { agentCondition, merchantCondition, partnerScope } from "../../core/partner-scope";
import { likeArg, readPage } from "../../core/query";
import { field, queryParam, formBody, detailById } from "../../core/request";
import { yuanOf } from "../order/catalogue";
import {
  ACTIVITY_MISSING,
  ACTIVITY_SELECT,
  activityScopeCondition,
  type ActivityRow,
  activityVO,
  numbered,
  SCOPE,
  scopeNames,
} from "./activity-store";
import { beijingToday, fenOfYuan, isDay, PERIOD_MESSAGES, readPeriod, readText, removeUnlessRunning } from "./period";
import { serveEach } from "../../core/serve";
import { marketing } from "../../../../shared/contract/index.ts";

export const ACTIVITY_RUNNING = "进行中的活动不能删除，请先停用";
export const ACTIVITY_ENDED_SWITCH = "活动已结束，不能启用";
export const BUDGET_FORMAT = "预算金额须大于0，最多2位小数";
const MAX_SCOPE = 20;

async function readable(ctx: RouteContext): Promise<Response | null> {
  return (await holdsCode(ctx, "activity")) ? null : fail(NO_PERMISSION, 403);
}

/** One activity of the tenant within the caller's partner scope (another is answered as missing). */
async function findActivity(ctx: RouteContext, id: string): Promise<ActivityRow | null> {
  const held = activityScopeCondition(await partnerScope(ctx));
  return ctx.env.DB.prepare(
    `${ACTIVITY_SELECT} WHERE a.tenant_id = ?1 AND a.id = ?3 AND a.is_deleted = 0 AND ${numbered(held, 4)}`,
  )
    .bind(ctx.user!.tenantId, beijingToday(), id, ...held.binds)
    .first<ActivityRow>();
}

async function list(ctx: RouteContext): Promise<Response> {
  const refused = await readable(ctx);
  if (refused) return refused;
  const parts = ["a.tenant_id = ?1", "a.is_deleted = 0"];
  const binds: unknown[] = [ctx.user!.tenantId, beijingToday()];
  const add = (sql: string, value: unknown) => {
    binds.push(value);
    parts.push(sql.replace("?", `?${binds.length}`));
  };
  const param = (name: string) => (queryParam(ctx, name) ?? "").trim();
  if (param("title")) add("a.title LIKE ? ESCAPE '\\'", likeArg(param("title")));
  if (/^\w{1,32}$/.test(param("channelCode"))) add("a.channel_code = ?", param("channelCode"));
  // The period overlaps [startDate, endDate] (either may be open); a date-time is read as its day.
  const from = param("startDate").slice(0, 10);
  const to = param("endDate").slice(0, 10);
  if (isDay(from)) add("a.end_date >= ?", from);
  if (isDay(to)) add("a.start_date <= ?", to);
  const held = activityScopeCondition(await partnerScope(ctx));
  parts.push(numbered(held, binds.length + 1));
  binds.push(...held.binds);
  const inner = `${ACTIVITY_SELECT} WHERE ${parts.join(" AND ")}`;
  const state = param("state");
  const stateSql = /^[0-3]$/.test(state) ? `x.state = ${Number(state)}` : "1 = 1";
  const outer = `FROM (${inner}) x WHERE ${stateSql}`;
  const order = "x.start_date DESC, x.create_time DESC, x.id";
  return readPage<ActivityRow>(
    ctx,
    { count: `SELECT COUNT(*) AS n ${outer}`, rows: `SELECT * ${outer} ORDER BY ${order}`, binds },
    async (rows) => {
      const names = await scopeNames(ctx, rows);
      return rows.map((a) => activityVO(a, names));
    },
  );
}

async function detail(ctx: RouteContext): Promise<Response> {
  const render = async (row: ActivityRow) => activityVO(row, await scopeNames(ctx, [row]));
  return (await readable(ctx)) ?? detailById(ctx, findActivity, render, ACTIVITY_MISSING, { idOptional: true });
}

/** The chosen agents or merchants: ids of the tenant's rows in the caller's scope, or the reason they are refused. */
async function readScope(
  ctx: RouteContext,
  body: Record<string, unknown>,
): Promise<{ type: number; ids: string[] } | string> {
  const type = Number(field(body, "scopeType") ?? "0");
  const scope = await partnerScope(ctx);
  if (type === SCOPE.all) return scope.kind === "platform" ? { type, ids: [] } : "无权选择全部商户";
  if (type !== SCOPE.agents && type !== SCOPE.merchants) return "请选择商户范围";
  const raw = body.scopeIds;
  const ids = [
    ...new Set(
      (Array.isArray(raw) ? raw.map(String) : String(raw ?? "").split(",")).map((s) => s.trim()).filter(Boolean),
    ),
  ];
  if (ids.length === 0) return type === SCOPE.agents ? "请选择代理商" : "请选择商户";
  if (ids.length > MAX_SCOPE || ids.some((id) => !/^\d{1,32}$/.test(id))) return "商户范围不正确";
  const condition = type === SCOPE.agents ? agentCondition(scope, "a") : merchantCondition(scope, "a");
  const table = type === SCOPE.agents ? "cloud_agent_info" : "cloud_merchant_info";
  const found = await ctx.env.DB.prepare(
    `SELECT COUNT(*) AS n FROM ${table} a WHERE a.tenant_id = ? AND a.is_deleted = 0 AND a.id IN (SELECT value FROM json_each(?)) AND ${condition.sql}`,
  )
    .bind(ctx.user!.tenantId, JSON.stringify(ids), ...condition.binds)
    .first<number>("n");
  if (found !== ids.length) return type === SCOPE.agents ? "代理商不存在或无权选择" : "商户不存在或无权选择";
  return { type, ids };
}

type Posted = {
  title: string;
  start: string;
  end: string;
  channel: string;
  scope: { type: number; ids: string[] };
  budget: number;
  remark: string;
};

async function readActivity(
  ctx: RouteContext,
  body: Record<string, unknown>,
  existing: ActivityRow | null,
): Promise<Posted | string> {
  const title = await readText(ctx, body, "title", "活动名称", 50, true);
  if (typeof title !== "string") return title.error;
  const period = readPeriod(body);
  if (typeof period === "string") return period;
  const today = beijingToday();
  const moved = !existing || existing.start_date !== period.start || existing.end_date !== period.end;
  if (existing && moved && existing.end_date < today) return PERIOD_MESSAGES.endedPeriod;
  if (moved && period.end < today) return PERIOD_MESSAGES.endPassed;
  const channel = (field(body, "channelCode") ?? "").trim();
  if (!channel) return "请选择通道";
  const known = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM cloud_channel_info WHERE tenant_id = ? AND channel_code = ? AND is_deleted = 0",
  )
    .bind(ctx.user!.tenantId, channel)
    .first<number>("hit");
  if (!known) return "通道不存在";
  const scope = await readScope(ctx, body);
  if (typeof scope === "string") return scope;
  const budget = fenOfYuan(field(body, "budget") ?? "");
  if (budget === null || budget <= 0) return BUDGET_FORMAT;
  if (existing && budget < existing.used_fen) return `预算金额不能低于已使用金额 ${yuanOf(existing.used_fen)} 元`;
  const remark = await readText(ctx, body, "remark", "备注", 200, false);
  if (typeof remark !== "string") return remark.error;
  return { title, start: period.start, end: period.end, channel, scope, budget, remark };
}

async function submit(ctx: RouteContext): Promise<Response> {
  const form = await buttonSubmit(ctx, { add: "activity_add", edit: "activity_edit" }, findActivity, ACTIVITY_MISSING);
  if (form instanceof Response) return form;
  const { body, existing } = form;
  const a = await readActivity(ctx, body, existing);
  if (typeof a === "string") return fail(a);
  const now = Date.now();
  const user = ctx.user!;
  const db = ctx.env.DB;
  const values = {
    title: a.title,
    start_date: a.start,
    end_date: a.end,
    channel_code: a.channel,
    scope_type: a.scope.type,
    scope_ids: JSON.stringify(a.scope.ids),
    budget_fen: a.budget,
    remark: a.remark || null,
    update_time: now,
  };
  if (existing) {
    const where = "id = ? AND tenant_id = ? AND is_deleted = 0";
    await updateRow(db, "cloud_marketing_activity", values, where, existing.id, user.tenantId).run();
    return ok({ id: existing.id });
  }
  const row = { id: newId(), tenant_id: user.tenantId, ...values, used_fen: 0, enabled: 1 };
  await insertRow(db, "cloud_marketing_activity", { ...row, ...createdByName(user, now) }, "INSERT").run();
  return ok({ id: row.id });
}

/** POST status {id, enabled: 0|1}: 启用 / 停用 (an ended activity is not started again). */
async function setStatus(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "activity_status", formBody);
  if (body instanceof Response) return body;
  const enabled = field(body, "enabled");
  if (enabled !== "0" && enabled !== "1") return fail("状态不正确");
  const row = await findActivity(ctx, field(body, "id") ?? "");
  if (!row) return fail(ACTIVITY_MISSING);
  if (enabled === "1" && row.end_date < beijingToday()) return fail(ACTIVITY_ENDED_SWITCH);
  await ctx.env.DB.prepare(
    "UPDATE cloud_marketing_activity SET enabled = ?, update_time = ? WHERE id = ? AND tenant_id = ?",
  )
    .bind(Number(enabled), Date.now(), row.id, ctx.user!.tenantId)
    .run();
  return success();
}

/** POST remove?ids=: not while one of them is running (进行中 and 启用). */
const remove = (ctx: RouteContext): Promise<Response> =>
  removeUnlessRunning(ctx, {
    code: "activity_delete",
    table: "cloud_marketing_activity",
    none: "请选择要删除的活动",
    missing: ACTIVITY_MISSING,
    running: ACTIVITY_RUNNING,
    find: (id) => findActivity(ctx, id),
  });

export const activityRoutes: Route[] = serveEach(marketing.activity, {
  list,
  detail,
  submit,
  status: setStatus,
  remove,
});

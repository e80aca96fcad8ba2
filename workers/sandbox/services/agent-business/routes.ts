/**
 * cloud-agent's 业务员 (agent salespersons, cloud_agent_business) and 业务 (what they developed):
 * the remote search `getAgentBusinessByNameOrNo` (spec §7, moved here from business-search, same
 * answers), 业务员管理's page/detail/submit/remove/status, and 业务列表's developPage (each
 * salesperson with the agents and merchants they developed: counts and the latest date).
 *
 * Data scope (ADR 016): a salesperson belongs to the agent it works for; an agent's operator sees
 * the salespersons of its subtree, a merchant's operator none, platform staff the tenant. A row
 * outside answers 403 无权访问该数据. Rows carry `agentPath`. ID card numbers never leave
 * masked (3201**********1234); a submit that sends the masked value back keeps the stored one.
 * The folder also serves 招商推广人员 (invest-promotion.ts).
 */
import { insertRow, createdBy, updateIds } from "../../core/db";
import type { Route, RouteContext } from "../../core/env";
import { mobileError } from "../../core/mobile";
import { fail, formatDate, num, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import {
  agentCondition,
  agentPathSql,
  PARTNER_OUT_OF_SCOPE,
  partnerScope,
  type PartnerScope,
} from "../../core/partner-scope";
import { escapeLike, LIKE, orderBy, readPage, Where, readListPage } from "../../core/query";
import { field, idList, jsonBody, readParams } from "../../core/request";
import { serve, serveEach } from "../../core/serve";
import { agent } from "../../../../shared/contract/index.ts";
import { investPromotionRoutes } from "./invest-promotion";

type Row = Record<string, unknown>;

const FROM =
  "cloud_agent_business t LEFT JOIN cloud_agent_info a ON a.id = t.agent_id AND a.tenant_id = t.tenant_id AND a.is_deleted = 0";
const SELECT = `t.*, a.agent_name, a.agent_no, ${agentPathSql("a")} AS agent_path`;
/** Agents and merchants developed by the salesperson `t`, and when the latest of them joined. */
const DEVELOPED = [
  "(SELECT COUNT(*) FROM cloud_agent_info d WHERE d.tenant_id = t.tenant_id AND d.business_id = t.id AND d.is_deleted = 0) AS agent_count",
  "(SELECT COUNT(*) FROM cloud_merchant_info m WHERE m.tenant_id = t.tenant_id AND m.business_id = t.id AND m.is_deleted = 0) AS merchant_count",
  "(SELECT MAX(x) FROM (SELECT MAX(d.create_time) AS x FROM cloud_agent_info d WHERE d.tenant_id = t.tenant_id AND d.business_id = t.id AND d.is_deleted = 0 " +
    "UNION ALL SELECT MAX(m.create_time) FROM cloud_merchant_info m WHERE m.tenant_id = t.tenant_id AND m.business_id = t.id AND m.is_deleted = 0)) AS last_develop_time",
].join(", ");

export const ID_CARD = /^\d{17}[\dXx]$/;

/** 3201**********1234: the first and last four characters. */
export function maskIdCard(value: unknown): string {
  const text = str(value);
  return text.length < 8 ? text : `${text.slice(0, 4)}${"*".repeat(text.length - 8)}${text.slice(-4)}`;
}

function record(r: Row) {
  return {
    id: str(r.id),
    name: str(r.name),
    mobile: str(r.mobile),
    idCard: maskIdCard(r.id_card),
    agentId: str(r.agent_id),
    agentName: str(r.agent_name),
    agentNo: str(r.agent_no),
    agentPath: str(r.agent_path),
    status: num(r.status),
    createTime: formatDate(r.create_time as number | null),
    ...(r.agent_count === undefined
      ? {}
      : {
          agentCount: num(r.agent_count),
          merchantCount: num(r.merchant_count),
          developCount: Number(r.agent_count ?? 0) + Number(r.merchant_count ?? 0),
          lastDevelopTime: formatDate(r.last_develop_time as number | null),
        }),
  };
}

/** The tenant's live salespersons the scope holds. */
function scoped(ctx: RouteContext, scope: PartnerScope): Where {
  const where = new Where("t.tenant_id = ? AND t.is_deleted = 0", ctx.user!.tenantId);
  const inScope = agentCondition(scope, "a");
  return where.add(inScope.sql, ...inScope.binds);
}

const SEARCH_SORTS = { name: "t.name", mobile: "t.mobile", createTime: "t.create_time" };

/** The remote search-select (spec §3 "agent salesperson"): `searchStr` on name or mobile. */
async function search(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = scoped(ctx, await partnerScope(ctx));
  const keyword = (q.get("searchStr") ?? q.get("keyword") ?? "").trim();
  where.keyword(["t.name"], ["t.mobile"], keyword);
  const order = orderBy(ctx.url, SEARCH_SORTS, "t.create_time ASC, t.id ASC", false);
  return readListPage<Row>(ctx, { from: FROM, rows: `SELECT ${SELECT} FROM ${FROM}`, where, order }, (rows) =>
    rows.map((r) => ({
      id: str(r.id),
      name: str(r.name),
      mobile: str(r.mobile),
      agentId: str(r.agent_id),
      agentName: str(r.agent_name),
      agentPath: str(r.agent_path),
    })),
  );
}

const SORTS = { name: "t.name", createTime: "t.create_time", agentName: "a.agent_name", status: "t.status" };
const DEVELOP_SORTS = {
  name: "x.name",
  agentName: "x.agent_name",
  agentCount: "x.agent_count",
  merchantCount: "x.merchant_count",
  developCount: "(x.agent_count + x.merchant_count)",
  lastDevelopTime: "x.last_develop_time",
  createTime: "x.create_time",
};

function filtered(ctx: RouteContext, scope: PartnerScope): Where {
  const q = ctx.url.searchParams;
  const where = scoped(ctx, scope).like("t.name", q.get("name")).equal("t.agent_id", q.get("agentId"));
  const mobile = (q.get("mobile") ?? "").trim();
  if (mobile) where.add(`t.mobile ${LIKE}`, `${escapeLike(mobile)}%`);
  const status = (q.get("status") ?? "").trim();
  if (/^\d$/.test(status)) where.add("t.status = ?", Number(status));
  return where;
}

/** 业务员管理's page: name (contains), mobile (prefix), agentId, status. */
async function salesmanPage(ctx: RouteContext): Promise<Response> {
  const where = filtered(ctx, await partnerScope(ctx));
  const order = orderBy(ctx.url, SORTS, "t.create_time DESC, t.id DESC");
  return readListPage<Row>(ctx, { from: FROM, rows: `SELECT ${SELECT} FROM ${FROM}`, where, order }, (rows) =>
    rows.map(record),
  );
}

/** 业务列表: each salesperson with what they developed; `developed=1` keeps only those who developed something. */
async function developPage(ctx: RouteContext): Promise<Response> {
  const where = filtered(ctx, await partnerScope(ctx));
  const developed = ctx.url.searchParams.get("developed") === "1";
  const inner = `SELECT ${SELECT}, ${DEVELOPED} FROM ${FROM} ${where.sql}`;
  const outer = `FROM (${inner}) x${developed ? " WHERE x.agent_count + x.merchant_count > 0" : ""}`;
  const order = orderBy(ctx.url, DEVELOP_SORTS, "x.last_develop_time DESC, x.id ASC");
  return readPage<Row>(
    ctx,
    { count: `SELECT COUNT(*) AS n ${outer}`, rows: `SELECT * ${outer} ORDER BY ${order}`, binds: where.binds },
    (rows) => rows.map(record),
  );
}

/** The live salesperson `id` of the tenant (any scope), with its agent's path. */
async function load(ctx: RouteContext, id: string): Promise<Row | null> {
  return ctx.env.DB.prepare(
    `SELECT ${SELECT}, a.ancestors AS agent_ancestors, a.id AS agent_live FROM ${FROM} WHERE t.tenant_id = ? AND t.id = ? AND t.is_deleted = 0`,
  )
    .bind(ctx.user!.tenantId, id)
    .first<Row>();
}

function holds(scope: PartnerScope, row: Row): boolean {
  if (scope.kind === "platform") return true;
  if (scope.kind === "merchant") return false;
  return str(row.agent_path).split(",").includes(scope.agentId);
}

async function detail(ctx: RouteContext): Promise<Response> {
  const id = (ctx.url.searchParams.get("id") ?? "").trim();
  const row = id ? await load(ctx, id) : null;
  if (!row) return ok(null);
  if (!holds(await partnerScope(ctx), row)) return fail(PARTNER_OUT_OF_SCOPE, 403);
  return ok(record(row));
}

/** An agent of the tenant the scope holds, or why not. */
async function agentInScope(ctx: RouteContext, scope: PartnerScope, agentId: string): Promise<Response | null> {
  const agent = await ctx.env.DB.prepare(
    `SELECT a.id, ${agentPathSql("a")} AS agent_path FROM cloud_agent_info a WHERE a.tenant_id = ? AND a.id = ? AND a.is_deleted = 0`,
  )
    .bind(ctx.user!.tenantId, agentId)
    .first<Row>();
  if (!agent) return fail("所属代理商不存在");
  if (!holds(scope, agent)) return fail(PARTNER_OUT_OF_SCOPE, 403);
  return null;
}

/** submit: create (no id) or update; name, mobile, agentId required; idCard 18 characters (or the masked value kept); status 0/1. */
async function submit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const scope = await partnerScope(ctx);
  const id = field(body, "id") || null;
  const existing = id ? await load(ctx, id) : null;
  if (id && !existing) return fail("操作失败");
  if (existing && !holds(scope, existing)) return fail(PARTNER_OUT_OF_SCOPE, 403);
  const name = field(body, "name") ?? str(existing?.name);
  const mobile = field(body, "mobile") ?? str(existing?.mobile);
  const agentId = field(body, "agentId") ?? str(existing?.agent_id);
  const idCardSent = field(body, "idCard");
  const status = field(body, "status") ?? (existing ? String(existing.status) : "1");
  if (!name) return fail("业务员姓名不能为空");
  if (name.length > 20) return fail("业务员姓名不能超过20个字符");
  const mobileProblem = mobileError(mobile);
  if (mobileProblem) return fail(mobileProblem);
  if (!agentId) return fail("请选择所属代理商");
  if (status !== "0" && status !== "1") return fail("状态不正确");
  let idCard: string | null = existing ? str(existing.id_card) || null : null;
  if (idCardSent && !(existing && idCardSent === maskIdCard(existing.id_card))) {
    if (!ID_CARD.test(idCardSent)) return fail("身份证号格式不正确");
    idCard = idCardSent.toUpperCase();
  } else if (idCardSent === "") idCard = null;
  const refused = await agentInScope(ctx, scope, agentId);
  if (refused) return refused;
  const duplicate = await ctx.env.DB.prepare(
    "SELECT id FROM cloud_agent_business WHERE tenant_id = ? AND mobile = ? AND is_deleted = 0 AND id <> ?",
  )
    .bind(ctx.user!.tenantId, mobile, id ?? "")
    .first<string>("id");
  if (duplicate) return fail("该手机号码已存在");
  const now = Date.now();
  const user = ctx.user!;
  if (existing) {
    await ctx.env.DB.prepare(
      "UPDATE cloud_agent_business SET name = ?, mobile = ?, id_card = ?, agent_id = ?, status = ?, update_user = ?, update_time = ? WHERE id = ?",
    )
      .bind(name, mobile, idCard, agentId, Number(status), user.userId, now, id)
      .run();
  } else {
    await insertRow(ctx.env.DB, "cloud_agent_business", {
      id: newId(),
      tenant_id: user.tenantId,
      agent_id: agentId,
      name,
      mobile,
      id_card: idCard,
      status: Number(status),
      ...createdBy(user, now),
      is_deleted: 0,
    }).run();
  }
  return success();
}

/** The ids' rows, all in scope, or the refusal. */
async function heldIds(ctx: RouteContext, ids: string[]): Promise<Response | null> {
  const scope = await partnerScope(ctx);
  for (const id of ids) {
    const row = await load(ctx, id);
    if (!row) return fail("操作失败");
    if (!holds(scope, row)) return fail(PARTNER_OUT_OF_SCOPE, 403);
  }
  return null;
}

/** remove?ids=: soft delete; a salesperson who developed something keeps the history (the rows just lose the name). */
async function remove(ctx: RouteContext): Promise<Response> {
  const ids = idList((await readParams(ctx.req, ctx.url)).get("ids"));
  if (ids.length === 0) return fail("缺少必要的请求参数: ids", 400, 400);
  const refused = await heldIds(ctx, ids);
  if (refused) return refused;
  const deleted = { is_deleted: 1, update_user: ctx.user!.userId, update_time: Date.now() };
  await updateIds(ctx.env.DB, "cloud_agent_business", deleted, ctx.user!.tenantId, ids).run();
  return success();
}

/** status?ids=&status=0|1. */
async function setStatus(ctx: RouteContext): Promise<Response> {
  const params = await readParams(ctx.req, ctx.url);
  const ids = idList(params.get("ids"));
  const status = (params.get("status") ?? "").trim();
  if (ids.length === 0) return fail("缺少必要的请求参数: ids", 400, 400);
  if (status !== "0" && status !== "1") return fail("状态不正确");
  const refused = await heldIds(ctx, ids);
  if (refused) return refused;
  const values = { status: Number(status), update_user: ctx.user!.userId, update_time: Date.now() };
  await updateIds(ctx.env.DB, "cloud_agent_business", values, ctx.user!.tenantId, ids).run();
  return success();
}

export default [
  serve(agent.agentInfo.businessSearch, search),
  ...serveEach(agent.business, { search, list: salesmanPage, developPage, detail, submit, remove, status: setStatus }),
  ...investPromotionRoutes,
] satisfies Route[];

/**
 * cloud-agent's agent info (agent.agentInfo.*, spec §7): the list, searches,
 * detail, level chain, change log, debit card, rates and the export, every one within the
 * caller's partner scope (core/partner-scope.ts, ADR 016); the writes are in write.ts.
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, formatDate, num, ok, page, str } from "../../core/http";
import {
  agentCondition,
  holdsAgent,
  PARTNER_OUT_OF_SCOPE,
  partnerScope,
  type PartnerScope,
} from "../../core/partner-scope";
import { orderBy, Where, readListPage } from "../../core/query";
import { paging, queryParam } from "../../core/request";
import { holdsCode } from "../../core/permission";
import { xlsxResponse, xlsxWorkbook } from "../../core/xlsx";
import { maskMobile } from "../../../../shared/personal-data";
import { CHANNELS } from "../channel/catalogue";
import { agentCosts } from "../policy/agent-costs";
import { AGENT_SELECT, type AgentRecord, agentVO, loadAgent } from "./records";
import { RATE_CONFIG } from "./payload";
import { agentWriteRoutes } from "./write";
import { serveEach } from "../../core/serve";
import { agent } from "../../../../shared/contract/index.ts";

const SORTABLE = {
  agentNo: "a.agent_no",
  agentName: "a.agent_name",
  agentLevel: "a.agent_level",
  createTime: "a.create_time",
};
const FILTERS = {
  agentLevel: "a.agent_level",
  agentStatus: "a.agent_status",
  settleType: "a.settle_type",
  agentType: "a.agent_type",
};

/** The list's WHERE: tenant, live, scope, the name-or-number search and the equality filters. */
function listWhere(ctx: RouteContext, scope: PartnerScope): Where {
  const q = ctx.url.searchParams;
  const where = new Where("a.tenant_id = ? AND a.is_deleted = 0", ctx.user!.tenantId);
  const inScope = agentCondition(scope, "a");
  where.add(inScope.sql, ...inScope.binds);
  const search = (q.get("agentNoAndAgentNameSearch") ?? q.get("searchStr") ?? "").trim();
  where.keyword(["a.agent_name"], ["a.agent_no"], search);
  for (const [param, column] of Object.entries(FILTERS)) {
    const value = (q.get(param) ?? "").trim();
    if (/^\d{1,9}$/.test(value)) where.add(`${column} = ?`, Number(value));
  }
  const parentId = (q.get("parentId") ?? "").trim();
  if (/^\d{1,19}$/.test(parentId)) where.add("a.parent_id = ?", parentId);
  return where;
}

/** GET page: IPage<AgentVO>, newest first unless sorted. */
async function agentPage(ctx: RouteContext): Promise<Response> {
  const where = listWhere(ctx, await partnerScope(ctx));
  const order = orderBy(ctx.url, SORTABLE, "a.create_time DESC, a.id DESC", false);
  return readListPage<Record<string, unknown>>(
    ctx,
    { from: "cloud_agent_info a", rows: AGENT_SELECT, where, order },
    (rows) => rows.map(agentVO),
  );
}

/** GET getAgentByNameOrNo (searchStr, agentLevel, current, size): the remote search-select's agents. */
async function agentSearch(ctx: RouteContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const where = new Where("a.tenant_id = ? AND a.is_deleted = 0", ctx.user!.tenantId);
  const inScope = agentCondition(await partnerScope(ctx), "a");
  where.add(inScope.sql, ...inScope.binds);
  const keyword = (q.get("searchStr") ?? q.get("keyword") ?? "").trim();
  where.keyword(["a.agent_name"], ["a.agent_no"], keyword);
  for (const param of ["agentLevel", "agentStatus"] as const) {
    const value = (q.get(param) ?? "").trim();
    if (/^\d{1,9}$/.test(value))
      where.add(`a.${param === "agentLevel" ? "agent_level" : "agent_status"} = ?`, Number(value));
  }
  // Parents for a new agent: levels below `maxLevel` only.
  const maxLevel = (q.get("maxLevel") ?? "").trim();
  if (/^\d$/.test(maxLevel)) where.add("a.agent_level <= ?", Number(maxLevel));
  const order = orderBy(ctx.url, SORTABLE, "a.agent_no ASC, a.id ASC", false);
  return readListPage<Record<string, unknown>>(
    ctx,
    { from: "cloud_agent_info a", rows: "SELECT a.* FROM cloud_agent_info a", where, order },
    (rows) =>
      rows.map((r) => ({
        id: str(r.id),
        agentNo: str(r.agent_no),
        agentName: str(r.agent_name),
        agentLevel: num(r.agent_level),
        parentId: str(r.parent_id) || "0",
        agentStatus: num(r.agent_status),
      })),
  );
}

/** The agent named by `param` if the caller's scope holds it; else the refusal to answer. */
export async function heldAgent(ctx: RouteContext, param = "id"): Promise<AgentRecord | Response> {
  const id = queryParam(ctx, param);
  if (!id || !/^\d{1,19}$/.test(id)) return fail(`缺少必要的请求参数: ${param}`);
  const agent = await loadAgent(ctx, id);
  if (!agent) return fail("代理商不存在");
  if (!holdsAgent(await partnerScope(ctx), agent)) return fail(PARTNER_OUT_OF_SCOPE, 403);
  return agent;
}

async function detail(ctx: RouteContext): Promise<Response> {
  const agent = await heldAgent(ctx);
  return agent instanceof Response ? agent : ok(agentVO(agent));
}

/** GET levelList (id): the agent's chain from the top level down to itself. */
async function levelList(ctx: RouteContext): Promise<Response> {
  const agent = await heldAgent(ctx);
  if (agent instanceof Response) return agent;
  const ids = [
    ...str(agent.ancestors)
      .split(",")
      .filter((id) => id && id !== "0"),
    agent.id,
  ];
  const { results } = await ctx.env.DB.prepare(
    "SELECT id, agent_no, agent_name, agent_level FROM cloud_agent_info WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY agent_level",
  )
    .bind(ctx.user!.tenantId, JSON.stringify(ids))
    .all<Record<string, unknown>>();
  return ok(
    results.map((r) => ({
      id: str(r.id),
      agentNo: str(r.agent_no),
      agentName: str(r.agent_name),
      agentLevel: num(r.agent_level),
    })),
  );
}

/** GET getAgentChangeLogById (id, current, size): the agent's change log, newest first. */
async function changeLog(ctx: RouteContext): Promise<Response> {
  const agent = await heldAgent(ctx);
  if (agent instanceof Response) return agent;
  const { current, size, offset } = paging(ctx.url);
  const [count, rows] = await ctx.env.DB.batch<Record<string, unknown>>([
    ctx.env.DB.prepare("SELECT COUNT(*) AS n FROM cloud_agent_change_log WHERE tenant_id = ? AND agent_id = ?").bind(
      agent.tenant_id,
      agent.id,
    ),
    ctx.env.DB.prepare(
      "SELECT * FROM cloud_agent_change_log WHERE tenant_id = ? AND agent_id = ? ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?",
    ).bind(agent.tenant_id, agent.id, size, offset),
  ]);
  const records = rows!.results.map((r) => ({
    id: str(r.id),
    agentId: str(r.agent_id),
    changeType: str(r.change_type),
    beforeValue: str(r.before_value),
    afterValue: str(r.after_value),
    operator: str(r.operator),
    createTime: formatDate(r.create_time as number),
  }));
  return ok(page(records, Number(count!.results[0]?.n ?? 0), current, size));
}

/** GET getAgentDebitCard (agentId): the settlement card, the number masked but its last 4. */
async function debitCard(ctx: RouteContext): Promise<Response> {
  const agent = await heldAgent(ctx, "agentId");
  if (agent instanceof Response) return agent;
  const card = await ctx.env.DB.prepare("SELECT * FROM cloud_agent_debit_card WHERE tenant_id = ? AND agent_id = ?")
    .bind(agent.tenant_id, agent.id)
    .first<Record<string, unknown>>();
  if (!card) return ok(null);
  const no = str(card.card_no);
  return ok({
    id: str(card.id),
    agentId: agent.id,
    accountName: str(card.account_name),
    cardNo: no.length > 8 ? `${no.slice(0, 4)} **** **** ${no.slice(-4)}` : no,
    bankName: str(card.bank_name),
    branchName: str(card.branch_name),
    accountType: num(card.account_type),
  });
}

/**
 * GET getAgentRates (agentId): the agent's own rates and its parent's (the floor of its own), and
 * its costs as policies set them (ADR 020: today's, their source, the next policy, the parent's
 * today; the parent's only where the operator's scope holds the parent, as in 分润明细).
 */
async function agentRates(ctx: RouteContext): Promise<Response> {
  const agent = await heldAgent(ctx, "agentId");
  if (agent instanceof Response) return agent;
  const vo = agentVO(agent);
  const parent = agent.parent_id && agent.parent_id !== "0" ? await loadAgent(ctx, agent.parent_id) : null;
  const parentShown = parent && holdsAgent(await partnerScope(ctx), parent) ? parent.id : null;
  return ok({
    agentId: agent.id,
    agentAccountingRate: vo.agentAccountingRate,
    agentDefaultMerchantRates: vo.agentDefaultMerchantRates,
    channelAgentRateVOS: vo.channelAgentRateVOS,
    parentAccountingRate: parent ? str(parent.agent_accounting_rate) : "",
    ...(await agentCosts(ctx, agent.id, parentShown)),
  });
}

/** GET getChannelTransRate: each channel's own cost per pay product (an agent's channel rate may not be lower). */
function channelTransRate(): Response {
  return ok(
    CHANNELS.map((c) => ({
      channelCode: c.code,
      channelName: c.name,
      wxRate: c.wxRate,
      aliRate: c.aliRate,
      unionRate: c.unionRate,
    })),
  );
}

/** GET getRateConfig: the bounds every agent's rates keep (percent, decimal strings). */
function rateConfig(): Response {
  return ok(RATE_CONFIG);
}

const EXPORT_HEADER = [
  "代理商编号",
  "代理商名称",
  "代理商级别",
  "上级代理商",
  "联系人",
  "手机号码",
  "结算方式",
  "状态",
  "分润结算费率(%)",
  "商户数",
  "创建时间",
];
const LEVELS: Record<number, string> = { 1: "一级代理", 2: "二级代理", 3: "三级代理" };
const EXPORT_MAX = 10_000;

/**
 * POST export: the list's filters as an .xlsx (the backend's own file), at most 10,000 rows. The
 * mobiles are masked (ADR 029) unless `full=1` is asked by an operator holding agent_export_full;
 * a masked file says so in its sheet's name.
 */
async function exportAgents(ctx: RouteContext): Promise<Response> {
  const full = ctx.url.searchParams.get("full") === "1";
  if (full && !(await holdsCode(ctx, "agent_export_full"))) return fail("无权操作", 403);
  const scope = await partnerScope(ctx);
  const where = listWhere(ctx, scope);
  const order = orderBy(ctx.url, SORTABLE, "a.create_time DESC, a.id DESC", false);
  const [rows, dicts] = await ctx.env.DB.batch<Record<string, unknown>>([
    ctx.env.DB.prepare(`${AGENT_SELECT} ${where.sql} ORDER BY ${order} LIMIT ${EXPORT_MAX}`).bind(...where.binds),
    ctx.env.DB.prepare(
      "SELECT code, dict_key, dict_value FROM blade_dict_biz WHERE tenant_id = ? AND code IN ('agent_status', 'settle_type') AND parent_id <> '0' AND is_deleted = 0",
    ).bind(ctx.user!.tenantId),
  ]);
  const names = new Map(dicts!.results.map((d) => [`${str(d.code)}:${str(d.dict_key)}`, str(d.dict_value)]));
  const cells = rows!.results.map((r) => {
    const vo = agentVO(r);
    return [
      str(vo.agentNo),
      str(vo.agentName),
      LEVELS[Number(vo.agentLevel)] ?? "",
      str(vo.parentName),
      str(vo.linkMan),
      full ? str(vo.mobile) : maskMobile(vo.mobile),
      names.get(`settle_type:${vo.settleType}`) ?? "",
      names.get(`agent_status:${vo.agentStatus}`) ?? "",
      str(vo.agentAccountingRate),
      String(vo.merchantCount ?? 0),
      str(vo.createTime),
    ];
  });
  return xlsxResponse(
    "代理商列表.xlsx",
    await xlsxWorkbook(full ? "代理商列表" : "代理商列表（已脱敏）", EXPORT_HEADER, cells),
  );
}

export default [
  ...serveEach(agent.agentInfo, {
    list: agentPage,
    search: agentSearch,
    detail,
    levelList,
    changeLog,
    debitCard,
    rates: agentRates,
    channelTransRate,
    rateConfig,
    export: exportAgents,
  }),
  ...agentWriteRoutes,
] satisfies Route[];

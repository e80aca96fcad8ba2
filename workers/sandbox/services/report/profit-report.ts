/**
 * cloud-report's 分润报表 (report.profitReport.*, issue 18), a month at a time
 * (`month=yyyy-MM`, Beijing; this month by default, none in the future), the orders filtered as
 * 交易订单 filters them (agentNo: that agent's subtree, its rows too):
 * - `list`: a row per agent sharing in the month's orders (page of them, largest share first; level filter);
 * - `totals`: the month's figures, which reconcile: the merchants' fees = the agents' shares + the platform's part;
 * - `merchants?agentId=`: one agent's share per merchant below it (the drill-down).
 * An agent's operator sees its subtree and its own level and below (ADR 016, visibleShares); a
 * merchant's operator has no 分润报表.
 */
import type { Route, RouteContext } from "../../core/env";
import { report } from "../../../../shared/contract/index.ts";
import { answer, serveEach } from "../../core/serve";
import { fail, ok, page, str } from "../../core/http";
import { holdsCode, NO_PERMISSION } from "../../core/permission";
import { paging } from "../../core/request";
import { yuanOf } from "../order/catalogue";
import { orderWhere } from "../order/filters";
import { TRADE_FILTERS } from "../order/trade";
import type { AgentNode } from "../policy/ordering";
import { beijingToday } from "../policy/store";
import { byAgent, byMerchant, type Figures, monthTotals, sharedOrders } from "./profit-shares";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month's orders with their visible shares, or the answer to give. */
async function monthShares(ctx: RouteContext) {
  if (!(await holdsCode(ctx, "profitReport"))) return fail(NO_PERMISSION, 403);
  const q = ctx.url.searchParams;
  const month = (q.get("month") ?? "").trim() || beijingToday().slice(0, 7);
  const m = MONTH.exec(month);
  if (!m) return fail("月份格式不正确，应为 yyyy-MM");
  if (month > beijingToday().slice(0, 7)) return fail("不能查询未来的月份");
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  const url = new URL(ctx.url);
  url.searchParams.set("startTime", `${month}-01 00:00:00`);
  url.searchParams.set("endTime", `${month}-${String(last).padStart(2, "0")} 23:59:59`);
  for (const name of ["keyword", "state", "minAmount", "maxAmount"]) url.searchParams.delete(name);
  const found = await orderWhere({ ...ctx, url }, TRADE_FILTERS);
  if (found instanceof Response) return found;
  if (found.scope.kind === "merchant") return fail("商户账号没有分润报表", 403);
  const shared = await sharedOrders(ctx, found.where, found.scope);
  return { ...shared, month };
}

/** Whether `agent` is `top` or below it. */
function within(agents: Map<string, AgentNode>, agent: AgentNode, top: string): boolean {
  for (let a: AgentNode | undefined = agent; a; a = a.parentId ? agents.get(a.parentId) : undefined)
    if (a.no === top) return true;
  return false;
}

const figuresVO = (f: Figures) => ({
  orderCount: f.orders,
  volume: yuanOf(f.volume),
  shareAmount: yuanOf(f.share),
  refundTaken: yuanOf(f.share - f.kept),
  keptShare: yuanOf(f.kept),
});

/** The agents' rows of the month, as the filters pick them (agentNo: that agent and below; agentLevel), largest share first. */
function agentRows(ctx: RouteContext, shared: Exclude<Awaited<ReturnType<typeof monthShares>>, Response>) {
  const q = ctx.url.searchParams;
  const agentNo = (q.get("agentNo") ?? "").trim();
  const level = Number(q.get("agentLevel")) || null;
  return [...byAgent(shared.orders).entries()]
    .map(([id, f]) => ({ id, agent: shared.agents.get(id)!, f }))
    .filter(
      (r) => r.agent && (!agentNo || within(shared.agents, r.agent, agentNo)) && (!level || r.agent.level === level),
    )
    .sort((a, b) => b.f.share - a.f.share || (a.agent.no < b.agent.no ? -1 : 1));
}

async function list(ctx: RouteContext): Promise<Response> {
  const shared = await monthShares(ctx);
  if (shared instanceof Response) return shared;
  const rows = agentRows(ctx, shared);
  const { current, size, offset } = paging(ctx.url);
  const records = rows.slice(offset, offset + size).map((r) => ({
    id: r.id,
    month: shared.month,
    agentNo: r.agent.no,
    agentName: r.agent.name,
    agentLevel: r.agent.level,
    parentNo: str(r.agent.parentId ? shared.agents.get(r.agent.parentId)?.no : ""),
    ...figuresVO(r.f),
  }));
  return ok(page(records, rows.length, current, size));
}

/**
 * The month's totals: its orders' volume and fees, the shares of the rows the filters pick (the
 * export's totals row), every visible level's shares, and the platform's part where the operator
 * may see it: fee = every level's shares + the platform's part, to the fen.
 */
async function totals(ctx: RouteContext): Promise<Response> {
  const shared = await monthShares(ctx);
  if (shared instanceof Response) return shared;
  const t = monthTotals(shared.orders, shared.platform);
  const rows = agentRows(ctx, shared);
  const [share, kept] = rows.reduce(([s, k], r) => [s + r.f.share, k + r.f.kept], [0, 0]);
  return answer(report.profitReport.totals, {
    month: shared.month,
    orderCount: t.orders,
    volume: yuanOf(t.volume),
    fee: yuanOf(t.fee),
    feeKept: yuanOf(t.feeKept),
    shareAmount: yuanOf(share),
    refundTaken: yuanOf(share - kept),
    keptShare: yuanOf(kept),
    allShareAmount: yuanOf(t.share),
    allKeptShare: yuanOf(t.kept),
    platformShare: t.platform === null ? "" : yuanOf(t.platform),
    platformKept: t.platformKept === null ? "" : yuanOf(t.platformKept),
  });
}

async function merchants(ctx: RouteContext): Promise<Response> {
  const shared = await monthShares(ctx);
  if (shared instanceof Response) return shared;
  const agentId = (ctx.url.searchParams.get("agentId") ?? "").trim();
  const rows = [...byMerchant(shared.orders, agentId).entries()];
  if (!shared.agents.has(agentId)) return fail("代理商不存在");
  const names = rows.length
    ? (
        await ctx.env.DB.prepare(
          "SELECT id, merchant_no, merchant_full_name FROM cloud_merchant_info WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))",
        )
          .bind(ctx.user!.tenantId, JSON.stringify(rows.map(([id]) => id)))
          .all<{ id: string; merchant_no: string; merchant_full_name: string }>()
      ).results
    : [];
  const byId = new Map(names.map((n) => [n.id, n]));
  const records = rows
    .sort((a, b) => b[1].share - a[1].share)
    .map(([id, f]) => ({
      id,
      merchantNo: str(byId.get(id)?.merchant_no),
      merchantName: str(byId.get(id)?.merchant_full_name),
      fee: yuanOf(f.fee),
      ...figuresVO(f),
    }));
  return answer(report.profitReport.merchants, { month: shared.month, agentId, records });
}

export const profitReportRoutes: Route[] = serveEach(report.profitReport, { list, totals, merchants });

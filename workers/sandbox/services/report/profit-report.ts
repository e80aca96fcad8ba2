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
import { orderSet } from "../order/filters";
import { TRADE_FILTERS } from "../order/trade";
import { beijingToday } from "../policy/store";
import { agentPage, byMerchant, type Figures, type MonthSet, monthTotals, type RowFilters } from "./profit-shares";
import { currentLines } from "./share-lines";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month's set of orders, its lines brought up to date, or the answer to give. */
async function monthSet(ctx: RouteContext): Promise<MonthSet | Response> {
  if (!(await holdsCode(ctx, "profitReport"))) return fail(NO_PERMISSION, 403);
  const q = ctx.url.searchParams;
  const month = (q.get("month") ?? "").trim() || beijingToday().slice(0, 7);
  if (!MONTH.test(month)) return fail("月份格式不正确，应为 yyyy-MM");
  if (month > beijingToday().slice(0, 7)) return fail("不能查询未来的月份");
  const url = new URL(ctx.url);
  // The month is the period (the lines are a month's); the filters on an order's number, state and amount do not apply.
  for (const name of ["startTime", "endTime", "keyword", "state", "minAmount", "maxAmount"])
    url.searchParams.delete(name);
  const found = await orderSet({ ...ctx, url }, TRADE_FILTERS);
  if (found instanceof Response) return found;
  if (found.scope.kind === "merchant") return fail("商户账号没有分润报表", 403);
  await currentLines(ctx, month);
  const whole = found.scope.kind === "platform" && found.rest.parts.length === 1;
  return { rest: found.rest, month, scope: found.scope, whole, byAgent: found.byAgent };
}

/** The filters on the agents' rows (agentNo: that agent and below; agentLevel). */
function rowFilters(ctx: RouteContext): RowFilters {
  const q = ctx.url.searchParams;
  return { agentNo: (q.get("agentNo") ?? "").trim(), level: Number(q.get("agentLevel")) || null };
}

const figuresVO = (f: Figures) => ({
  orderCount: f.orders,
  volume: yuanOf(f.volume),
  shareAmount: yuanOf(f.share),
  refundTaken: yuanOf(f.share - f.kept),
  keptShare: yuanOf(f.kept),
});

/** The agents' rows of the month, as the filters pick them, largest share first. */
async function list(ctx: RouteContext): Promise<Response> {
  const set = await monthSet(ctx);
  if (set instanceof Response) return set;
  const { current, size, offset } = paging(ctx.url);
  const { rows, total } = await agentPage(ctx, set, rowFilters(ctx), { size, offset });
  const records = rows.map((r) => ({
    id: r.id,
    month: set.month,
    agentNo: r.no,
    agentName: r.name,
    agentLevel: Number(r.level),
    parentNo: str(r.parent_no),
    ...figuresVO(r),
  }));
  return ok(page(records, total, current, size));
}

/**
 * The month's totals: its orders' volume and fees, the shares of the rows the filters pick (the
 * export's totals row), every visible level's shares, and the platform's part where the operator
 * may see it: fee = every level's shares + the platform's part, to the fen.
 */
async function totals(ctx: RouteContext): Promise<Response> {
  const set = await monthSet(ctx);
  if (set instanceof Response) return set;
  const t = await monthTotals(ctx, set, rowFilters(ctx));
  return answer(report.profitReport.totals, {
    month: set.month,
    orderCount: t.orders,
    volume: yuanOf(t.volume),
    fee: yuanOf(t.fee),
    feeKept: yuanOf(t.feeKept),
    shareAmount: yuanOf(t.pickedShare),
    refundTaken: yuanOf(t.pickedShare - t.pickedKept),
    keptShare: yuanOf(t.pickedKept),
    allShareAmount: yuanOf(t.share),
    allKeptShare: yuanOf(t.kept),
    platformShare: t.platform === null ? "" : yuanOf(t.platform),
    platformKept: t.platformKept === null ? "" : yuanOf(t.platformKept),
  });
}

async function merchants(ctx: RouteContext): Promise<Response> {
  const set = await monthSet(ctx);
  if (set instanceof Response) return set;
  const agentId = (ctx.url.searchParams.get("agentId") ?? "").trim();
  const [figures, agent] = await Promise.all([
    byMerchant(ctx, set, agentId),
    ctx.env.DB.prepare("SELECT 1 AS hit FROM cloud_agent_info WHERE tenant_id = ? AND id = ?")
      .bind(ctx.user!.tenantId, agentId)
      .first<number>("hit"),
  ]);
  const rows = [...figures.entries()];
  if (!agent) return fail("代理商不存在");
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
  return answer(report.profitReport.merchants, { month: set.month, agentId, records });
}

export const profitReportRoutes: Route[] = serveEach(report.profitReport, { list, totals, merchants });

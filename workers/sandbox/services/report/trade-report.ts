/**
 * cloud-report's 交易报表 (report.tradeReport.*, ADR 021) over the transaction orders
 * the operator's scope holds, with the orders' filters and definitions (figures.ts, order/totals.ts):
 * - `trend?granularity=day|month&…`: a row per Beijing day (or month) of the period, days without
 *   orders as zero rows, in the paged-list shape (one page holding every row) with the totals;
 * - `breakdown?dimension=agent|merchant|channel|payType&…`: a row per party with its share of the
 *   volume (agents: those directly below the operator's level, each with its subtree; merchants:
 *   the top 50 by volume and 其他), and the totals.
 * Either's totals are the sum of its rows and equal order.trade.totals for the
 * same filters.
 */
import type { Route, RouteContext } from "../../core/env";
import { report } from "../../../../shared/contract/index.ts";
import { answer, serveEach } from "../../core/serve";
import { fail } from "../../core/http";
import { channelByCode } from "../channel/catalogue";
import { PAY_TYPES } from "../order/catalogue";
import { addTotals, figuresRecord, percentText, totalsRecord, ZERO_TOTALS } from "../order/totals";
import { type Grouped, groupedStatement, periodKey, periodKeys, reportWhere } from "./figures";

/** A day report covers at most this many days (a month report, months). */
export const MAX_DAYS = 400;
export const MAX_MONTHS = 60;
export const TOP_MERCHANTS = 50;
export const OTHERS = "其他";
/** The row of orders booked at the operator's own level (the platform's direct merchants, an agent's own). */
export const DIRECT = "直属商户";

async function trend(ctx: RouteContext): Promise<Response> {
  const granularity = ctx.url.searchParams.get("granularity") || "day";
  if (granularity !== "day" && granularity !== "month") return fail("granularity 只能是 day 或 month");
  const found = await reportWhere(ctx);
  if (found instanceof Response) return found;
  const { results } = await groupedStatement(ctx, found.where, periodKey(granularity)).all<Grouped>();
  const byKey = new Map(results.map((row) => [row.k ?? "", row]));
  const first = found.from ?? [...byKey.keys()].sort()[0] ?? found.to;
  const keys = periodKeys(granularity, first, found.to);
  if (keys.length > (granularity === "day" ? MAX_DAYS : MAX_MONTHS)) {
    return fail(
      granularity === "day" ? `按日最多 ${MAX_DAYS} 天，请缩短时间范围或按月查看` : `按月最多 ${MAX_MONTHS} 个月`,
    );
  }
  const records = keys.map((key) => ({ id: key, date: key, ...figuresRecord(byKey.get(key) ?? ZERO_TOTALS) }));
  const current = Number(ctx.url.searchParams.get("current")) || 1;
  return answer(report.tradeReport.trend, {
    records: current > 1 ? [] : records,
    total: records.length,
    size: Math.max(1, records.length),
    current,
    pages: 1,
    granularity,
    totals: totalsRecord(addTotals(results)),
  });
}

type Party = { key: string; name: string; no: string; figures: Grouped };

async function breakdown(ctx: RouteContext): Promise<Response> {
  const dimension = ctx.url.searchParams.get("dimension") || "agent";
  if (!["agent", "merchant", "channel", "payType"].includes(dimension))
    return fail("dimension 只能是 agent、merchant、channel 或 payType");
  const found = await reportWhere(ctx);
  if (found instanceof Response) return found;
  const { where, scope } = found;
  let parties: Party[];
  if (dimension === "agent") {
    if (scope.kind === "merchant") return fail("商户账号没有代理商维度");
    // Each order's agent path from the top (the agent's current ancestors, as the scope reads
    // them), cut after the operator's level: the agent directly below it, or '' for its own.
    const level = scope.kind === "agent" ? scope.agentId : "0";
    const path = "(',' || COALESCE(ka.ancestors, '') || ',' || COALESCE(o.agent_id, '') || ',')";
    const rest = `substr(${path}, instr(${path}, ?) + ?)`;
    const key = `CASE WHEN instr(${rest}, ',') > 1 THEN substr(${rest}, 1, instr(${rest}, ',') - 1) ELSE '' END`;
    const needle = `,${level},`;
    const binds = Array.from({ length: key.split("?").length - 1 }, (_, i) => (i % 2 === 0 ? needle : needle.length));
    const statement = groupedStatement(
      ctx,
      where,
      key,
      binds,
      "cloud_trade_order o LEFT JOIN cloud_agent_info ka ON ka.id = o.agent_id",
    );
    const { results } = await statement.all<Grouped>();
    const names = await namesOf(ctx, "SELECT id, agent_no AS no, agent_name AS name FROM cloud_agent_info", results);
    parties = results.map((g) => ({
      key: g.k ?? "",
      name: g.k ? (names.get(g.k)?.name ?? g.k) : DIRECT,
      no: names.get(g.k ?? "")?.no ?? "",
      figures: g,
    }));
  } else if (dimension === "merchant") {
    const { results } = await groupedStatement(ctx, where, "o.merchant_id").all<Grouped>();
    const names = await namesOf(
      ctx,
      "SELECT id, merchant_no AS no, merchant_full_name AS name FROM cloud_merchant_info",
      results,
    );
    const all = results.map((g) => ({
      key: g.k ?? "",
      name: names.get(g.k ?? "")?.name ?? g.k ?? "",
      no: names.get(g.k ?? "")?.no ?? "",
      figures: g,
    }));
    all.sort(byVolume);
    parties = all.slice(0, TOP_MERCHANTS);
    const rest = all.slice(TOP_MERCHANTS);
    if (rest.length)
      parties.push({
        key: "others",
        name: OTHERS,
        no: "",
        figures: { ...addTotals(rest.map((p) => p.figures)), k: "others" },
      });
  } else {
    const column = dimension === "channel" ? "o.channel_code" : "o.pay_type";
    const { results } = await groupedStatement(ctx, where, column).all<Grouped>();
    const nameOf = (code: string) =>
      (dimension === "channel" ? channelByCode(code)?.name : PAY_TYPES.find((p) => p.code === code)?.name) ?? code;
    parties = results.map((g) => ({ key: g.k ?? "", name: nameOf(g.k ?? ""), no: g.k ?? "", figures: g }));
  }
  if (dimension !== "merchant") parties.sort(byVolume);
  const sum = addTotals(parties.map((p) => p.figures));
  return answer(report.tradeReport.breakdown, {
    dimension,
    records: parties.map((p) => ({
      id: p.key || "direct",
      key: p.key,
      name: p.name,
      no: p.no,
      ...figuresRecord(p.figures),
      share: percentText(p.figures.paid, sum.paid),
    })),
    totals: totalsRecord(sum),
  });
}

/** Larger volume first; ties by key, so the order is stable. */
const byVolume = (a: Party, b: Party) =>
  b.figures.paid - a.figures.paid || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Number and name of the grouped ids (one query; ids are read from our own rows). */
async function namesOf(
  ctx: RouteContext,
  select: string,
  groups: Grouped[],
): Promise<Map<string, { no: string; name: string }>> {
  const ids = groups.map((g) => g.k).filter((k): k is string => Boolean(k));
  if (!ids.length) return new Map();
  const { results } = await ctx.env.DB.prepare(
    `${select} WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))`,
  )
    .bind(ctx.user!.tenantId, JSON.stringify(ids))
    .all<{ id: string; no: string; name: string }>();
  return new Map(results.map((r) => [r.id, { no: r.no, name: r.name }]));
}

export const tradeReportRoutes: Route[] = serveEach(report.tradeReport, { trend, breakdown });

/**
 * /api/cloud-report: 交易报表 (trend and breakdown, ADR 021), 分润报表 (issue 18) and the home
 * page's figures (ADR 031). The orders' figures are those of `order.trade.totals`, the same
 * schema: a report's totals equal 交易订单's for the same filters.
 */
import type { z } from "zod";
import { type AnyEntry, assumed, get, service, shape, firstId } from "./define.ts";
import { type OrderFilters, orderTotals } from "./order.ts";
import { count, id, list, page, type Paging, percent, record, str, tally, text, yuan, yuanOrBlank } from "./wire.ts";

/** A report row's figures: volume, paid count, all orders, success rate, fee, refunds, net. */
export const reportFigures = record({
  volume: yuan,
  count: tally,
  totalCount: tally,
  successRate: percent,
  fee: yuan,
  refunds: yuan,
  net: yuan,
});

/** A day's or month's row of the trend. */
export const trendRow = reportFigures.extend({ id, date: str });
export type TrendRow = z.output<typeof trendRow>;

/** A party's row of the breakdown (an agent, a merchant, a channel, a pay type) and its share of the volume. */
export const breakdownRow = reportFigures.extend({ id: str, key: str, name: str, no: str, share: percent });
export type BreakdownRow = z.output<typeof breakdownRow>;

export type ReportFilters = Omit<OrderFilters, "keyword" | "state" | "minAmount" | "maxAmount">;

/** A month's profit shares of one agent. */
export const profitRow = record({
  id,
  month: text,
  agentNo: text,
  agentName: text,
  agentLevel: count,
  parentNo: text,
  orderCount: count,
  volume: yuan,
  shareAmount: yuan,
  refundTaken: yuan,
  keptShare: yuan,
});

/** The month's totals: volume and fees, the filtered rows' shares, every level's, and the platform's part ("" when not the operator's to see). */
export const profitTotals = record({
  month: str,
  orderCount: tally,
  volume: yuan,
  fee: yuan,
  feeKept: yuan,
  shareAmount: yuan,
  refundTaken: yuan,
  keptShare: yuan,
  allShareAmount: yuan,
  allKeptShare: yuan,
  platformShare: yuanOrBlank,
  platformKept: yuanOrBlank,
});
export type ProfitTotals = z.output<typeof profitTotals>;

/** An agent's merchant's shares of the month. */
export const merchantShareRow = record({
  id: str,
  merchantNo: str,
  merchantName: str,
  orderCount: tally,
  volume: yuan,
  fee: yuan,
  shareAmount: yuan,
  keptShare: yuan,
});
export type MerchantShare = z.output<typeof merchantShareRow>;

/** The home page's figures. */
export const dashboardSummary = record({
  todayAmount: yuan,
  todayCount: tally,
  yesterdayAmount: yuan,
  yesterdayCount: tally,
  flowBalance: yuan,
  merchantCount: tally,
  storeCount: tally,
  /** Today's paid orders of all, in %. */
  successRate: percent,
  trend: list(record({ date: str, amount: yuan, count: tally })),
  channels: list(record({ name: str, amount: yuan })),
});
export type DashboardSummary = z.output<typeof dashboardSummary>;

const ADR021 = (what: string) => assumed(`ADR 021: ${what}; not in spec §7`);
const ISSUE18 = (what: string) => assumed(`issue 18: ${what}; not in spec §7`);
type ProfitQuery = { month?: string; agentNo?: string; agentLevel?: string | number };

export const report = service("report", {
  tradeReport: {
    /** Every row of the period at once (a page of them all), with the totals of the same filters. */
    trend: get("/api/cloud-report/tradeReport/trend", page(trendRow).extend({ totals: orderTotals }), {
      query: shape<Paging & ReportFilters & { granularity?: "day" | "month" }>(),
      source: ADR021("the orders' figures by day or month"),
    }),
    breakdown: get(
      "/api/cloud-report/tradeReport/breakdown",
      record({ dimension: str, records: list(breakdownRow), totals: orderTotals }),
      {
        query: shape<ReportFilters & { dimension?: "agent" | "merchant" | "channel" | "payType" }>(),
        source: ADR021("the orders' figures by agent, merchant, channel or pay type"),
        probe: { query: { dimension: "channel" } },
      },
    ),
  },
  profitReport: {
    list: get("/api/cloud-report/profitReport/list", page(profitRow), {
      query: shape<Paging & ProfitQuery>(),
      source: ISSUE18(
        "a month's profit shares per agent (the month: this one unless given); a merchant's operator is refused",
      ),
    }),
    totals: get("/api/cloud-report/profitReport/totals", profitTotals, {
      query: shape<ProfitQuery>(),
      source: ISSUE18("the month's totals; fee = every level's shares + the platform's part"),
    }),
    merchants: get(
      "/api/cloud-report/profitReport/merchants",
      record({ month: str, agentId: str, records: list(merchantShareRow) }),
      {
        query: shape<{ month?: string; agentId: string }>(),
        source: ISSUE18("an agent's merchants' shares of the month"),
        probe: {
          after: (): AnyEntry => report.profitReport.list,
          pick: (data) => {
            const picked = firstId(data);
            return picked ? { query: { agentId: picked.query.id } } : null;
          },
        },
      },
    ),
  },
  dashboard: {
    summary: get("/api/cloud-report/dashboard/summary", dashboardSummary, {
      source: assumed("the home page's figures (today, yesterday, 7 days, by pay type); not in spec §7"),
    }),
  },
});

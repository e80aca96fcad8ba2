/**
 * 交易报表 on the server (ADR 021): the trend (the screen's list, every row at once, its totals
 * row last) and the breakdown by the chosen dimension, asked of the backend in parallel with the
 * same filters. The page, the export and the PDF read the same things: `loadReport`.
 */
import { type BreakdownRow, type OrderTotals, report } from "@contract";
import { type LoadOptions, readScreenQuery, screenParams } from "~/kit/server/described.server";
import { type Loaded, settle, text, toPage } from "~/kit/server/page.server";
import type { ListQuery, PageOf } from "~/kit/shared/query";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { loadPartnerScope } from "~/kit/server/partner-scope.server";
import { type Dimension, DIMENSIONS, TOTAL_ROW_ID, type TradeReportRow, tradeReportScreen } from "./screen";

/** The orders' totals as the backend answers them: 交易订单's (order.trade.totals' schema). */
export type ReportTotals = OrderTotals;
export type { BreakdownRow };
export type Breakdown = { dimension: Dimension; records: BreakdownRow[]; totals: ReportTotals | null };

export type TradeReport = {
  /** The trend's rows, then the totals row (id `total`). */
  trend: Loaded<PageOf<TradeReportRow>>;
  totals: ReportTotals | null;
  granularity: "day" | "month";
  breakdown: Breakdown | null;
  breakdownError: FormMessageView | null;
  /** The days the report covers (the trend's first and last rows). */
  from: string;
  to: string;
};

const toRow = (raw: Record<string, unknown>): TradeReportRow | null => {
  const id = text(raw.id);
  if (!id) return null;
  const number = (value: unknown) => (Number.isInteger(Number(value)) ? Number(value) : null);
  return {
    id,
    date: text(raw.date),
    volume: text(raw.volume),
    count: number(raw.count),
    totalCount: number(raw.totalCount),
    successRate: text(raw.successRate),
    fee: text(raw.fee),
    refunds: text(raw.refunds),
    net: text(raw.net),
  };
};

/** The totals as a row of the trend's table. */
export const totalsRowOf = (t: ReportTotals): TradeReportRow => ({
  id: TOTAL_ROW_ID,
  date: "",
  volume: t.paidAmount,
  count: t.paidCount,
  totalCount: t.count,
  successRate: t.successRate,
  fee: t.fee,
  refunds: t.refunded,
  net: t.net,
});

/** The dimension asked for, else by agent (a merchant's operator has no agent: by pay type). */
async function dimensionOf(operator: Operator, query: ListQuery): Promise<Dimension> {
  const chosen = DIMENSIONS.find((d) => d === query.filters.dimension);
  if (chosen) return chosen;
  return (await loadPartnerScope(operator)).kind === "merchant" ? "payType" : "agent";
}

/** The report of the query's filters: trend and breakdown in parallel. */
export async function loadReport(operator: Operator, query: ListQuery): Promise<TradeReport> {
  const { current: _c, size: _s, dimension: _d, ...filters } = screenParams(tradeReportScreen, query);
  const granularity = query.filters.granularity === "month" ? "month" : "day";
  const trendCall = settle(operator.api.call(report.tradeReport.trend, { query: { ...filters, granularity } }), null);
  const breakdownCall = dimensionOf(operator, query).then((dimension) =>
    settle(operator.api.call(report.tradeReport.breakdown, { query: { ...filters, dimension } }), null).then(
      (loaded) => ({ dimension, loaded }),
    ),
  );
  const [trend, { dimension, loaded }] = await Promise.all([trendCall, breakdownCall]);
  const page = toPage(trend.value, { current: 1, size: 1 }, toRow);
  const totals = trend.value?.totals ?? null;
  const records = page.records;
  const breakdown = loaded.value ? { dimension, records: loaded.value.records, totals: loaded.value.totals } : null;
  return {
    trend: {
      value: { ...page, records: totals ? [...records, totalsRowOf(totals)] : records, current: 1, pages: 1 },
      error: trend.error,
    },
    totals,
    granularity,
    breakdown,
    breakdownError: loaded.error,
    from: records[0]?.date ?? "",
    to: records[records.length - 1]?.date ?? "",
  };
}

export { TOTAL_ROW_ID };
export type TradeReportExtra = Omit<TradeReport, "trend">;

export function tradeReportLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<TradeReportRow, TradeReportExtra> => {
    const report = loadReport(operator, query);
    return {
      list: () => report.then((r) => r.trend),
      detail: null,
      extra: report.then(({ trend: _t, ...extra }) => extra),
    };
  };
}

/** The query of a request to the report's path (the page's, the PDF's). */
export const reportQuery = (request: Request) => readScreenQuery(tradeReportScreen, request);

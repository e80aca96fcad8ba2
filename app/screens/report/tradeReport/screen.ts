/**
 * 交易报表 (/report/tradeReport, ADR 021): the transaction orders' figures over a period, by day or
 * month (report.tradeReport.trend, the screen's list: every row at once) and by agent,
 * merchant, channel or pay type (report.tradeReport.breakdown), with the filters of 交易订单 and its definitions:
 * the totals are those of order.trade.totals for the same filters, which the
 * export's last row reads too. The page draws both charts as SVG on the server; the PDF
 * (/report/tradeReport/pdf) draws them as vector paths.
 */
import {
  AGENT_TREE_FILTER,
  MERCHANT_NO_FILTER,
  moneyColumns,
  PAYMENT_FILTERS,
  PERIOD_FILTERS,
} from "~/kit/shared/screen-presets";
import { defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const GRANULARITIES = ["day", "month"] as const;
export const DIMENSIONS = ["agent", "merchant", "channel", "payType"] as const;
/** The trend table's last row: the totals. */
export const TOTAL_ROW_ID = "total";
export type Dimension = (typeof DIMENSIONS)[number];

export const tradeReportScreen = defineScreen({
  searches: ["agent", "merchant"],
  ...screenNames("report", "tradeReport"),
  name: "交易报表",
  api: { list: "report.tradeReport.trend" },
  row: {
    date: "text",
    volume: "text",
    count: "number",
    totalCount: "number",
    successRate: "text",
    fee: "text",
    refunds: "text",
    net: "text",
  },
  rowLabel: (row) => row.date,
  buttons: {},
  export: "trade_report_export",
  // 导出's PDF is the report as the screen shows it, charts included (ADR 021).
  exportPdf: "/report/tradeReport/pdf",
  exportTotals: {
    entry: "order.trade.totals",
    label: "totalsRow",
    columns: {
      volume: "paidAmount",
      count: "paidCount",
      totalCount: "count",
      successRate: "successRate",
      fee: "fee",
      refunds: "refunded",
      net: "net",
    },
  },
  filters: {
    ...PERIOD_FILTERS,
    granularity: { kind: "select", options: GRANULARITIES, optionTexts: "granularities" },
    agentNo: AGENT_TREE_FILTER,
    merchantNo: MERCHANT_NO_FILTER,
    ...PAYMENT_FILTERS,
    dimension: { kind: "select", options: DIMENSIONS, optionTexts: "dimensions" },
  },
  columns: [
    { key: "date", fixed: true },
    { key: "volume", format: "money" },
    { key: "count", format: "number" },
    { key: "totalCount", label: "orderCount", format: "number" },
    { key: "successRate" },
    ...moneyColumns("fee", "refunds", "net"),
  ],
});

export type TradeReportRow = RowOf<typeof tradeReportScreen.row>;

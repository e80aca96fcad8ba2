/**
 * 分润报表 (/report/profitReport, issue 18): a month's profit shares per agent down the levels
 * (report.profitReport.list: each level earns the fee at the rate below it less the fee
 * at its own cost, ADR 019/020), with the month's totals (report.profitReport.totals: the merchants' fees = every
 * level's shares + the platform's part, to the fen), an agent's merchants on its row
 * (report.profitReport.merchants?agentId=, ?op=merchants&id=…), and 导出 with the totals row of the same filters.
 */
import { moneyColumns } from "~/kit/shared/screen-presets";
import { choices, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const AGENT_LEVELS = ["1", "2", "3"] as const;
const AGENT_LEVEL_CHOICES = choices(AGENT_LEVELS, "levels");

export const profitReportScreen = defineScreen({
  searches: ["agent"],
  ...screenNames("report", "profitReport"),
  name: "分润报表",
  api: { list: "report.profitReport.list" },
  row: {
    month: "text",
    agentNo: "text",
    agentName: "text",
    agentLevel: "code",
    parentNo: "text",
    orderCount: "number",
    volume: "text",
    shareAmount: "text",
    refundTaken: "text",
    keptShare: "text",
  },
  rowLabel: (row) => `${row.agentNo} ${row.agentName}`,
  buttons: {},
  export: "profit_report_export",
  exportTotals: {
    entry: "report.profitReport.totals",
    label: "totalsRow",
    columns: { shareAmount: "shareAmount", refundTaken: "refundTaken", keptShare: "keptShare" },
  },
  filters: {
    // The last months (sent by the loader), this month first: the backend's default.
    month: { kind: "select", required: true },
    agentNo: { max: 32, placeholder: "agentNoPlaceholder" },
    agentLevel: { kind: "select", ...AGENT_LEVEL_CHOICES },
  },
  columns: [
    { key: "agentNo", fixed: true, mono: true },
    { key: "agentName" },
    { key: "agentLevel", option: "agentLevel" },
    { key: "parentNo", mono: true },
    { key: "orderCount", format: "number" },
    ...moneyColumns("volume", "shareAmount", "refundTaken", "keptShare"),
  ],
  fields: { agentLevel: AGENT_LEVEL_CHOICES },
});

export type ProfitRow = RowOf<typeof profitReportScreen.row>;

/**
 * 交易报表 as an A4 PDF (ADR 014, 021): GET /report/tradeReport/pdf?<the page's own query> renders
 * what the page shows for that query — the title, the filters, the figure cards, the trend and
 * share charts as vector paths, the breakdown and trend tables with their totals rows — through
 * the kit's report layout (kit/server/export/pdf-report.server.ts). Same permission as 导出 (the
 * export button); named 交易报表_yyyyMMddHHmmss.pdf in the operator's language.
 */
import type { RouterContextProvider } from "react-router";
import { begun } from "~/kit/server/export/export.server";
import { attachment, beijingWallClock, fileStamp } from "~/kit/server/export/file-name.server";
import { can } from "~/kit/server/permissions.server";
import { messageText, type Translate, type TranslationKey } from "~/lib/i18n";
import { exactMoney } from "~/lib/money";
import { operatorContext, workerEnv } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import { tradeReportScreen } from "~/screens/report/tradeReport/screen";
import {
  type BreakdownRow,
  loadReport,
  reportQuery,
  type ReportTotals,
  TOTAL_ROW_ID,
} from "~/screens/report/tradeReport/screen.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const money = (value: string) => exactMoney(value) ?? "0.00";

export async function tradeReportPdf({ request, context }: Args): Promise<Response> {
  const operator = context.get(operatorContext);
  const i18n = getInstance(context);
  const t = i18n.t as unknown as Translate;
  const say = (name: string, values?: Record<string, string | number>) =>
    t(`report.tradeReport.${name}` as TranslationKey, values);
  if (!can(operator, tradeReportScreen.export!))
    return new Response(t("kit.forbidden"), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const query = reportQuery(request);
  const report = await loadReport(operator, query);
  if (report.trend.error || !report.totals) {
    // The backend's refusal in its words (a range too long, say): a 4xx, never a 5xx for what was asked.
    return new Response(report.trend.error ? messageText(t, report.trend.error) : say("empty"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const now = new Date(Date.now());
  const name = (i18n.t as unknown as (key: string, options: { defaultValue: string }) => string)(
    `menu.${tradeReportScreen.menuCode}`,
    { defaultValue: tradeReportScreen.name },
  );
  const totals = report.totals;
  const dimension = say(`dimensions.${report.breakdown?.dimension ?? "agent"}`);
  const nameOf = (row: BreakdownRow) =>
    row.key === "" ? say("direct") : row.key === "others" ? say("others") : row.name;
  const trendRows = report.trend.value.records.filter((row) => row.id !== TOTAL_ROW_ID);
  const breakdown = report.breakdown;
  const right = { align: "right" as const };
  // Both tables end with the same four figures of a row.
  const lastColumns = [
    { label: say("successRate"), ...right },
    { label: say("fee"), ...right, weight: 1.2 },
    { label: say("refunds"), ...right, weight: 1.2 },
    { label: say("net"), ...right, weight: 1.4 },
  ];
  const lastCells = (row: { successRate: string; fee: string; refunds: string; net: string }) => [
    `${row.successRate}%`,
    money(row.fee),
    money(row.refunds),
    money(row.net),
  ];

  const [{ reportPdf }, { loadPdfFont }] = await Promise.all([
    import("~/kit/server/export/pdf-report.server"),
    import("~/kit/server/export/pdf-font.server"),
  ]);
  const pdf = await reportPdf(
    {
      title: name,
      meta: [
        say("pdfPeriod", { from: report.from, to: report.to }),
        say("pdfFilters", { filters: filterSummary(query.filters, say, t("kit.filtersAll")) }),
        say("pdfExportedAt", { time: beijingWallClock(now).toISOString().slice(0, 19).replace("T", " ") }),
      ],
      sections: [
        { kind: "figures", items: figures(totals, say) },
        {
          kind: "bars",
          title: say("trendChart"),
          points: trendRows.map((row) => ({ label: row.date, value: Number(row.volume) || 0 })),
        },
        ...(breakdown
          ? [
              {
                kind: "shares" as const,
                title: say("shareChart", { dimension }),
                rest: say("others"),
                items: breakdown.records.map((row) => ({
                  label: nameOf(row),
                  value: Number(row.volume) || 0,
                  text: money(row.volume),
                  share: row.share,
                })),
              },
              {
                kind: "table" as const,
                title: say("breakdownTable", { dimension }),
                columns: [
                  { label: say("party"), weight: 2.4 },
                  { label: say("volume"), ...right, weight: 1.4 },
                  { label: say("share"), ...right },
                  { label: say("count"), ...right },
                  ...lastColumns,
                ],
                rows: [
                  ...breakdown.records.map((row) => [
                    nameOf(row),
                    money(row.volume),
                    `${row.share}%`,
                    String(row.count),
                    ...lastCells(row),
                  ]),
                  [
                    say("totalsRow"),
                    money(totals.paidAmount),
                    totals.paidAmount === "0.00" ? "0.00%" : "100.00%",
                    String(totals.paidCount),
                    `${totals.successRate}%`,
                    money(totals.fee),
                    money(totals.refunded),
                    money(totals.net),
                  ],
                ],
              },
            ]
          : []),
        {
          kind: "table",
          title: say("trendTable", { granularity: say(`granularities.${report.granularity}`) }),
          columns: [
            { label: say(report.granularity === "month" ? "month" : "date"), weight: 1.3 },
            { label: say("volume"), ...right, weight: 1.4 },
            { label: say("count"), ...right },
            { label: say("orderCount"), ...right },
            ...lastColumns,
          ],
          rows: report.trend.value.records.map((row) => [
            row.id === TOTAL_ROW_ID ? say("totalsRow") : row.date,
            money(row.volume),
            String(row.count ?? 0),
            String(row.totalCount ?? 0),
            ...lastCells(row),
          ]),
        },
      ],
      pageLabel: (page, pages) => t("kit.export.page", { page, pages }),
    },
    await loadPdfFont(workerEnv(context)),
  );
  const response = new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`${name}_${fileStamp(now)}.pdf`),
      "Cache-Control": "no-store",
    },
  });
  // 导出's menu waits for this cookie to say the download has begun.
  return begun(response, new URL(request.url));
}

const figures = (totals: ReportTotals, say: (name: string) => string) => [
  { label: say("volume"), value: `¥${money(totals.paidAmount)}` },
  { label: say("count"), value: String(totals.paidCount) },
  { label: say("fee"), value: `¥${money(totals.fee)}` },
  { label: say("refunds"), value: `¥${money(totals.refunded)}` },
  { label: say("net"), value: `¥${money(totals.net)}` },
  { label: say("successRate"), value: `${totals.successRate}%` },
];

/** A filter's label as the list shows it (its name under texts). */
const filterLabel = (key: string) => tradeReportScreen.filters?.[key]?.label ?? key;

/** The set filters as one line: "支付方式 微信支付；商户编号 M10000001" (`none`, 全部, when none). */
function filterSummary(filters: Record<string, string>, say: (name: string) => string, none: string): string {
  const options: Record<string, string> = {
    granularity: "granularities",
    channelCode: "channels",
    payType: "payTypes",
    dimension: "dimensions",
  };
  const parts = ["granularity", "agentNo", "merchantNo", "channelCode", "payType", "dimension"]
    .filter((key) => filters[key])
    .map((key) => `${say(filterLabel(key))} ${options[key] ? say(`${options[key]}.${filters[key]}`) : filters[key]}`);
  return parts.length ? parts.join("；") : none;
}

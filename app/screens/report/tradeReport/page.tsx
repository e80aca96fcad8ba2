/**
 * 交易报表's page (ADR 021): the kit's screen (filters as a GET form, 导出, the trend table with its
 * totals row) with, between the filters and the table, the figure cards, the trend chart, the
 * share chart of the chosen dimension and the breakdown table with its totals row; 导出's PDF is
 * the report as shown, charts included (the descriptor's exportPdf). Charts are SVG drawn on the server.
 */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { FormAlert } from "~/components/form-alert";
import { type Say, useSay } from "~/kit/ui/say";
import { MiniTable, money, TotalsPanel } from "~/screens/_shared/money/money-page";
import { ShareBars, TrendBars } from "./report-charts";
import { TOTAL_ROW_ID, type TradeReportRow, tradeReportScreen } from "./screen";
import type { ReportTotals, TradeReportExtra } from "./screen.server";

export type TradeReportData = ScreenLoaderData<TradeReportRow> & TradeReportExtra;

/** The figure cards of the report's totals (the same numbers as 交易订单's totals). */
export function figureItems(say: Say, totals: ReportTotals) {
  return [
    { label: say("volume"), value: money(totals.paidAmount), strong: true },
    { label: say("count"), value: String(totals.paidCount) },
    { label: say("fee"), value: money(totals.fee) },
    { label: say("refunds"), value: money(totals.refunded) },
    { label: say("net"), value: money(totals.net), strong: true },
    { label: say("successRate"), value: `${totals.successRate}%` },
  ];
}

export function useReportParts(data: TradeReportData) {
  const say = useSay(tradeReportScreen);
  const total = (row: TradeReportRow) => row.id === TOTAL_ROW_ID;
  const cell = (key: "volume" | "fee" | "refunds" | "net") => (row: TradeReportRow) => {
    const value = <span className="tabular-nums">{money(row[key])}</span>;
    return total(row) ? <strong>{value}</strong> : value;
  };
  return {
    paged: false,
    cells: {
      date: (row: TradeReportRow) => (total(row) ? <strong>{say("totalsRow")}</strong> : row.date),
      volume: cell("volume"),
      fee: cell("fee"),
      refunds: cell("refunds"),
      net: cell("net"),
      successRate: (row: TradeReportRow) => (
        <span className="tabular-nums">{row.successRate ? `${row.successRate}%` : ""}</span>
      ),
    },
    summary: <ReportSummary data={data} />,
  };
}

function ReportSummary({ data }: { data: TradeReportData }) {
  const say = useSay(tradeReportScreen);
  const rows = data.page.records.filter((row) => row.id !== TOTAL_ROW_ID);
  const breakdown = data.breakdown;
  const dimension = say(`dimensions.${breakdown?.dimension ?? "agent"}`);
  const nameOf = (row: { key: string; name: string }) =>
    row.key === "" ? say("direct") : row.key === "others" ? say("others") : row.name;
  return (
    <div className="grid gap-4" data-testid="trade-report">
      {data.totals ? (
        <TotalsPanel label={say("figures")} items={figureItems(say, data.totals)} testId="report-figures" />
      ) : null}
      <div className="grid gap-4 xl:grid-cols-2">
        <section className="bg-card grid gap-2 rounded-xl border p-4" aria-labelledby="report-trend-title">
          <h2 id="report-trend-title" className="text-sm font-medium">
            {say("trendChart")}
          </h2>
          <TrendBars
            spokenTitle={say("trendChart")}
            points={rows.map((row) => ({ label: row.date, value: Number(row.volume) || 0, text: money(row.volume) }))}
          />
        </section>
        <section className="bg-card grid gap-2 rounded-xl border p-4" aria-labelledby="report-share-title">
          <h2 id="report-share-title" className="text-sm font-medium">
            {say("shareChart", { dimension })}
          </h2>
          {breakdown ? (
            <ShareBars
              spokenTitle={say("shareChart", { dimension })}
              rest={say("others")}
              items={breakdown.records.map((row) => ({
                label: nameOf(row),
                value: Number(row.volume) || 0,
                text: money(row.volume),
                share: row.share,
              }))}
            />
          ) : (
            <FormAlert message={data.breakdownError ?? { key: "report.tradeReport.unavailable" }} tone="info" />
          )}
        </section>
      </div>
      {breakdown ? (
        <section className="bg-card grid gap-2 rounded-xl border p-4">
          <h2 className="text-sm font-medium">{say("breakdownTable", { dimension })}</h2>
          <MiniTable
            label={say("breakdownTable", { dimension })}
            empty={say("empty")}
            head={[
              say("party"),
              say("partyNo"),
              say("volume"),
              say("share"),
              say("count"),
              say("orderCount"),
              say("successRate"),
              say("fee"),
              say("refunds"),
              say("net"),
            ]}
            rows={[
              ...breakdown.records.map((row) => [
                nameOf(row),
                row.no,
                money(row.volume),
                `${row.share}%`,
                row.count,
                row.totalCount,
                `${row.successRate}%`,
                money(row.fee),
                money(row.refunds),
                money(row.net),
              ]),
              ...(breakdown.totals && breakdown.records.length ? [totalsCells(say, breakdown.totals)] : []),
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}

const totalsCells = (say: Say, totals: ReportTotals) =>
  [
    say("totalsRow"),
    "",
    money(totals.paidAmount),
    totals.paidAmount === "0.00" ? "0.00%" : "100.00%",
    totals.paidCount,
    totals.count,
    `${totals.successRate}%`,
    money(totals.fee),
    money(totals.refunded),
    money(totals.net),
  ].map((cell, i) => (
    <strong key={i} className="tabular-nums">
      {cell}
    </strong>
  ));

/**
 * 分润报表's page parts: the month's totals above the list (with the reconciliation: the merchants'
 * fees = the agents' shares + the platform's part, where the operator may see the platform's
 * part), the months as the month filter's choices, and 商户明细 on a row: that agent's share per
 * merchant, in a dialog on the list's URL (?op=merchants&id=…).
 */
import { useLocation } from "react-router";
import { closedHref } from "~/kit/shared/query";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { opHref } from "~/kit/ui/row-ops";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { useSay } from "~/kit/ui/say";
import { messageText, useT } from "~/lib/i18n";
import { MiniTable, money, TotalsPanel } from "~/screens/_shared/money/money-page";
import { type ProfitRow, profitReportScreen } from "./screen";
import type { ProfitReportExtra, ProfitTotals } from "./screen.server";

type Data = ScreenLoaderData<ProfitRow> & ProfitReportExtra;

export function useProfitParts(data: Data) {
  const say = useSay(profitReportScreen);
  const location = useLocation();
  return {
    filterOptions: { month: data.months },
    summary: <Totals totals={data.totals} />,
    rowExtras: (row: ProfitRow) => (
      <RowLink
        to={opHref(profitReportScreen.path, location.search, "merchants", row.id)}
        label={say("merchants")}
        rowLabel={profitReportScreen.rowLabel(row)}
      />
    ),
    children: <MerchantsDialog data={data} />,
  };
}

function Totals(props: { totals: ProfitTotals | null }) {
  const say = useSay(profitReportScreen);
  const { totals } = props;
  if (!totals) return <p className="text-muted-foreground text-sm">{say("totalsUnavailable")}</p>;
  const platform = totals.platformShare !== "";
  return (
    <div className="grid gap-2">
      <TotalsPanel
        label={say("totalsTitle", { month: totals.month })}
        testId="profit-totals"
        items={[
          { label: say("month"), value: totals.month },
          { label: say("orderCount"), value: String(totals.orderCount) },
          { label: say("volume"), value: money(totals.volume) },
          { label: say("fee"), value: money(totals.fee) },
          { label: say("allShare"), value: money(totals.allShareAmount), strong: true },
          ...(platform ? [{ label: say("platformShare"), value: money(totals.platformShare) }] : []),
          { label: say("allKept"), value: money(totals.allKeptShare) },
        ]}
      />
      {platform ? (
        <p className="text-muted-foreground text-xs" data-testid="profit-reconcile">
          {say("reconcile", {
            fee: money(totals.fee),
            share: money(totals.allShareAmount),
            platform: money(totals.platformShare),
          })}
        </p>
      ) : null}
    </div>
  );
}

function MerchantsDialog(props: { data: Data }) {
  const t = useT();
  const say = useSay(profitReportScreen);
  const location = useLocation();
  const { data } = props;
  if (new URLSearchParams(location.search).get("op") !== "merchants" || !data.merchants) return null;
  const closeHref = closedHref(profitReportScreen.path, data.query, profitReportScreen.defaultSize);
  const row = data.page.records.find((r) => r.id === data.merchants!.agentId);
  const title = `${say("merchants")} · ${row ? profitReportScreen.rowLabel(row) : data.merchants.agentId}`;
  if (data.merchants.error)
    return <NoticeDialog title={title} closeHref={closeHref} message={messageText(t, data.merchants.error)} />;
  const rows = data.merchants.records.map((m) => [
    m.merchantNo,
    m.merchantName,
    String(m.orderCount),
    money(m.volume),
    money(m.fee),
    money(m.shareAmount),
    money(m.keptShare),
  ]);
  return (
    <UrlDialog title={title} closeHref={closeHref} size="lg">
      <MiniTable
        label={title}
        head={[
          say("merchantNo"),
          say("merchantName"),
          say("orderCount"),
          say("volume"),
          say("fee"),
          say("shareAmount"),
          say("keptShare"),
        ]}
        rows={rows}
        empty={say("noMerchants")}
      />
    </UrlDialog>
  );
}

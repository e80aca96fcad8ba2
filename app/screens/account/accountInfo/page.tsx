/**
 * 账户列表's page parts: balances by spec §5, the owner type, 冻结 on a row (to 冻结管理's form for
 * that account, button freeze_add), and the detail's ledger: every change with the balances after
 * it, newest first, twenty a page (`lp` on the URL, so it pages without JavaScript).
 */
import { useLocation } from "react-router";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import { type TranslationKey, useT } from "~/lib/i18n";
import { type Account, accountInfoScreen } from "./screen";
import type { AccountExtra } from "./screen.server";
import { MiniTable, money } from "~/screens/_shared/money/money-page";

export type AccountData = ScreenLoaderData<Account> & AccountExtra;

export function useAccountParts(data: AccountData) {
  const { can } = usePermissions();
  const say = useSay(accountInfoScreen);
  const cash = (key: "available" | "frozen" | "inTransit" | "total") => (row: Account) => (
    <span className="tabular-nums">{money(row[key])}</span>
  );
  return {
    cells: { available: cash("available"), frozen: cash("frozen"), inTransit: cash("inTransit"), total: cash("total") },
    details: {
      available: cash("available"),
      frozen: cash("frozen"),
      inTransit: cash("inTransit"),
      total: cash("total"),
      ledger: () => <Ledger data={data} />,
    },
    rowExtras: can("freeze_add")
      ? (row: Account) => (
          <RowLink
            to={`/account/freeze?op=freeze&accountId=${row.id}`}
            label={say("freeze")}
            rowLabel={accountInfoScreen.rowLabel(row)}
          />
        )
      : undefined,
  };
}

function Ledger(props: { data: AccountData }) {
  const t = useT();
  const location = useLocation();
  const say = useSay(accountInfoScreen);
  const ledger = props.data.ledger;
  if (!ledger) return <>—</>;
  const pageHref = (lp: number) => {
    const params = new URLSearchParams(location.search);
    params.set("lp", String(lp));
    return `${location.pathname}?${params}`;
  };
  const signed = (value: string) =>
    value === "0.00" ? "" : value.startsWith("-") ? `-${money(value.slice(1))}` : `+${money(value)}`;
  return (
    <div className="grid gap-2">
      <MiniTable
        label={say("ledger")}
        head={[
          say("seq"),
          say("time"),
          say("bizType"),
          say("bizNo"),
          say("changeAvailable"),
          say("changeFrozen"),
          say("changeInTransit"),
          say("availableAfter"),
          say("frozenAfter"),
          say("inTransitAfter"),
          say("remark"),
        ]}
        rows={ledger.rows.map((e) => [
          e.seq,
          e.createTime,
          t(`money.accountInfo.bizTypes.${e.bizType}` as TranslationKey, { defaultValue: e.bizType }),
          <span className="font-mono text-xs">{e.bizNo}</span>,
          signed(e.changeAvailable),
          signed(e.changeFrozen),
          signed(e.changeInTransit),
          money(e.availableAfter),
          money(e.frozenAfter),
          money(e.inTransitAfter),
          [e.remark, e.operatorName].filter(Boolean).join(" · "),
        ])}
        empty={say("noLedger")}
      />
      {ledger.pages > 1 ? (
        <nav aria-label={say("ledgerPages")} className="flex items-center gap-3 text-sm">
          {ledger.page > 1 ? <a href={pageHref(ledger.page - 1)}>{say("newer")}</a> : null}
          <span className="text-muted-foreground">
            {say("ledgerPage", { page: ledger.page, pages: ledger.pages, total: ledger.total })}
          </span>
          {ledger.page < ledger.pages ? <a href={pageHref(ledger.page + 1)}>{say("older")}</a> : null}
        </nav>
      ) : null}
    </div>
  );
}

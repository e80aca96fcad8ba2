/**
 * 冻结管理's page parts: amounts by spec §5, state and type tags, the detail's history, 冻结 in
 * the header (and from 账户列表's row, for that account) and 解冻 on a row that still holds
 * money: each a plain post form on the list's URL (?op=…), so both work without JavaScript.
 */
import { useLocation } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { CreateLink } from "~/kit/ui/list-actions";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { OpMissing, type Tone } from "~/kit/ui/row-ops";
import { sayOptions, StateText, useSay } from "~/kit/ui/say";
import { FREEZE_REASON_MAX, FREEZE_TYPES, type Freeze, freezeScreen } from "./screen";
import type { FreezeExtra } from "./screen.server";
import { amountField, MiniTable, money, reasonField } from "~/screens/_shared/money/money-page";

export type FreezeData = ScreenLoaderData<Freeze> & FreezeExtra;

const TONES: Record<string, Tone> = { "1": "danger", "2": "warning", "3": "muted" };

export function useFreezeParts(data: FreezeData, actionData: KitActionData | undefined) {
  const say = useSay(freezeScreen);
  const { can } = usePermissions();
  const location = useLocation();
  const opLink = useOpLink(freezeScreen, (row: Freeze) => row.freezeNo);
  const state = (row: Freeze) => <StateText tones={TONES} value={row.state} say={say} />;
  const cash = (key: "amount" | "unfrozen" | "remaining") => (row: Freeze) => (
    <span className="tabular-nums">{money(row[key])}</span>
  );
  const figures = { state, amount: cash("amount"), unfrozen: cash("unfrozen"), remaining: cash("remaining") };
  const newHref = () => {
    const params = new URLSearchParams(location.search);
    params.delete("dialog");
    params.delete("id");
    params.set("op", "freeze");
    return `${freezeScreen.path}?${params}`;
  };
  return {
    cells: figures,
    details: {
      ...figures,
      history: () => (
        <MiniTable
          label={say("history")}
          head={[say("time"), say("action"), say("amount"), say("reason"), say("operator")]}
          rows={(data.history ?? []).map((e) => [
            e.time,
            say(`actions.${e.action}`),
            money(e.amount),
            e.reason,
            e.operatorName,
          ])}
          empty={say("noRecords")}
        />
      ),
    },
    headerExtras: can("freeze_add") ? <CreateLink to={newHref()} label={say("freezeNew")} /> : null,
    rowExtras: can("freeze_edit")
      ? (row: Freeze) => (row.state !== "3" ? opLink("unfreeze", row, say("actions.unfreeze")) : null)
      : undefined,
    children: (
      <>
        <FreezeDialog data={data} actionData={actionData} />
        <UnfreezeDialog data={data} actionData={actionData} />
      </>
    ),
  };
}

function FreezeDialog(props: { data: FreezeData; actionData: KitActionData | undefined }) {
  const say = useSay(freezeScreen);
  const t = useT();
  const dialog = useOpDialog(freezeScreen, props.data.query, "freeze", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const account = props.data.account;
  const types = sayOptions(say, "types", FREEZE_TYPES);
  return (
    <UrlDialog title={say("freezeNew")} closeHref={closeHref}>
      {account ? (
        <DetailList
          items={[
            { label: say("ownerNo"), value: account.ownerNo },
            { label: say("ownerName"), value: account.ownerName },
            { label: say("available"), value: money(account.available) },
            { label: say("frozenNow"), value: money(account.frozen) },
          ]}
        />
      ) : null}
      <p className="text-muted-foreground text-sm">{say("freezeHint")}</p>
      <EntityForm
        {...dialog.form}
        intent="freeze"
        hidden={account ? { accountId: account.id } : {}}
        initial={{ ownerType: "1", ownerNo: "", amount: "", freezeType: "", reason: "" }}
        submitLabel={t("kit.confirm")}
        fields={[
          ...(account
            ? []
            : [
                {
                  name: "ownerType",
                  label: say("accountType"),
                  kind: "select" as const,
                  required: true,
                  options: [
                    { value: "1", label: say("ownerTypes.1") },
                    { value: "2", label: say("ownerTypes.2") },
                  ],
                },
                { name: "ownerNo", label: say("ownerNo"), kind: "text" as const, required: true, maxLength: 32 },
              ]),
          amountField("amount", say("amount"), say("amountHint")),
          { name: "freezeType", label: say("freezeType"), kind: "select", required: true, options: types },
          reasonField(say("reason"), FREEZE_REASON_MAX),
        ]}
      />
    </UrlDialog>
  );
}

function UnfreezeDialog(props: { data: FreezeData; actionData: KitActionData | undefined }) {
  const say = useSay(freezeScreen);
  const t = useT();
  const dialog = useOpDialog(freezeScreen, props.data.query, "unfreeze", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = props.data.unfreeze?.row;
  if (!row) return <OpMissing title={say("actions.unfreeze")} closeHref={closeHref} />;
  return (
    <UrlDialog title={`${say("actions.unfreeze")} · ${row.freezeNo}`} closeHref={closeHref}>
      <DetailList
        items={[
          { label: say("ownerName"), value: `${row.ownerNo} ${row.ownerName}` },
          { label: say("amount"), value: money(row.amount) },
          { label: say("unfrozen"), value: money(row.unfrozen) },
          { label: say("remaining"), value: money(row.remaining) },
        ]}
      />
      <EntityForm
        {...dialog.form}
        intent="unfreeze"
        hidden={{ id: row.id }}
        initial={{ amount: row.remaining, reason: "" }}
        submitLabel={t("kit.confirm")}
        fields={[
          amountField("amount", say("unfreezeAmount"), say("amountHint")),
          reasonField(say("reason"), FREEZE_REASON_MAX),
        ]}
      />
    </UrlDialog>
  );
}

/**
 * 交易订单's page parts: the three order numbers stacked with small tags, a coloured state tag,
 * money by spec §5, the totals of the filtered set between the filters and the list, the
 * detail's history, refunds and notifications, and the actions each on its button: 退款 (a row
 * dialog on ?op=refund), and in the detail 同步 / 关闭 on an unpaid order and 重发通知 on a paid one.
 */
import { Form } from "react-router";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { NoticeDialog, UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { Button } from "~/components/ui/button";
import { OpMissing, type Tone } from "~/kit/ui/row-ops";
import { StateText, useSay } from "~/kit/ui/say";
import { PAID, REFUND_REASON_MAX, REFUNDABLE, type TradeOrder, transactionOrderScreen, UNPAID } from "./screen";
import type { OrderDetailExtra, OrderTotals, TradeOrderExtra } from "./screen.server";
import { amountField, MiniTable, money, reasonField, TotalsPanel } from "~/screens/_shared/money/money-page";

export type TradeOrderData = ScreenLoaderData<TradeOrder> & TradeOrderExtra;

const STATE_TONES: Record<string, Tone> = {
  "0": "warning",
  "1": "success",
  "2": "danger",
  "3": "muted",
  "4": "muted",
  "5": "warning",
};
export function useOrderParts(data: TradeOrderData, actionData: KitActionData | undefined) {
  const say = useSay(transactionOrderScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(transactionOrderScreen, (row: TradeOrder) => row.orderNo);
  const state = (row: TradeOrder) => <StateText tones={STATE_TONES} value={row.state} say={say} />;
  const amount = (key: "amount" | "fee" | "refunded" | "refundable" | "net" | "payFee") => (row: TradeOrder) => (
    <span className="tabular-nums">{money(row[key])}</span>
  );
  return {
    cells: {
      orderNo: (row: TradeOrder) => <OrderNumbers row={row} />,
      merchantName: (row: TradeOrder) => (
        <span className="grid">
          <span>{row.merchantName || "—"}</span>
          <span className="text-muted-foreground text-xs">{row.merchantNo}</span>
        </span>
      ),
      amount: (row: TradeOrder) => <strong className="tabular-nums">{money(row.amount)}</strong>,
      fee: amount("fee"),
      refunded: amount("refunded"),
      refundable: amount("refundable"),
      net: amount("net"),
      state,
    },
    details: {
      state,
      amount: (row: TradeOrder) => money(row.amount),
      payFee: (row: TradeOrder) => money(row.payFee),
      fee: (row: TradeOrder) => money(row.fee),
      refunded: (row: TradeOrder) => money(row.refunded),
      refundable: (row: TradeOrder) => money(row.refundable),
      net: (row: TradeOrder) => money(row.net),
      rate: (row: TradeOrder) => (row.rate ? `${row.rate}%` : "—"),
      history: () => <History more={data.more} />,
      refunds: () => <Refunds more={data.more} />,
      shares: () => <Shares more={data.more} />,
      notifications: () => <Notifications more={data.more} />,
      operations: (row: TradeOrder) => <Operations row={row} />,
    },
    summary: <Totals totals={data.totals} />,
    rowExtras: can("order_refund")
      ? (row: TradeOrder) => (REFUNDABLE.includes(row.state) ? opLink("refund", row, say("actions.refund")) : null)
      : undefined,
    children: <RefundDialog data={data} actionData={actionData} />,
  };
}

function OrderNumbers(props: { row: TradeOrder }) {
  const say = useSay(transactionOrderScreen);
  const items = [
    ["platform", props.row.orderNo],
    ["merchant", props.row.mchOrderNo],
    ["channel", props.row.channelOrderNo],
  ] as const;
  return (
    <span className="grid gap-0.5 font-mono text-xs">
      {items.map(([tag, value]) =>
        value ? (
          <span key={tag} className="flex items-center gap-1">
            <span className="text-muted-foreground shrink-0 rounded border px-1 font-sans whitespace-nowrap">
              {say(`noTags.${tag}`)}
            </span>
            <span className="whitespace-nowrap select-all">{value}</span>
          </span>
        ) : null,
      )}
    </span>
  );
}

/** The totals of every order the filters select, not just this page. */
function Totals(props: { totals: OrderTotals | null }) {
  const say = useSay(transactionOrderScreen);
  const { totals } = props;
  if (!totals) return <p className="text-muted-foreground text-sm">{say("totalsUnavailable")}</p>;
  return (
    <TotalsPanel
      label={say("totals.title")}
      testId="order-totals"
      items={[
        { label: say("orderCount"), value: String(totals.count) },
        { label: say("totals.paid", { count: totals.paidCount }), value: money(totals.paidAmount) },
        { label: say("totals.unpaid", { count: totals.unpaidCount }), value: money(totals.unpaidAmount) },
        { label: say("successRate"), value: `${totals.successRate}%` },
        { label: say("totals.fee"), value: money(totals.fee) },
        { label: say("totals.refunded", { count: totals.refundCount }), value: money(totals.refunded) },
        { label: say("net"), value: money(totals.net), strong: true },
      ]}
    />
  );
}

function History(props: { more: OrderDetailExtra | null }) {
  const say = useSay(transactionOrderScreen);
  const rows = (props.more?.history ?? []).map((e) => [
    e.time,
    say(`actions.${e.action}`),
    e.amount ? money(e.amount) : "",
    e.remark,
    e.operator,
  ]);
  return (
    <MiniTable
      head={[say("time"), say("eventAction"), say("eventAmount"), say("eventRemark"), say("operator")]}
      rows={rows}
      empty={say("noRecords")}
    />
  );
}

function Refunds(props: { more: OrderDetailExtra | null }) {
  const say = useSay(transactionOrderScreen);
  const rows = (props.more?.refunds ?? []).map((r) => [
    r.refundNo,
    money(r.refundAmount),
    money(r.feeBack),
    say(`refundStates.${r.state}`),
    r.reason,
    r.createUserName,
    r.createTime,
  ]);
  return (
    <MiniTable
      head={[
        say("refundNo"),
        say("refundAmount"),
        say("feeBack"),
        say("refundState"),
        say("refundReason"),
        say("operator"),
        say("time"),
      ]}
      rows={rows}
      empty={say("noRecords")}
    />
  );
}

/** How the fee was shared down the levels: the merchant's agent first; the platform's part last where the operator may see it. */
function Shares(props: { more: OrderDetailExtra | null }) {
  const say = useSay(transactionOrderScreen);
  const more = props.more;
  const rows = (more?.shares ?? []).map((l) => [
    say("shareDepth", { depth: String(l.depth) }),
    `${l.agentNo} ${l.agentName}`,
    `${l.childRate}%`,
    l.cap ? `${l.agentRate}% · ${say("shareCap", { cap: money(l.cap) })}` : `${l.agentRate}%`,
    money(l.shareAmount),
    money(l.keptShareAmount),
  ]);
  if (more?.platformShare && rows.length) rows.push([say("platformPart"), "", "", "", money(more.platformShare), ""]);
  return (
    <MiniTable
      head={[say("shareLevel"), say("agent"), say("childRate"), say("costRate"), say("shareAmount"), say("keptShare")]}
      rows={rows}
      empty={say("noShares")}
    />
  );
}

function Notifications(props: { more: OrderDetailExtra | null }) {
  const say = useSay(transactionOrderScreen);
  const rows = (props.more?.notifications ?? []).map((n) => [
    n.time,
    say(`notifyKinds.${n.kind}`),
    say(`notifyResults.${n.result}`),
    n.response,
    n.operator,
  ]);
  return (
    <MiniTable
      head={[say("time"), say("eventAction"), say("eventRemark"), say("response"), say("operator")]}
      rows={rows}
      empty={say("noRecords")}
    />
  );
}

/** 同步 and 关闭 on an unpaid order, 重发通知 on a paid one: plain post forms (they work without JavaScript). */
function Operations(props: { row: TradeOrder }) {
  const say = useSay(transactionOrderScreen);
  const { can } = usePermissions();
  const actions: [string, string][] = [];
  if (props.row.state === UNPAID && can("order_sync")) actions.push(["sync", say("actions.sync")]);
  if (props.row.state === UNPAID && can("order_close")) actions.push(["close", say("close")]);
  if (PAID.includes(props.row.state) && can("order_notify")) actions.push(["notify", say("actions.notify")]);
  if (actions.length === 0) return <>—</>;
  return (
    <span className="flex flex-wrap gap-2">
      {actions.map(([intent, label]) => (
        <Form key={intent} method="post" preventScrollReset>
          <input type="hidden" name="id" value={props.row.id} />
          <Button type="submit" name="intent" value={intent} variant="outline" size="sm">
            {label}
          </Button>
        </Form>
      ))}
    </span>
  );
}

function RefundDialog(props: { data: TradeOrderData; actionData: KitActionData | undefined }) {
  const say = useSay(transactionOrderScreen);
  const { data } = props;
  const dialog = useOpDialog(transactionOrderScreen, data.query, "refund", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = data.refund?.row;
  const title = say("refundTitle");
  if (!row) return <OpMissing title={title} closeHref={closeHref} />;
  if (!REFUNDABLE.includes(row.state))
    return (
      <NoticeDialog
        title={`${title} · ${row.orderNo}`}
        closeHref={closeHref}
        message={say("notRefundable")}
        tone="plain"
      />
    );
  return (
    <UrlDialog title={`${title} · ${row.orderNo}`} closeHref={closeHref}>
      <DetailList
        items={[
          { label: say("merchant"), value: row.merchantName },
          { label: say("amount"), value: money(row.amount) },
          { label: say("refunded"), value: money(row.refunded) },
          { label: say("refundable"), value: money(row.refundable) },
        ]}
      />
      <p className="text-muted-foreground text-sm">{say("refundHint", { refundable: money(row.refundable) })}</p>
      <EntityForm
        {...dialog.form}
        intent="refund"
        hidden={{ id: row.id }}
        initial={{ refundAmount: row.refundable, reason: "" }}
        submitLabel={say("actions.refund")}
        fields={[
          amountField("refundAmount", say("refundAmount"), say("amountPlaceholder")),
          reasonField(say("refundReason"), REFUND_REASON_MAX),
        ]}
      />
    </UrlDialog>
  );
}

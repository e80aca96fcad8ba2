/**
 * 退款订单's page parts: money by spec §5, state tags, the totals of the filtered set, and the
 * detail's order number as a link to that order's detail in 交易订单.
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { type TranslationKey, useT } from "~/lib/i18n";
import { exactMoney } from "~/lib/money";
import { StateBadge, type Tone } from "~/screens/marketing/toll-page";
import { type RefundOrder, refundOrderScreen } from "./refund-order";
import type { RefundTotals } from "./refund-order.server";

export type RefundOrderData = ScreenLoaderData<RefundOrder> & { totals: RefundTotals | null };

const TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "danger" };
const money = (value: string) => exactMoney(value) ?? "0.00";

export function RefundOrderScreen(props: { data: RefundOrderData; actionData?: KitActionData }) {
  return <DescribedScreen spec={refundOrderScreen} data={props.data} actionData={props.actionData} useParts={() => useRefundParts(props.data)} />;
}

function useRefundParts(data: RefundOrderData) {
  const t = useT();
  const say = (name: string, values?: Record<string, string | number>) => t(`money.refundOrder.${name}` as TranslationKey, values);
  const state = (row: RefundOrder) => <StateBadge tone={TONES[row.state] ?? "muted"} label={say(`states.${row.state}`)} />;
  const cash = (key: "orderAmount" | "refundAmount" | "feeBack") => (row: RefundOrder) => <span className="tabular-nums">{money(row[key])}</span>;
  const totals = data.totals;
  return {
    cells: { state, orderAmount: cash("orderAmount"), refundAmount: cash("refundAmount"), feeBack: cash("feeBack") },
    details: {
      state,
      orderAmount: cash("orderAmount"),
      refundAmount: cash("refundAmount"),
      feeBack: cash("feeBack"),
      orderNo: (row: RefundOrder) => <a href={`/orders/transactionOrder?period=custom&keyword=${encodeURIComponent(row.orderNo)}&dialog=view&id=${row.orderId}`}>{row.orderNo}</a>,
    },
    summary: totals ? (
      <section aria-label={say("totals.title")} className="bg-card rounded-xl border p-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="refund-totals">
          {[
            [say("totals.count"), String(totals.count)],
            [say("totals.done", { count: totals.doneCount }), money(totals.doneAmount)],
            [say("totals.amount"), money(totals.amount)],
            [say("totals.feeBack"), money(totals.feeBack)],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="text-lg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    ) : (
      <p className="text-muted-foreground text-sm">{say("totals.unavailable")}</p>
    ),
  };
}

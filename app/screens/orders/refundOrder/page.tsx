/**
 * 退款订单's page parts: money by spec §5, state tags, the totals of the filtered set, and the
 * detail's order number as a link to that order's detail in 交易订单.
 */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import type { Tone } from "~/kit/ui/row-ops";
import { StateText, useSay } from "~/kit/ui/say";
import { type RefundOrder, refundOrderScreen } from "./screen";
import type { RefundTotals } from "./screen.server";
import { money, TotalsPanel } from "~/screens/_shared/money/money-page";

export type RefundOrderData = ScreenLoaderData<RefundOrder> & { totals: RefundTotals | null };

const TONES: Record<string, Tone> = { "0": "warning", "1": "success", "2": "danger" };

export function useRefundParts(data: RefundOrderData) {
  const say = useSay(refundOrderScreen);
  const state = (row: RefundOrder) => <StateText tones={TONES} value={row.state} say={say} />;
  const cash = (key: "orderAmount" | "refundAmount" | "feeBack") => (row: RefundOrder) => (
    <span className="tabular-nums">{money(row[key])}</span>
  );
  const figures = {
    state,
    orderAmount: cash("orderAmount"),
    refundAmount: cash("refundAmount"),
    feeBack: cash("feeBack"),
  };
  const totals = data.totals;
  return {
    cells: figures,
    details: {
      ...figures,
      orderNo: (row: RefundOrder) => (
        <a
          href={`/orders/transactionOrder?period=custom&keyword=${encodeURIComponent(row.orderNo)}&dialog=view&id=${row.orderId}`}
        >
          {row.orderNo}
        </a>
      ),
    },
    summary: totals ? (
      <TotalsPanel
        label={say("totals.title")}
        testId="refund-totals"
        items={[
          { label: say("totals.count"), value: String(totals.count) },
          { label: say("totals.done", { count: totals.doneCount }), value: money(totals.doneAmount) },
          { label: say("totals.amount"), value: money(totals.amount) },
          { label: say("totals.feeBack"), value: money(totals.feeBack) },
        ]}
      />
    ) : (
      <p className="text-muted-foreground text-sm">{say("totalsUnavailable")}</p>
    ),
  };
}

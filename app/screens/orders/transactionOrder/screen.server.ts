/**
 * 交易订单 on the server: the page, totals of the same filters (in parallel, ADR 018), the open
 * detail's history, refunds and notifications, the order a 退款 dialog (?op=refund&id=…) is
 * about; every row checked again against the operator's partner scope (ADR 016). The actions
 * (refund, sync, close, notify) each need their button; the order is read again, held, before
 * anything is sent, and the backend's refusal (可退金额, a changed order) is shown in the form.
 */
import {
  type Answer,
  type OrderEvent,
  type OrderNotification,
  type OrderRefund,
  type OrderShare,
  type OrderTotals,
  order,
} from "@contract";
import { z } from "zod";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { type ActionOptions, type LoadOptions, rowReader, screenParams } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchDetail, type Loaded } from "~/kit/server/page.server";
import { rowIdField } from "~/kit/server/schema.server";
import { heldPage, heldDetail, storedHeld } from "~/kit/server/partner-scope.server";
import type { ListQuery } from "~/kit/shared/query";
import { fenToYuan, yuanToFen } from "~/lib/fen";
import type { FormMessageView, TranslationKey } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { REFUND_REASON_MAX, REFUNDABLE, type TradeOrder, transactionOrderScreen } from "./screen";

export const toOrder = rowReader(transactionOrderScreen);

/** The totals, the detail's lists: as the contract types them (order.trade.totals, order.trade.detail). */
export type { OrderEvent, OrderNotification, OrderRefund, OrderShare, OrderTotals };
export type OrderDetailExtra = {
  history: OrderEvent[];
  refunds: OrderRefund[];
  notifications: OrderNotification[];
  /** The levels the operator may see (the backend decides), and the platform's part ("" when not theirs to see). */
  shares: OrderShare[];
  platformShare: string;
};

export type TradeOrderExtra = {
  totals: OrderTotals | null;
  /** The open detail's lists (history, refunds, notifications). */
  more: OrderDetailExtra | null;
  /** The order a 退款 dialog is about. */
  refund: { row: TradeOrder | null } | null;
};

async function totalsOf(operator: Operator, query: ListQuery): Promise<OrderTotals | null> {
  const { current: _c, size: _s, ...filters } = screenParams(transactionOrderScreen, query);
  try {
    return await operator.api.call(order.trade.totals, { query: filters });
  } catch (error) {
    if (error instanceof BackendError) return null; // the list shows why
    throw error;
  }
}

/** The order as the detail answers it, with its lists, held by the operator's scope. */
async function detailOf(
  operator: Operator,
  id: string,
): Promise<{ row: Loaded<TradeOrder | null>; more: OrderDetailExtra | null }> {
  let full: OrderDetailExtra | null = null;
  const row = await heldDetail(
    operator,
    await fetchDetail(operator, order.trade.detail, { id }, (value) => {
      const detail = value as Extract<Answer<typeof order.trade.detail>, { history: unknown }>;
      full = {
        history: detail.history,
        refunds: detail.refunds,
        notifications: detail.notifications,
        shares: detail.shares,
        platformShare: detail.platformShare,
      };
      return toOrder(value);
    }),
    "merchant",
  );
  return { row, more: row.value ? full : null };
}

export function tradeOrderLoadOptions(operator: Operator, request: Request) {
  const op = opOf(request, ["refund"] as const);
  return (query: ListQuery): LoadOptions<TradeOrder, TradeOrderExtra> => {
    const viewing = query.dialog === "view" && query.id ? detailOf(operator, query.id) : null;
    const refunding = op ? detailOf(operator, op.id) : null;
    return {
      list: (q) =>
        heldPage(
          operator,
          transactionOrderScreen.api.list,
          screenParams(transactionOrderScreen, q),
          q,
          toOrder,
          "merchant",
        ),
      detail: viewing ? () => viewing.then((d) => d.row) : undefined,
      extra: Promise.all([totalsOf(operator, query), viewing, refunding]).then(([totals, view, refund]) => ({
        totals,
        more: view?.more ?? null,
        refund: refund ? { row: refund.row.value } : null,
      })),
    };
  };
}

const idOnly = z.object({ id: rowIdField });

export const refundSchema = z.object({
  id: rowIdField,
  refundAmount: z
    .string()
    .trim()
    .min(1, "money.transactionOrder.refundAmountRequired")
    .refine((value) => (yuanToFen(value) ?? 0) > 0, "money.transactionOrder.amountInvalid"),
  reason: z
    .string()
    .trim()
    .min(1, "money.transactionOrder.reasonRequired")
    .max(REFUND_REASON_MAX, "kit.validation.tooLong"),
});

const refund = (operator: Operator): IntentHandler => ({
  permission: "order_refund",
  run: async (ctx) => {
    const parsed = refundSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const { id, refundAmount, reason } = parsed.data;
    const stored = toOrder(await storedHeld(operator, order.trade.detail, id, "merchant"))!;
    if (!REFUNDABLE.includes(stored.state))
      return answer(ctx, { formError: { key: "money.transactionOrder.notRefundable" } as FormMessageView });
    const asked = yuanToFen(refundAmount)!;
    const refundable = yuanToFen(stored.refundable) ?? 0;
    if (asked > refundable) {
      return answer(ctx, {
        fieldErrors: {
          refundAmount: {
            key: "money.transactionOrder.refundTooMuch",
            values: { refundable: stored.refundable },
          } as FormMessageView,
        },
      });
    }
    const done = await operator.api.call(order.trade.refund, { json: { id, refundAmount: fenToYuan(asked), reason } });
    const key = done.reviewing ? "money.transactionOrder.refundReviewing" : "money.transactionOrder.refundStates.1";
    return redirectWithFlash(listWithoutOp(ctx.request), { key, tone: "success" });
  },
});

/** An action on one held order by id: sync, close, notify. */
const simple = (
  operator: Operator,
  code: string,
  action: "sync" | "close" | "notify",
  done: TranslationKey,
): IntentHandler => ({
  permission: code,
  run: async (ctx) => {
    const parsed = idOnly.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    await storedHeld(operator, order.trade.detail, parsed.data.id, "merchant");
    await operator.api.call(order.trade[action], { json: { id: parsed.data.id } });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: done, tone: "success" });
  },
});

export const tradeOrderActions: ActionOptions = {
  intents: (operator) => ({
    refund: refund(operator),
    sync: simple(operator, "order_sync", "sync", "money.transactionOrder.syncDone"),
    close: simple(operator, "order_close", "close", "money.transactionOrder.closeDone"),
    notify: simple(operator, "order_notify", "notify", "money.transactionOrder.notifyDone"),
  }),
};

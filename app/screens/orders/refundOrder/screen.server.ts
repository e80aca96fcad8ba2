/** 退款订单 on the server: the page (rows checked against the partner scope) and the totals of the same filters, in parallel. */
import { order, type RefundTotals } from "@contract";
import { type LoadOptions, screenParams } from "~/kit/server/described.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { heldScreen } from "~/kit/server/partner-scope.server";
import { type RefundOrder, refundOrderScreen } from "./screen";

export type { RefundTotals };

const held = heldScreen(refundOrderScreen, "merchant");

async function totalsOf(operator: Operator, query: ListQuery): Promise<RefundTotals | null> {
  const { current: _c, size: _s, ...filters } = screenParams(refundOrderScreen, query);
  try {
    return await operator.api.call(order.refund.totals, { query: filters });
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
}

export function refundOrderLoadOptions(operator: Operator) {
  return (query: ListQuery): LoadOptions<RefundOrder, { totals: RefundTotals | null }> => ({
    list: (q) => held.list(q, operator),
    detail: (id) => held.detail(id, operator),
    extra: totalsOf(operator, query).then((totals) => ({ totals })),
  });
}

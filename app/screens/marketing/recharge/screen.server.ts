/**
 * 充值订单 on the server, its reads: the list (a reversed day or amount range, or an amount
 * that is not one, answered at once with the reason), the detail at recharge/detail/{id}, the
 * tenants, the recharge_state and pay_type names (system dictionary), and the order a 审核
 * dialog (?op=audit&id=…) is about with the flow its 通过 credits, flowAmount × buyNum in
 * exact fen (`orderAmount`: an amount × whole units). The audit itself is recharge-actions.server.ts.
 */
import { toll } from "@contract";
import { type LoadOptions, rowReader } from "~/kit/server/described.server";
import { systemDictionary } from "~/kit/server/dictionary.server";
import { emptyPage, type ListQuery } from "~/kit/shared/query";
import { orderAmount, yuanToFen } from "~/lib/fen";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { type Recharge, rechargeScreen } from "./screen";
import type { Choice } from "~/screens/_shared/marketing/toll";
import { opOf } from "~/kit/server/row-ops.server";
import { detailAt, tenantChoices } from "~/screens/_shared/marketing/toll.server";

export const toRecharge = rowReader(rechargeScreen);

export type RechargeExtra = {
  tenants: Choice[];
  states: Choice[];
  payTypes: Choice[];
  /** The order a 审核 dialog is about, and the flow its 通过 adds (yuan, two decimals). */
  audit: { row: Recharge | null; credit: string | null } | null;
};

/** What is wrong with the list's ranges, if anything: an amount that is not one, a start after its end. */
export function rangeError(filters: ListQuery["filters"]): FormMessageView | null {
  const { minAmount, maxAmount, startTime, endTime } = filters;
  if ((minAmount && yuanToFen(minAmount) === null) || (maxAmount && yuanToFen(maxAmount) === null))
    return { key: "marketing.recharge.amountInvalid" } as FormMessageView;
  if (minAmount && maxAmount && yuanToFen(minAmount)! > yuanToFen(maxAmount)!)
    return { key: "marketing.recharge.amountRange" } as FormMessageView;
  if (startTime && endTime && startTime > endTime) return { key: "marketing.recharge.dateRange" } as FormMessageView;
  return null;
}

/** An order by id, as the detail answers it. */
export const storedOrder = (operator: Operator, id: string) => detailAt(operator, toll.recharge.detail, id, toRecharge);

export function rechargeLoadOptions(operator: Operator, request: Request): LoadOptions<Recharge, RechargeExtra> {
  const op = opOf(request, ["audit"] as const);
  return {
    list: (query) => {
      const error = rangeError(query.filters);
      return error ? Promise.resolve({ value: emptyPage<Recharge>(query), error }) : null;
    },
    detail: (id) => storedOrder(operator, id),
    extra: Promise.all([
      tenantChoices(operator),
      systemDictionary(operator, "recharge_state"),
      systemDictionary(operator, "pay_type"),
      op ? storedOrder(operator, op.id) : Promise.resolve(null),
    ]).then(([tenants, states, payTypes, order]) => ({
      tenants,
      states,
      payTypes,
      audit: order
        ? { row: order.value, credit: order.value ? orderAmount(order.value.flowAmount, order.value.buyNum) : null }
        : null,
    })),
  };
}

/**
 * The orders' figures (ADR 018), one definition for 交易订单's totals, 交易报表 and the home page:
 * volume = the amount of paid orders (states 1, 4, 5), the paid count beside the count of all,
 * the success rate = paid / all, the fee kept on paid orders, refunded, net = volume − fee −
 * refunded. `TOTALS_COLUMNS` is the aggregate (orders aliased `o`); a group's sums add up to the
 * whole's, so the report's rows and the totals are the same sums cut differently.
 */
import type { z } from "zod";
import type { reportFigures } from "../../../../shared/contract/index.ts";
import type { Wire, order } from "../../../../shared/contract/index.ts";
import { PAID_STATES, yuanOf } from "./catalogue";

const PAID = `o.state IN (${PAID_STATES.join(", ")})`;

/** The aggregate columns over orders aliased `o` (all integers: counts and fen). */
export const TOTALS_COLUMNS = `COUNT(*) AS count, COALESCE(SUM(o.amount_fen), 0) AS amount,
       COALESCE(SUM(${PAID}), 0) AS paid_count, COALESCE(SUM(CASE WHEN ${PAID} THEN o.amount_fen END), 0) AS paid,
       COALESCE(SUM(CASE WHEN ${PAID} THEN o.fee_fen END), 0) AS fee, COALESCE(SUM(o.refunded_fen), 0) AS refunded,
       COALESCE(SUM(o.refund_count), 0) AS refund_count`;

/**
 * The same aggregate over the orders' day summary (cloud_trade_order_day aliased `o`, order/days.ts):
 * each of its rows is a group of orders in one state, with their count and sums.
 */
export const DAY_TOTALS_COLUMNS = `COALESCE(SUM(o.order_count), 0) AS count, COALESCE(SUM(o.amount_fen), 0) AS amount,
       COALESCE(SUM(CASE WHEN ${PAID} THEN o.order_count END), 0) AS paid_count, COALESCE(SUM(CASE WHEN ${PAID} THEN o.amount_fen END), 0) AS paid,
       COALESCE(SUM(CASE WHEN ${PAID} THEN o.fee_fen END), 0) AS fee, COALESCE(SUM(o.refunded_fen), 0) AS refunded,
       COALESCE(SUM(o.refund_count), 0) AS refund_count`;

export type TotalsRow = {
  count: number;
  amount: number;
  paid_count: number;
  paid: number;
  fee: number;
  refunded: number;
  refund_count: number;
};

export const ZERO_TOTALS: TotalsRow = {
  count: 0,
  amount: 0,
  paid_count: 0,
  paid: 0,
  fee: 0,
  refunded: 0,
  refund_count: 0,
};

/** SQL: the sum of parts' figures, each part selecting the columns above by their names. */
export const SUM_OF_TOTALS = Object.keys(ZERO_TOTALS)
  .map((name) => `COALESCE(SUM(${name}), 0) AS ${name}`)
  .join(", ");

/** The sum of groups' figures (integers only). */
export function addTotals(rows: TotalsRow[]): TotalsRow {
  const sum = { ...ZERO_TOTALS };
  for (const row of rows) for (const key of Object.keys(sum) as (keyof TotalsRow)[]) sum[key] += Number(row[key]) || 0;
  return sum;
}

/** `part / whole` in percent with two decimals, half-up, exact ("0.00" of nothing). */
export function percentText(part: number, whole: number): string {
  if (whole <= 0) return "0.00";
  const basis = (BigInt(part) * 10_000n * 2n + BigInt(whole)) / (2n * BigInt(whole));
  return `${basis / 100n}.${String(basis % 100n).padStart(2, "0")}`;
}

/** The totals as the wire has them (order.trade.totals: yuan text; success rate in % with two decimals). */
export function totalsRecord(t: TotalsRow): Wire<typeof order.trade.totals> {
  return {
    count: t.count,
    amount: yuanOf(t.amount),
    paidCount: t.paid_count,
    paidAmount: yuanOf(t.paid),
    unpaidCount: t.count - t.paid_count,
    unpaidAmount: yuanOf(t.amount - t.paid),
    successRate: percentText(t.paid_count, t.count),
    fee: yuanOf(t.fee),
    refundCount: t.refund_count,
    refunded: yuanOf(t.refunded),
    net: yuanOf(t.paid - t.fee - t.refunded),
  };
}

/** A report row's figures: volume, paid count, all orders, success rate, fee, refunds, net. */
export function figuresRecord(t: TotalsRow): z.input<typeof reportFigures> {
  return {
    volume: yuanOf(t.paid),
    count: t.paid_count,
    totalCount: t.count,
    successRate: percentText(t.paid_count, t.count),
    fee: yuanOf(t.fee),
    refunds: yuanOf(t.refunded),
    net: yuanOf(t.paid - t.fee - t.refunded),
  };
}

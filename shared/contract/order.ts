/**
 * /api/cloud-order: transaction orders and refunds (交易订单, 退款订单; ADR 018, 031). Money is yuan
 * text, strictly: a number or a malformed amount is a contract mismatch, never a wrong figure.
 * The totals (`order.trade.totals`) are typed here once, for the console and the sandbox.
 */
import type { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, firstId } from "./define.ts";
import {
  type AfterPaging,
  count,
  done,
  id,
  list,
  maybe,
  numeric,
  page,
  type Paging,
  percent,
  rateText,
  record,
  str,
  tally,
  text,
  time,
  truth,
  yuan,
  yuanOrBlank,
} from "./wire.ts";

const ADR018 = (what: string) => assumed(`ADR 018: ${what}; not in spec §7`);

/** The order lists' filters (交易订单, 退款订单, 交易报表): a time range, one number box, parties by number, channel, pay type, state, an amount range. */
export type OrderFilters = {
  startTime?: string;
  endTime?: string;
  keyword?: string;
  merchantId?: string;
  merchantNo?: string;
  storeId?: string;
  storeNo?: string;
  agentId?: string;
  agentNo?: string;
  channelCode?: string;
  payType?: string;
  state?: string | number;
  minAmount?: string;
  maxAmount?: string;
};

/** A transaction order as its list and detail answer it. */
export const tradeOrderRow = record({
  id,
  orderNo: str,
  mchOrderNo: text,
  channelOrderNo: text,
  merchantId: id,
  merchantName: text,
  merchantNo: text,
  storeName: text,
  agentName: text,
  agentPath: text,
  channelCode: text,
  channelName: text,
  channelMchNo: text,
  payType: text,
  subject: text,
  payer: text,
  amount: yuan,
  rate: text,
  payFee: yuan,
  fee: yuan,
  refunded: yuan,
  refundable: yuan,
  net: yuan,
  state: count,
  errorMsg: text,
  createTime: time,
  payTime: time,
  closeTime: time,
});

/** The totals of the filtered orders (交易订单's panel and export row, 交易报表's totals). */
export const orderTotals = record({
  count: tally,
  paidCount: tally,
  paidAmount: yuan,
  unpaidCount: tally,
  unpaidAmount: yuan,
  successRate: percent,
  fee: yuan,
  refundCount: tally,
  refunded: yuan,
  net: yuan,
});
export type OrderTotals = z.output<typeof orderTotals>;

const orderEvent = record({
  time: str,
  action: str,
  state: numeric.transform((v) => (v === "" || v == null ? null : Number(v))),
  amount: yuanOrBlank,
  remark: str,
  operator: str,
});
const orderRefund = record({
  id,
  refundNo: str,
  refundAmount: yuan,
  feeBack: yuan,
  reason: str,
  state: tally,
  createUserName: str,
  createTime: str,
});
const orderNotification = record({ time: str, kind: str, result: tally, response: str, operator: str });
const orderShare = record({
  depth: tally,
  agentNo: str,
  agentName: str,
  childRate: rateText,
  agentRate: rateText,
  cap: yuanOrBlank,
  shareAmount: yuan,
  keptShareAmount: yuan,
});

/** The detail: the row, its history, refunds, notifications and the fee's shares down the levels. */
export const tradeOrderDetail = tradeOrderRow.extend({
  history: list(orderEvent),
  refunds: list(orderRefund),
  notifications: list(orderNotification),
  shares: list(orderShare),
  /** The platform's part of the fee; "" when not the operator's to see. */
  platformShare: yuanOrBlank,
});
export type OrderEvent = z.output<typeof orderEvent>;
export type OrderRefund = z.output<typeof orderRefund>;
export type OrderNotification = z.output<typeof orderNotification>;
export type OrderShare = z.output<typeof orderShare>;

/** A refund as its list and detail answer it. */
export const refundOrderRow = record({
  id,
  refundNo: str,
  orderId: id,
  orderNo: text,
  channelRefundNo: text,
  merchantId: id,
  merchantName: text,
  merchantNo: text,
  storeName: text,
  agentPath: text,
  channelName: text,
  payType: text,
  orderAmount: yuan,
  refundAmount: yuan,
  feeBack: yuan,
  reason: text,
  state: count,
  createUserName: text,
  createTime: time,
  finishTime: time,
});

/** The totals of the filtered refunds (退款订单's panel and export row). */
export const refundTotals = record({ count: tally, amount: yuan, doneCount: tally, doneAmount: yuan, feeBack: yuan });
export type RefundTotals = z.output<typeof refundTotals>;

/** What a money action answers: done now, or waiting in 资金复核 (`reviewing`). */
export const moneyActionAnswer = record({ reviewing: truth, requestId: text });

export const order = service("order", {
  trade: {
    list: get("/api/cloud-order/tradeOrder/list", page(tradeOrderRow), {
      query: shape<Paging & AfterPaging & OrderFilters>(),
      // 交易订单's export pages after the last order's id (ADR 015), not by offset.
      pagesAfter: "id",
      source: ADR018("the transaction orders, paged (or after an order's id), through the partner scope"),
    }),
    totals: get("/api/cloud-order/tradeOrder/totals", orderTotals, {
      query: shape<OrderFilters>(),
      source: ADR018("the totals of the list's filters, one aggregate"),
    }),
    detail: get("/api/cloud-order/tradeOrder/detail", maybe(tradeOrderDetail), {
      query: shape<{ id: string }>(),
      source: ADR018("one order with its history, refunds, notifications and shares"),
      probe: { after: (): AnyEntry => order.trade.list, pick: firstId },
    }),
    /** POST {id, refundAmount, reason}: refunds now, or above the merchant's threshold waits for review. */
    refund: post("/api/cloud-order/tradeOrder/refund", moneyActionAnswer, {
      bodyType: shape<{ id: string; refundAmount: string; reason: string }>(),
      permission: "order_refund",
      source: ADR018("退款 of a paid order"),
    }),
    /** POST {id}: asks the channel for an unpaid order's state. */
    sync: post("/api/cloud-order/tradeOrder/sync", done, {
      bodyType: shape<{ id: string }>(),
      permission: "order_sync",
      source: ADR018("同步 of an unpaid order"),
    }),
    /** POST {id}: closes an unpaid order. */
    close: post("/api/cloud-order/tradeOrder/close", done, {
      bodyType: shape<{ id: string }>(),
      permission: "order_close",
      source: ADR018("关闭 of an unpaid order"),
    }),
    /** POST {id}: sends the merchant's payment notification again. */
    notify: post("/api/cloud-order/tradeOrder/notify", done, {
      bodyType: shape<{ id: string }>(),
      permission: "order_notify",
      source: ADR018("重发通知 of a paid order"),
    }),
  },
  refund: {
    list: get("/api/cloud-order/refundOrder/list", page(refundOrderRow), {
      query: shape<Paging & OrderFilters>(),
      source: ADR018("the refunds, paged, filtered as the orders on the refund's time and amount"),
    }),
    totals: get("/api/cloud-order/refundOrder/totals", refundTotals, {
      query: shape<OrderFilters>(),
      source: ADR018("the totals of the refund list's filters"),
    }),
    detail: get("/api/cloud-order/refundOrder/detail", maybe(refundOrderRow), {
      query: shape<{ id: string }>(),
      source: ADR018("one refund"),
      probe: { after: (): AnyEntry => order.refund.list, pick: firstId },
    }),
  },
});

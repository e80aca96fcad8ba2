/**
 * 交易订单 (/orders/transactionOrder, spec §4's fallback landing page; ADR 018):
 * order.trade: list and totals (the same filters: a period, today by default;
 * one box for the platform, merchant or channel order number; merchant, store and agent (its
 * subtree) by number; channel, pay type, state, amount range), detail (parties, amounts, fee
 * and rate, history, refunds, notifications), and the actions refund, sync, close and notify,
 * each on its button. The export ends with the totals row of the same filters.
 */
import {
  AGENT_TREE_FILTER,
  AMOUNT_RANGE_FILTERS,
  MERCHANT_NO_FILTER,
  moneyColumns,
  PAY_TYPE_CHOICES,
  PAYMENT_FILTERS,
  PERIOD_FILTERS,
} from "~/kit/shared/screen-presets";
import { choices, defineScreen, type RowOf, screenNames, viewApi, wideItems } from "~/kit/shared/screen";

export const ORDER_STATES = ["0", "1", "2", "3", "4", "5"] as const;
const ORDER_STATE_CHOICES = choices(ORDER_STATES, "states");
/** 支付成功 and 部分退款: what may be refunded. 待支付: what may be synced or closed. */
export const REFUNDABLE = ["1", "5"];
export const UNPAID = "0";
export const PAID = ["1", "4", "5"];
export const REFUND_REASON_MAX = 256;

export const transactionOrderScreen = defineScreen({
  searches: ["agent", "cashier", "merchant", "store"],
  ...screenNames("orders", "transactionOrder", "money"),
  name: "交易订单",
  api: viewApi("order.trade"),
  row: {
    orderNo: "text",
    mchOrderNo: "text",
    channelOrderNo: "text",
    merchantId: "text",
    merchantName: "text",
    merchantNo: "text",
    storeName: "text",
    agentName: "text",
    agentPath: "text",
    channelCode: "text",
    channelName: "text",
    channelMchNo: "text",
    payType: "text",
    subject: "text",
    payer: "text",
    amount: "text",
    rate: "text",
    payFee: "text",
    fee: "text",
    refunded: "text",
    refundable: "text",
    net: "text",
    state: "code",
    errorMsg: "text",
    createTime: "text",
    payTime: "text",
    closeTime: "text",
  },
  rowLabel: (row) => row.orderNo,
  buttons: { view: "order_view" },
  export: "order_export",
  exportTotals: {
    entry: "order.trade.totals",
    label: "totalsRow",
    columns: { amount: "paidAmount", fee: "fee", refunded: "refunded", net: "net" },
  },
  filters: {
    ...PERIOD_FILTERS,
    keyword: { max: 64, label: "orderNo", placeholder: "keywordPlaceholder" },
    merchantNo: MERCHANT_NO_FILTER,
    storeNo: { max: 32 },
    agentNo: AGENT_TREE_FILTER,
    ...PAYMENT_FILTERS,
    state: { kind: "select", ...ORDER_STATE_CHOICES },
    ...AMOUNT_RANGE_FILTERS,
  },
  columns: [
    { key: "orderNo", fixed: true, mono: true },
    { key: "merchantName", label: "merchant" },
    { key: "amount", sort: true, format: "money" },
    ...moneyColumns("fee", "refunded", "refundable", "net"),
    { key: "payType", option: "payType" },
    { key: "channelName", label: "payChannel" },
    { key: "state", option: "state" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    payType: PAY_TYPE_CHOICES,
    state: ORDER_STATE_CHOICES,
  },
  detail: [
    "orderNo",
    "mchOrderNo",
    "channelOrderNo",
    "merchantName",
    "storeName",
    { name: "agentName", label: "agent" },
    "channelName",
    "channelMchNo",
    "payType",
    "state",
    "subject",
    "payer",
    "amount",
    "rate",
    "payFee",
    "fee",
    "refunded",
    "refundable",
    "net",
    "createTime",
    "payTime",
    "closeTime",
    "errorMsg",
    ...wideItems("operations", "history", "refunds", "shares", "notifications"),
  ],
});

export type TradeOrder = RowOf<typeof transactionOrderScreen.row>;

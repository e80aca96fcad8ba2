/**
 * 退款订单 (/orders/refundOrder; ADR 018): order.refund list and totals (the
 * same kinds of filters as 交易订单, on the refund's time and amount: a period, today by default;
 * refund or order number; merchant, store, agent by number; channel, pay type, state), detail
 * with a link to its order. Export ends with the totals row.
 */
import {
  AGENT_TREE_FILTER,
  AMOUNT_RANGE_FILTERS,
  CREATED_ROW,
  MERCHANT_NO_FILTER,
  PAY_TYPE_CHOICES,
  PAYMENT_FILTERS,
  PERIOD_FILTERS,
} from "~/kit/shared/screen-presets";
import { choices, defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";

export const REFUND_STATES = ["0", "1", "2"] as const;
const REFUND_STATE_CHOICES = choices(REFUND_STATES, "states");

export const refundOrderScreen = defineScreen({
  searches: ["agent", "cashier", "merchant", "store"],
  ...screenNames("orders", "refundOrder", "money"),
  name: "退款订单",
  api: viewApi("order.refund"),
  row: {
    refundNo: "text",
    orderId: "text",
    orderNo: "text",
    channelRefundNo: "text",
    merchantId: "text",
    merchantName: "text",
    merchantNo: "text",
    storeName: "text",
    agentPath: "text",
    channelName: "text",
    payType: "text",
    orderAmount: "text",
    refundAmount: "text",
    feeBack: "text",
    reason: "text",
    state: "code",
    ...CREATED_ROW,
    finishTime: "text",
  },
  rowLabel: (row) => row.refundNo,
  buttons: { view: "refund_view" },
  export: "refund_export",
  exportTotals: {
    entry: "order.refund.totals",
    label: "totalsRow",
    columns: { refundAmount: "amount", feeBack: "feeBack" },
  },
  filters: {
    ...PERIOD_FILTERS,
    keyword: { max: 64, placeholder: "keywordPlaceholder" },
    merchantNo: MERCHANT_NO_FILTER,
    agentNo: AGENT_TREE_FILTER,
    ...PAYMENT_FILTERS,
    state: { label: "refundState", kind: "select", ...REFUND_STATE_CHOICES },
    ...AMOUNT_RANGE_FILTERS,
  },
  columns: [
    { key: "refundNo", fixed: true, mono: true },
    { key: "orderNo", mono: true },
    { key: "merchantName", label: "merchant" },
    { key: "orderAmount", format: "money" },
    { key: "refundAmount", sort: true, format: "money" },
    { key: "feeBack", format: "money" },
    { key: "payType", option: "payType" },
    { key: "state", label: "refundState", option: "state" },
    { key: "reason", label: "refundReason" },
    { key: "createUserName", label: "operator" },
    { key: "createTime", sort: true, format: "datetime" },
  ],
  fields: {
    payType: PAY_TYPE_CHOICES,
    state: { label: "refundState", ...REFUND_STATE_CHOICES },
  },
  detail: [
    "refundNo",
    "orderNo",
    "channelRefundNo",
    "merchantName",
    "storeName",
    { name: "channelName", label: "payChannel" },
    "payType",
    "state",
    "orderAmount",
    "refundAmount",
    "feeBack",
    "createUserName",
    "createTime",
    "finishTime",
    { name: "reason", wide: true },
  ],
});

export type RefundOrder = RowOf<typeof refundOrderScreen.row>;

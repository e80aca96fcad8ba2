/** Refunds' texts (ADR 018). */
import type zh from "./texts.zh";
import { refundStates } from "~/locales/en/shared";

export default {
  period: "Refund time",
  keyword: "Number",
  keywordPlaceholder: "Refund or order no.",
  minAmount: "Min refund",
  maxAmount: "Max refund",
  orderNo: "Order no.",
  channelRefundNo: "Channel refund no.",
  createTime: "Requested",
  states: refundStates,
  totals: {
    title: "Totals of the filtered refunds",
    count: "Refunds",
    done: "Refunded: {{count}}",
    amount: "Refund total",
    feeBack: "Fees returned",
  },
} satisfies typeof zh;

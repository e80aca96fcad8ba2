/** Refunds' texts (ADR 018). */
import { refundStates } from "../shared";

export default {
  period: "Refund time",
  keyword: "Number",
  keywordPlaceholder: "Refund or order no.",
  agentNo: "Agent no. (with sub-agents)",
  state: "Refund state",
  minAmount: "Min refund",
  maxAmount: "Max refund",
  orderNo: "Order no.",
  channelRefundNo: "Channel refund no.",
  orderAmount: "Order amount",
  reason: "Reason",
  createUserName: "Operator",
  createTime: "Requested",
  finishTime: "Completed",
  states: refundStates,
  totals: {
    title: "Totals of the filtered refunds",
    count: "Refunds",
    done: "Refunded: {{count}}",
    amount: "Refund total",
    feeBack: "Fees returned",
    unavailable: "Totals unavailable",
  },
};

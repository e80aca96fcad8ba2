/** 差错处理 (reconciliation differences). */
import type zh from "./texts.zh";
import { handlingStates, mismatchTypes } from "~/locales/en/shared";

export default {
  orderNo: "Our order no.",
  orderNoPlaceholder: "Our or the channel's order no.",
  tradeTime: "Trade time",
  ourState: "Our state",
  channelState: "Channel state",
  handlerName: "Handled by",
  handleTime: "Handled at",
  result: "Resolution",
  suspendedAmount: "Suspended (CNY)",
  remark: "Comment",
  types: mismatchTypes,
  states: handlingStates,
  tradeStates: { "0": "Unpaid", "1": "Paid", "2": "Failed", "3": "Closed", "4": "Refunded", "5": "Partly refunded" },
  results: { platform: "Keep ours", channel: "Follow the channel", ignore: "Ignore" },
  actions: { supplement: "Supplement the order", refund: "Refund", suspend: "Suspend" },
  actionMeans: {
    supplement:
      "Mark the order paid at the channel's amount (create it when missing) and credit the merchant's in-transit balance",
    refund: "Record the channel's refund, never above what is refundable",
    suspend: "Park the difference: noted, no balance changes",
  },
  channelAction: "Following the channel",
  channelActionHint: "Required when following the channel",
  remarkHint: "Required, at most 200 characters",
  handle: "Handle",
  history: "History",
  noHistory: "Not handled yet",
  before: "Before",
  after: "After",
  alreadyHandled: "This difference is handled already ({{state}})",
  resultRequired: "Choose a resolution",
  actionRequired: "Choose what following the channel does",
  remarkRequired: "Enter a comment",
} satisfies typeof zh;

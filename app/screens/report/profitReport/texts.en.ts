/** Profit share report texts. */
import type zh from "./texts.zh";
import { agentLevels } from "~/locales/en/shared";

export default {
  month: "Month",
  agentNoPlaceholder: "Agent number (with its subtree)",
  levels: agentLevels,
  parentNo: "Parent agent",
  orderCount: "Orders shared",
  shareAmount: "Share",
  refundTaken: "Taken back by refunds",
  keptShare: "Share kept",
  totalsTitle: "Profit shares of {{month}}",
  totalsUnavailable: "The totals are not available now",
  fee: "Merchants' fees",
  allShare: "Agents' shares",
  platformShare: "Platform's part",
  allKept: "Shares after refunds",
  reconcile: "Check: merchants' fees {{fee}} = agents' shares {{share}} + platform's part {{platform}}",
  merchants: "Merchants",
  noMerchants: "No merchant shared with this agent in the month",
} satisfies typeof zh;

/** Network entry. */
import type zh from "./texts.zh";
export default {
  channelTitle: "Channel network entry",
  bankTitle: "Bank network entry",
  channelTab: "Channels",
  bankTab: "Banks",
  pickMerchant: "Choose a merchant to look up",
  query: "Look up",
  merchantRegStatus: "Onboarding status",
  bankName: "Bank",
  channelCode: "Code",
  regStatus: "Entry status",
  applyTime: "Applied",
  rejectReason: "Reject reason",
  none: "No entry records",
} satisfies typeof zh;

/** Settlement configuration. */
import type zh from "./texts.zh";
export default {
  minAmount: "Minimum amount (CNY)",
  accountName: "Account name",
  reviewThreshold: "Review threshold (CNY)",
  updateUserName: "Changed by",
  updateTime: "Changed at",
  typeUnknown: "Choose one of the tenant's settlement cycles",
  accountNoFormat: "The account number is 8 to 30 digits",
  thresholdHint: "A remittance above this needs a second operator; blank: none",
} satisfies typeof zh;

/** Merchants. */
import type zh from "./texts.zh";
export default {
  merchantShortName: "Short name",
  merchantType: "Merchant type",
  mcc: "MCC",
  legalPerson: "Legal representative",
  licenceNo: "Business licence no.",
  address: "Business address",
  settleAccountName: "Settlement account name",
  settleCardNo: "Settlement card no.",
  settleBankName: "Settlement bank",
  merchantStatus: "Merchant status",
  regStatus: "Onboarding status",
  mccFormat: "The MCC is 4 digits",
  licenceFormat: "The licence number is 15 or 18 digits or capital letters",
  cardFormat: "The card number is 12 to 30 digits",
  changeStatusRow: "Change the status of {{label}}",
  newStatus: "New status",
  channel: "Network entry",
  sub: "Split accounts",
} satisfies typeof zh;

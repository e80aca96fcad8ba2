/** Store split config (the list and /storeSub?storeId=). */
import type zh from "./texts.zh";
import { splitModes } from "~/locales/en/shared";

export default {
  splitStatus: "Split",
  splitStatuses: { "1": "On", "0": "Off" },
  splitModes,
  ratioTotal: "Total ratio",
  configureOf: "Configure the split of {{label}}",
  noReceivers: "No receivers",
  receiverName: "Receiver",
  accountNo: "Account no.",
  receiverNameOf: "Receiver {{n}} name",
  accountNoOf: "Receiver {{n}} account no.",
  ratioOf: "Receiver {{n}} ratio",
  receiversHint:
    "At most {{max}} receivers; blank rows are not saved; ratios are percents with at most two decimals, at most 100% in all.",
  accountFormat: "The account number has 6 to 32 digits",
  ratioFormat: "The ratio is a number above 0 and at most 100, with at most two decimals",
  noStore: "Choose the store to configure from the store list",
} satisfies typeof zh;

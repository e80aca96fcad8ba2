/** Merchant split accounts. */
import type zh from "./texts.zh";
import { splitModes } from "~/locales/en/shared";

export default {
  subSwitch: "Split payments",
  switches: { "1": "On", "0": "Off" },
  modes: splitModes,
  accountTypes: { "1": "Personal", "2": "Business" },
  configureRow: "Configure split payments of {{label}}",
  receiversHint:
    "At most 10; the ratio is a percent with at most two decimals, 100% in total at most. Empty rows are not saved.",
  receiverName: "Receiver name",
  receiverAccount: "Receiver account",
  total: "Total {{total}}%",
  receiverNameRequired: "Enter the receiver's name",
  receiverAccountFormat: "The account is 6 to 32 digits",
  ratioFormat: "The ratio is 0.01 to 100 with at most two decimals",
  duplicateAccount: "Duplicate receiver account",
  readOnly: "You may view the split configuration but not change it.",
} satisfies typeof zh;

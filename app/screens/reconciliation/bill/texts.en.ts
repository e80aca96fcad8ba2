/** 对账单 (reconciliation statements). */
import type zh from "./texts.zh";
import { handlingStates, mismatchTypes } from "~/locales/en/shared";

export default {
  batchNo: "Batch no.",
  ourCount: "Our count",
  channelCount: "Channel count",
  diffCount: "Differences",
  unresolvedCount: "Unresolved",
  createTime: "Reconciled at",
  errors: "Differences",
  states: { "0": "Balanced", "1": "Differences", "2": "Resolved" },
  types: mismatchTypes,
  differs: "Differs from ours",
  statement: "Download statement",
  goHandle: "Handle the differences",
  noErrors: "This batch has no differences",
  orderNo: "Our order no. / channel order no.",
  errorStates: handlingStates,
} satisfies typeof zh;

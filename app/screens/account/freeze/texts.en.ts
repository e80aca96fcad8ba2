/** Freezes' texts (ADR 018). */
import type zh from "./texts.zh";
import { accountOwnerTypes } from "~/locales/en/shared";

export default {
  keyword: "Account or freeze no.",
  keywordPlaceholder: "Merchant or agent no. or name, freeze no.",
  state: "State",
  states: { "1": "Frozen", "2": "Partly released", "3": "Released" },
  freezeType: "Freeze type",
  types: { "1": "Risk control", "2": "Court order", "3": "Manual" },
  freezeNo: "Freeze no.",
  ownerTypes: accountOwnerTypes,
  ownerNo: "Account no.",
  ownerName: "Account name",
  amount: "Frozen amount",
  unfrozen: "Released",
  remaining: "Still frozen",
  createTime: "Frozen at",
  history: "History",
  action: "Action",
  actions: { freeze: "Freeze", unfreeze: "Release" },
  frozenNow: "Frozen now",
  freezeNew: "Freeze funds",
  freezeHint:
    "The amount moves from available to frozen and cannot exceed what is available; above the review amount a second operator must approve.",
  amountHint: "CNY, at most two decimals",
  unfreezeAmount: "Amount to release",
  amountRequired: "Enter the amount",
  typeRequired: "Choose the freeze type",
  reasonRequired: "Enter the reason",
  ownerRequired: "Enter the account no.",
  ownerNotFound: "No such account, or not yours to act on",
  tooMuch: "The freeze cannot exceed the available CNY {{available}}",
  unfreezeTooMuch: "The release cannot exceed the CNY {{remaining}} still frozen",
  frozenDone: "Frozen",
  unfrozenDone: "Released",
  reviewing: "Above the review amount: sent to a second operator",
} satisfies typeof zh;

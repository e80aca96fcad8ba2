/** My approvals' texts (issue 34, ADR 042). */
import type zh from "./texts.zh";

export default {
  description: "Reviews, approvals and reconciliation differences assigned to you, the earliest asked first.",
  keysHint: "Keys: j / k move, a approve, r reject, Enter submit, Esc close.",
  list: "Waiting on me",
  empty: "Nothing is waiting on you",
  loading: "Loading what waits on you…",
  more: "{{source}} has more waiting; see them on its own page",
  failed: "{{source}} could not be loaded: {{message}}",
  kinds: {
    refund: "Refund review",
    freeze: "Freeze review",
    unfreeze: "Release review",
    remit: "Remittance review",
    recharge: "Recharge order approval",
    merchant: "Merchant onboarding approval",
    recon: "Reconciliation difference",
  },
  askedBy: "Submitted by",
  handle: "Handle",
  commentHint: "Required to reject (the asker sees it), at most 200 characters",
  decisionRequired: "Choose approve or reject",
  commentRequired: "Enter a comment to reject",
  reconElsewhere: "Handle reconciliation differences in Differences",
  ownItem: "You cannot approve what you asked for yourself",
  gone: "This item was decided already or no longer waits on you",
  approved: "Approved",
} satisfies typeof zh;

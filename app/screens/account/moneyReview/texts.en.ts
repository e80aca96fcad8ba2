/** Money reviews' texts (ADR 018). */
import type zh from "./texts.zh";
export default {
  state: "State",
  states: { "0": "Waiting", "1": "Approved", "2": "Rejected", "3": "Failed" },
  kind: "Action",
  kinds: { refund: "Refund", freeze: "Freeze", unfreeze: "Release", remit: "Remittance" },
  reason: "Reason given",
  result: "Decision",
  requestUserName: "Asked by",
  requestTime: "Asked at",
  reviewUserName: "Reviewed by",
  reviewTime: "Reviewed at",
  reviewRemark: "Review note",
  review: "Review",
  approveMeans:
    "Approving carries the action out now against the balances of this moment; if they changed, it fails and the request is marked failed.",
  remarkHint: "Required to reject, at most 200 characters",
  resultRequired: "Choose a decision",
  remarkRequired: "Enter the reason for rejecting",
  ownRequest: "You cannot review your own request",
  alreadyReviewed: "This request was reviewed already ({{state}})",
  approved: "Approved and carried out",
} satisfies typeof zh;

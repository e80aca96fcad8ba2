/**
 * 资金复核 (/account/moneyReview; ADR 018): money requests waiting for a second operator, and
 * those reviewed: account.moneyRequest list (state, kind), detail, review {id,
 * approve, remark}. 复核 (a row dialog on ?op=review) is offered on a waiting request the
 * operator did not make and whose action's button they hold (退款 order_refund, 冻结 freeze_add,
 * 解冻 freeze_edit, 打款 settle_remit); the backend checks the same again.
 */
import { choices, defineScreen, type RowOf, screenNames, viewApi, wideItems } from "~/kit/shared/screen";

export const REQUEST_STATES = ["0", "1", "2", "3"] as const;
const REQUEST_STATE_CHOICES = choices(REQUEST_STATES, "states");
export const REQUEST_KINDS = ["refund", "freeze", "unfreeze", "remit"] as const;
const REQUEST_KIND_CHOICES = choices(REQUEST_KINDS, "kinds");
/** The button a reviewer must hold, per kind of request. */
export const REVIEW_CODES: Record<string, string> = {
  refund: "order_refund",
  freeze: "freeze_add",
  unfreeze: "freeze_edit",
  remit: "settle_remit",
};
export const REVIEW_REMARK_MAX = 200;

export const moneyReviewScreen = defineScreen({
  ...screenNames("account", "moneyReview", "money"),
  name: "资金复核",
  api: viewApi("account.moneyRequest"),
  row: {
    kind: "text",
    targetId: "text",
    targetLabel: "text",
    merchantId: "text",
    agentPath: "text",
    amount: "text",
    reason: "text",
    state: "code",
    result: "text",
    requestUser: "text",
    requestUserName: "text",
    requestTime: "text",
    reviewUserName: "text",
    reviewTime: "text",
    reviewRemark: "text",
  },
  rowLabel: (row) => row.targetLabel,
  buttons: { view: true },
  filters: {
    state: { kind: "select", ...REQUEST_STATE_CHOICES },
    kind: { kind: "select", ...REQUEST_KIND_CHOICES },
  },
  columns: [
    { key: "kind", option: "kind" },
    { key: "targetLabel", fixed: true },
    { key: "amount", format: "money", sort: true },
    { key: "reason" },
    { key: "requestUserName" },
    { key: "requestTime", format: "datetime", sort: true },
    { key: "state", option: "state" },
    { key: "reviewUserName" },
    { key: "reviewTime", format: "datetime" },
  ],
  fields: {
    kind: REQUEST_KIND_CHOICES,
    state: REQUEST_STATE_CHOICES,
  },
  detail: [
    "kind",
    "targetLabel",
    "amount",
    "state",
    "requestUserName",
    "requestTime",
    "reviewUserName",
    "reviewTime",
    ...wideItems("reason", "reviewRemark", "result"),
  ],
});

export type MoneyRequest = RowOf<typeof moneyReviewScreen.row>;

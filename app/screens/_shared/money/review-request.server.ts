/**
 * A money request's review (四眼, ADR 018) as 资金复核 and 我的审批 both carry it out: the request
 * read again, held by the operator's partner scope, the reviewer holding its action's button and
 * not the one who asked (the backend checks each again), then account.moneyRequest.review.
 */
import { account } from "@contract";
import { ActionRefused } from "~/kit/server/action.server";
import { rowReader } from "~/kit/server/described.server";
import { can } from "~/kit/server/permissions.server";
import { requireHeld } from "~/kit/server/partner-scope.server";
import type { Operator } from "~/server/auth.server";
import { type MoneyRequest, moneyReviewScreen, REVIEW_CODES } from "~/screens/account/moneyReview/screen";

const toRequest = rowReader(moneyReviewScreen);

export type MoneyReview = { id: string; approve: boolean; remark: string };

/** The stored request, refused (404) when the backend has none and (403) outside the operator's scope. */
export async function heldMoneyRequest(operator: Operator, id: string): Promise<MoneyRequest> {
  const raw = await operator.api.call(account.moneyRequest.detail, { query: { id } });
  const stored = toRequest((raw ?? {}) as Record<string, unknown>);
  if (!stored) throw new ActionRefused({ key: "kit.notFound" }, 404);
  await requireHeld(operator, stored, "merchant");
  return stored;
}

/** Whether the operator holds the button a reviewer of this kind of request needs. */
export const mayReviewKind = (operator: Operator, kind: string) => {
  const code = REVIEW_CODES[kind];
  return Boolean(code && can(operator, code));
};

/**
 * Reviews a request: "ownRequest" when the operator asked it (never sent), "done" once the backend
 * carried it out; refusals throw (ActionRefused, BackendError) for the intent to answer.
 */
export async function reviewMoneyRequest(operator: Operator, review: MoneyReview): Promise<"done" | "ownRequest"> {
  const stored = await heldMoneyRequest(operator, review.id);
  if (!mayReviewKind(operator, stored.kind)) throw new ActionRefused({ key: "kit.forbidden" });
  if (stored.requestUser === operator.record.user.userId) return "ownRequest";
  await operator.api.call(account.moneyRequest.review, {
    json: { id: stored.id, approve: review.approve, remark: review.remark },
  });
  return "done";
}

/**
 * 资金复核 on the server: the page (the operator's scope, checked again on every row), the request
 * a 复核 dialog is about, and the review: the request read again, the reviewer holding its action's button and not the
 * one who asked (the backend checks both again), a rejection needing its reason.
 */
import { account } from "@contract";
import { z } from "zod";
import { rejectionNeedsNote, reviewNote, reviewResult } from "~/kit/server/review-decision.server";
import { ActionRefused, answer, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { can } from "~/kit/server/permissions.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { heldScreen, requireHeld } from "~/kit/server/partner-scope.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { type MoneyRequest, moneyReviewScreen, REVIEW_CODES, REVIEW_REMARK_MAX } from "./screen";

export type ReviewExtra = { review: { row: MoneyRequest | null } | null; me: string };

const held = heldScreen(moneyReviewScreen, "merchant");
const toRequest = rowReader(moneyReviewScreen);

export function reviewLoadOptions(operator: Operator, request: Request) {
  const op = opOf(request, ["review"] as const);
  return (_query: ListQuery): LoadOptions<MoneyRequest, ReviewExtra> => ({
    list: (q) => held.list(q, operator),
    extra: (op ? held.detail(op.id, operator) : Promise.resolve(null)).then((loaded) => ({
      review: loaded ? { row: loaded.value } : null,
      me: operator.record.user.userId,
    })),
  });
}

export const reviewSchema = z
  .object({
    id: rowIdField,
    approve: reviewResult(["true", "false"], "money.moneyReview.resultRequired"),
    remark: reviewNote(REVIEW_REMARK_MAX),
  })
  .superRefine(rejectionNeedsNote("approve", "false", "remark", "money.moneyReview.remarkRequired"));

const review = (operator: Operator): IntentHandler => ({
  permission: null,
  run: async (ctx) => {
    const parsed = reviewSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const stored = toRequest(
      ((await operator.api.call(account.moneyRequest.detail, { query: { id: parsed.data.id } })) ?? {}) as Record<
        string,
        unknown
      >,
    );
    if (!stored) throw new ActionRefused({ key: "kit.notFound" }, 404);
    await requireHeld(operator, stored, "merchant");
    const code = REVIEW_CODES[stored.kind];
    if (!code || !can(operator, code)) throw new ActionRefused({ key: "kit.forbidden" });
    if (stored.requestUser === operator.record.user.userId)
      return answer(ctx, { formError: { key: "money.moneyReview.ownRequest" } as FormMessageView });
    await operator.api.call(account.moneyRequest.review, {
      json: { id: stored.id, approve: parsed.data.approve === "true", remark: parsed.data.remark ?? "" },
    });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: parsed.data.approve === "true" ? "money.moneyReview.approved" : "money.moneyReview.rejected",
      tone: "success",
    });
  },
});

export const reviewActions: ActionOptions = { intents: (operator) => ({ review: review(operator) }) };

/**
 * 资金复核 on the server: the page (the operator's scope, checked again on every row), the request
 * a 复核 dialog is about, and the review (a rejection needing its reason), carried out by
 * _shared/money/review-request.server.ts as 我的审批 carries it out.
 */
import { z } from "zod";
import { rejectionNeedsNote, reviewNote, reviewResult } from "~/kit/server/review-decision.server";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { ListQuery } from "~/kit/shared/query";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { heldScreen } from "~/kit/server/partner-scope.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { reviewMoneyRequest } from "~/screens/_shared/money/review-request.server";
import { type MoneyRequest, moneyReviewScreen, REVIEW_REMARK_MAX } from "./screen";

export type ReviewExtra = { review: { row: MoneyRequest | null } | null; me: string };

const held = heldScreen(moneyReviewScreen, "merchant");

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
    const approve = parsed.data.approve === "true";
    const outcome = await reviewMoneyRequest(operator, {
      id: parsed.data.id,
      approve,
      remark: parsed.data.remark ?? "",
    });
    if (outcome === "ownRequest")
      return answer(ctx, { formError: { key: "money.moneyReview.ownRequest" } as FormMessageView });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: approve ? "money.moneyReview.approved" : "money.moneyReview.rejected",
      tone: "success",
    });
  },
});

export const reviewActions: ActionOptions = { intents: (operator) => ({ review: review(operator) }) };

/**
 * 我的审批's decision (intent `decide`, ADR 042): 通过 / 驳回 of one item with a comment (required
 * to reject, ≤ 200), carried out by the same code as the item's own screen: a money request by
 * 资金复核's review (_shared/money/review-request.server.ts: scope, button, never the asker's
 * own), a work-flow task by 我的待办's completion (_shared/flow/complete-task.server.ts:
 * flow_todo_audit, never a task the operator started). A difference is not approved here: its
 * item opens 差错处理's own dialog. A forged or unknown item is a 4xx, never a 5xx.
 */
import { z } from "zod";
import { ActionRefused, answer, type IntentHandler } from "~/kit/server/action.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { requirePermission } from "~/kit/server/permissions.server";
import { rejectionNeedsNote, reviewNote, reviewResult } from "~/kit/server/review-decision.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { completeFlowTask } from "~/screens/_shared/flow/complete-task.server";
import { reviewMoneyRequest } from "~/screens/_shared/money/review-request.server";
import { APPROVALS_PATH, DECISION_COMMENT_MAX, DECISIONS, parseItemKey } from "./items";

export const decideSchema = z
  .object({
    id: z.string().regex(/^(money|flow|recon):\d{1,19}$/, "kit.notFound"),
    decision: reviewResult(DECISIONS, "work.approvals.decisionRequired"),
    comment: reviewNote(DECISION_COMMENT_MAX),
    processInstanceId: rowIdField.optional(),
  })
  .superRefine(rejectionNeedsNote("decision", "reject", "comment", "work.approvals.commentRequired"));

const say = (key: string) => ({ key }) as FormMessageView;

export const decide = (operator: Operator): IntentHandler => ({
  permission: null,
  run: async (ctx) => {
    const parsed = decideSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const item = parseItemKey(parsed.data.id);
    if (!item) throw new ActionRefused({ key: "kit.notFound" }, 404);
    const { decision } = parsed.data;
    const comment = parsed.data.comment ?? "";
    if (item.source === "recon") return answer(ctx, { formError: say("work.approvals.reconElsewhere") });
    if (item.source === "money") {
      const outcome = await reviewMoneyRequest(operator, { id: item.id, approve: decision === "ok", remark: comment });
      if (outcome === "ownRequest") return answer(ctx, { formError: say("work.approvals.ownItem") });
    } else {
      requirePermission(operator, "flow_todo_audit");
      const processInstanceId = parsed.data.processInstanceId;
      if (!processInstanceId) return answer(ctx, { formError: say("kit.notFound") }, 404);
      const outcome = await completeFlowTask(operator, { taskId: item.id, processInstanceId, flag: decision, comment });
      if (outcome === "sensitive") return answer(ctx, { fieldErrors: { comment: say("kit.sensitive") } });
      if (outcome === "ownTask") return answer(ctx, { formError: say("work.approvals.ownItem") });
    }
    return redirectWithFlash(APPROVALS_PATH, {
      key: decision === "ok" ? "work.approvals.approved" : "work.approvals.rejected",
      tone: "success",
    });
  },
});

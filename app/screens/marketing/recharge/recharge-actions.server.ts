/**
 * 充值订单's 审核 (intent `audit`, button recharge_audit): 通过 sends recharge/update
 * {id, orderState: 1}, the toll service crediting the tenant's flow in the same D1 batch;
 * 驳回 sends {id, orderState: 2, auditRemark}, its reason required (请填写驳回原因), at most
 * 200 characters, and free of sensitive words. An order audited already is the toll service's
 * to refuse (该订单已审核，请勿重复操作), as is anyone but the platform (无权操作): the dialog
 * shows its words with everything typed kept.
 */
import { toll } from "@contract";
import { z } from "zod";
import { rejectionNeedsNote, reviewNote, reviewResult } from "~/kit/server/review-decision.server";
import { answer, type IntentHandler, messageView } from "~/kit/server/action.server";
import type { ActionOptions } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { rowIdField } from "~/kit/server/schema.server";
import { containsSensitiveWord } from "~/kit/server/sensitive.server";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { AUDIT_REMARK_MAX, AUDIT_RESULTS } from "./screen";
import { listWithoutOp } from "~/kit/server/row-ops.server";

const REJECTED = "2";

export const auditSchema = z
  .object({
    id: rowIdField,
    orderState: reviewResult(AUDIT_RESULTS, "marketing.recharge.resultRequired"),
    auditRemark: reviewNote(AUDIT_REMARK_MAX),
  })
  .superRefine(rejectionNeedsNote("orderState", REJECTED, "auditRemark", "marketing.recharge.remarkRequired"));

/** The toll service's update for an audit: a rejection with its reason, a confirmation without one. */
export function auditPayload(value: z.infer<typeof auditSchema>) {
  return value.orderState === REJECTED
    ? { id: value.id, orderState: Number(REJECTED), auditRemark: value.auditRemark! }
    : { id: value.id, orderState: Number(value.orderState) };
}

const audit = (operator: Operator): IntentHandler => ({
  permission: "recharge_audit",
  run: async (ctx) => {
    const form = Object.fromEntries(
      [...ctx.formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const parsed = auditSchema.safeParse(form);
    const fieldErrors: Record<string, FormMessageView> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? "");
        if (name && !fieldErrors[name]) fieldErrors[name] = messageView(issue.message);
      }
      // The id is no field of the dialog: a forged one is the form's error.
      const { id, ...rest } = fieldErrors;
      return answer(ctx, { fieldErrors: rest, formError: id ?? null });
    }
    const value = parsed.data;
    if (value.orderState === REJECTED && (await containsSensitiveWord(operator, value.auditRemark ?? ""))) {
      return answer(ctx, { fieldErrors: { auditRemark: { key: "kit.sensitive" } } });
    }
    await operator.api.call(toll.recharge.update, { json: auditPayload(value) });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: "kit.done", tone: "success" });
  },
});

export const rechargeActions: ActionOptions = { intents: (operator) => ({ audit: audit(operator) }) };

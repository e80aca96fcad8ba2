/**
 * 我的待办 and 已办 on the server: the category choices, and for a row dialog (?op=audit|history
 * &id=<taskId>) the task read from work/task-detail (the backend answers only a task of the
 * operator's roles or one they completed): the task, its object's summary, the history. 审批
 * (intent `complete`, flow_todo_audit): 同意 or 驳回, the comment required on 驳回 (≤ 200), then
 * _shared/flow/complete-task.server.ts (as 我的审批 completes it: no sensitive word, never a task
 * the operator started); the backend's refusal (completed already, not the operator's role) shows
 * in the dialog with what was typed kept.
 */
import { flow } from "@contract";
import { z } from "zod";
import { rejectionNeedsNote, reviewNote, reviewResult } from "~/kit/server/review-decision.server";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { text } from "~/kit/server/page.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { rowIdField } from "~/kit/server/schema.server";
import type { Operator } from "~/server/auth.server";
import { formOf, invalid } from "~/kit/server/row-form.server";
import { categoryChoices } from "~/screens/_shared/flow/choices.server";
import { completeFlowTask } from "~/screens/_shared/flow/complete-task.server";
import { type Choice, COMMENT_MAX } from "~/screens/_shared/flow/flow";
import type { HistoryEntry } from "~/screens/_shared/flow/history";
import { readHistory } from "~/screens/_shared/flow/history.server";
import { maskFreeText } from "~/lib/personal-data";
import type { FlowTask, TaskBusiness } from "./screen";

export type TaskDetail = {
  id: string;
  /** What the task is about: a recharge order (充值订单审核) or a new merchant (商户入网审核). */
  businessType: "recharge" | "merchant";
  processInstanceId: string;
  processDefinitionName: string;
  taskName: string;
  stepIndex: string;
  stepCount: string;
  open: boolean;
  business: TaskBusiness | null;
  history: HistoryEntry[];
};
export type TaskExtra = { categories: Choice[]; task: { row: TaskDetail | null } | null };

async function taskDetail(operator: Operator, taskId: string): Promise<TaskDetail | null> {
  try {
    const answer = await operator.api.call(flow.work.taskDetail, { query: { taskId } });
    if (!answer || !("taskId" in answer) || !text(answer.taskId)) return null;
    const raw = answer as Record<string, unknown>;
    const b = (raw.business ?? null) as Record<string, unknown> | null;
    return {
      id: text(raw.taskId),
      businessType: text(raw.businessType) === "merchant" ? "merchant" : "recharge",
      processInstanceId: text(raw.processInstanceId),
      processDefinitionName: text(raw.processDefinitionName),
      taskName: text(raw.taskName),
      stepIndex: text(raw.stepIndex),
      stepCount: text(raw.stepCount),
      open: !text(raw.flag) && raw.processIsFinished !== true,
      // A merchant's contact and mobile in the object's detail are masked (ADR 029).
      business: b
        ? {
            label: text(b.label),
            amount: text(b.amount),
            tenantName: text(b.tenantName),
            companyName: text(b.companyName),
            detail: maskFreeText(b.detail),
          }
        : null,
      history: readHistory(raw.history),
    };
  } catch {
    return null;
  }
}

export function taskLoadOptions(operator: Operator, request: Request): LoadOptions<FlowTask, TaskExtra> {
  const op = opOf(request, ["audit", "history"] as const);
  return {
    extra: Promise.all([categoryChoices(operator), op ? taskDetail(operator, op.id) : Promise.resolve(null)]).then(
      ([categories, row]) => ({
        categories,
        task: op ? { row } : null,
      }),
    ),
  };
}

export const completeSchema = z
  .object({
    id: rowIdField,
    processInstanceId: rowIdField,
    flag: reviewResult(["ok", "reject"], "flow.todo.resultRequired"),
    comment: reviewNote(COMMENT_MAX),
  })
  .superRefine(rejectionNeedsNote("flag", "reject", "comment", "flow.todo.commentRequired"));

const complete = (operator: Operator): IntentHandler => ({
  permission: "flow_todo_audit",
  run: async (ctx) => {
    const parsed = completeSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const { id, processInstanceId, flag, comment } = parsed.data;
    const outcome = await completeFlowTask(operator, { taskId: id, processInstanceId, flag, comment: comment ?? "" });
    if (outcome === "sensitive") return answer(ctx, { fieldErrors: { comment: { key: "kit.sensitive" } } });
    if (outcome === "ownTask") return answer(ctx, { formError: { key: "flow.todo.ownTask" } });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: flag === "ok" ? "flow.todo.approved" : "flow.todo.rejected",
      tone: "success",
    });
  },
});

export const todoActions: ActionOptions = { intents: (operator) => ({ complete: complete(operator) }) };

/**
 * A work-flow task's completion (审批: 同意 / 驳回, ADR 025) as 我的待办 and 我的审批 both carry it
 * out: the comment free of sensitive words, the task read again (the backend answers only a task
 * of the operator's roles), never one whose instance the operator started (the backend refuses it
 * too), then work/complete-task.
 */
import { flow } from "@contract";
import { ActionRefused } from "~/kit/server/action.server";
import { text } from "~/kit/server/page.server";
import { containsSensitiveWord } from "~/kit/server/sensitive.server";
import type { Operator } from "~/server/auth.server";

export type FlowDecision = { taskId: string; processInstanceId: string; flag: "ok" | "reject"; comment: string };

/** "sensitive" (the comment), "ownTask" (the operator started it), or "done" once the backend completed it. */
export async function completeFlowTask(
  operator: Operator,
  decision: FlowDecision,
): Promise<"done" | "sensitive" | "ownTask"> {
  const [sensitive, task] = await Promise.all([
    decision.comment ? containsSensitiveWord(operator, decision.comment) : Promise.resolve(false),
    operator.api.call(flow.work.taskDetail, { query: { taskId: decision.taskId } }),
  ]);
  if (sensitive) return "sensitive";
  const raw = (task ?? {}) as Record<string, unknown>;
  if (!text(raw.taskId)) throw new ActionRefused({ key: "kit.notFound" }, 404);
  if (text(raw.startUser) && text(raw.startUser) === operator.record.user.userId) return "ownTask";
  await operator.api.call(flow.work.completeTask, { json: { ...decision } });
  return "done";
}

/**
 * 差错处理 on the server: its reads (the day range checked, the difference a 处理 dialog is
 * about, the handlings a 处理记录 dialog lists) and its intent `handle` (button recon_error_edit):
 * the choice (以平台为准, 以渠道为准 with 补单 / 退款 / 挂账, 忽略) and the comment zod checks
 * (required, at most 200, free of sensitive words), then reconError/handle. What the sandbox
 * refuses (该差错已处理, a refund above what is refundable, 无权操作) shows in the dialog with
 * everything typed kept.
 */
import { recon } from "@contract";
import { z } from "zod";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import type { ActionOptions, LoadOptions } from "~/kit/server/described.server";
import { fetchDetail, settle, text } from "~/kit/server/page.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { rowIdField } from "~/kit/server/schema.server";
import { containsSensitiveWord } from "~/kit/server/sensitive.server";
import { emptyPage } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { dayRangeError, toReconError } from "~/screens/reconciliation/bill/screen.server";
import { CHANNEL_ACTIONS, type HandleLog, REMARK_MAX, RESULTS, type ReconError } from "./screen";
import { formOf, invalid } from "~/kit/server/row-form.server";

export type ReconErrorExtra = {
  /** The difference a 处理 or 处理记录 dialog is about, and (处理记录) its handlings. */
  op: { op: "handle" | "history"; row: ReconError | null; logs: HandleLog[] } | null;
};

const storedError = (operator: Operator, id: string) =>
  fetchDetail(operator, recon.reconError.detail, { id }, toReconError);

function historyOf(operator: Operator, id: string): Promise<HandleLog[]> {
  return settle(operator.api.call(recon.reconError.history, { query: { id } }), []).then((loaded) =>
    loaded.value.map((l) => ({
      id: text(l.id),
      result: text(l.result),
      channelAction: text(l.channelAction),
      remark: text(l.remark),
      before: text(l.before),
      after: text(l.after),
      operatorName: text(l.operatorName),
      createTime: text(l.createTime),
    })),
  );
}

export function reconErrorLoadOptions(operator: Operator, request: Request): LoadOptions<ReconError, ReconErrorExtra> {
  const op = opOf(request, ["handle", "history"] as const);
  return {
    list: (query) => {
      const error = dayRangeError("reconError", query.filters);
      return error ? Promise.resolve({ value: emptyPage<ReconError>(query), error }) : null;
    },
    extra: op
      ? Promise.all([
          storedError(operator, op.id),
          op.op === "history" ? historyOf(operator, op.id) : Promise.resolve([]),
        ]).then(([row, logs]) => ({
          op: { op: op.op, row: row.value, logs },
        }))
      : { op: null },
  };
}

export const handleSchema = z
  .object({
    id: rowIdField,
    result: z.enum(RESULTS, { error: "money.reconError.resultRequired" }),
    channelAction: z
      .enum(CHANNEL_ACTIONS, { error: "money.reconError.actionRequired" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    remark: z
      .string({ error: "money.reconError.remarkRequired" })
      .trim()
      .min(1, "money.reconError.remarkRequired")
      .max(REMARK_MAX, "kit.validation.tooLong"),
  })
  .superRefine((value, ctx) => {
    if (value.result === "channel" && !value.channelAction)
      ctx.addIssue({ code: "custom", path: ["channelAction"], message: "money.reconError.actionRequired" });
  });

/** reconError/handle's body: the sub-action only with 以渠道为准. */
export function handlePayload(value: z.infer<typeof handleSchema>) {
  return value.result === "channel"
    ? { id: value.id, result: value.result, channelAction: value.channelAction!, remark: value.remark }
    : { id: value.id, result: value.result, remark: value.remark };
}

const handle = (operator: Operator): IntentHandler => ({
  permission: "recon_error_edit",
  run: async (ctx) => {
    const parsed = handleSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    if (await containsSensitiveWord(operator, parsed.data.remark))
      return answer(ctx, { fieldErrors: { remark: { key: "kit.sensitive" } } });
    await operator.api.call(recon.reconError.handle, { json: handlePayload(parsed.data) });
    return redirectWithFlash(listWithoutOp(ctx.request), { key: "kit.done", tone: "success" });
  },
});

export const reconErrorActions: ActionOptions = { intents: (operator) => ({ handle: handle(operator) }) };

/**
 * 差错处理 on the server: its reads (the day range checked, the difference a 处理 dialog is
 * about, the handlings a 处理记录 dialog lists) and its intent `handle` (button recon_error_edit):
 * the choice (以平台为准, 以渠道为准 with 补单 / 退款 / 挂账, 忽略) and the comment zod checks
 * (required, at most 200, free of sensitive words), then reconError/handle. What the sandbox
 * refuses (该差错已处理, a refund above what is refundable, 无权操作) shows in the dialog with
 * everything typed kept. 指派 (issue 34, intent `assign`, button recon_error_assign): the difference
 * and the user zod checks, then reconError/assign; its dialog offers the tenant's users (user.page),
 * the sandbox refusing one who may not handle differences. 指派给我 lists with the operator's own id.
 */
import { recon, user } from "@contract";
import { redirect } from "react-router";
import { z } from "zod";
import { answer, collectIds, type IntentContext, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, readScreenQuery, screenParams } from "~/kit/server/described.server";
import { fetchDetail, fetchPage, settle, text } from "~/kit/server/page.server";
import { backendParams } from "~/kit/server/query.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { rowIdField } from "~/kit/server/schema.server";
import { containsSensitiveWord } from "~/kit/server/sensitive.server";
import { emptyPage } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import { dayRangeError, toReconError } from "~/screens/reconciliation/bill/screen.server";
import {
  ASSIGN_MAX,
  CHANNEL_ACTIONS,
  type HandleLog,
  MINE,
  REMARK_MAX,
  RESULTS,
  type ReconError,
  reconErrorScreen,
} from "./screen";
import { formOf, invalid } from "~/kit/server/row-form.server";

/** A user a difference may be assigned to, as the 指派 dialog offers them. */
export type AssignableUser = { id: string; label: string };

export type ReconErrorExtra = {
  /**
   * The difference a 处理, 处理记录 or 指派 dialog is about, (处理记录) its handlings, (指派) the
   * users to choose from, and (批量指派: ?op=assign&ids=…) the differences chosen instead of one row.
   */
  op: {
    op: "handle" | "history" | "assign";
    row: ReconError | null;
    logs: HandleLog[];
    users: AssignableUser[];
    ids?: string;
  } | null;
};

/** Comma-joined difference ids, at most ASSIGN_MAX (批量指派's URL and form). */
const IDS = new RegExp(`^\\d{1,32}(,\\d{1,32}){0,${ASSIGN_MAX - 1}}$`);

/** 批量指派's dialog (?op=assign&ids=…): the ids chosen, or null. */
function batchAssignOf(request: Request): string | null {
  const params = new URL(request.url).searchParams;
  const ids = params.get("ids") ?? "";
  return params.get("op") === "assign" && IDS.test(ids) ? ids : null;
}

/** The list's URL without a dialog (neither `op`, nor 批量指派's `ids`). */
function listWithoutDialog(request: Request): string {
  const url = new URL(listWithoutOp(request), "http://x");
  url.searchParams.delete("ids");
  return `${url.pathname}${url.search}`;
}

/** The most users the 指派 dialog offers (the tenant's, in the operator's data scope). */
export const ASSIGNABLE_MAX = 200;

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

/** The tenant's users the operator sees (user.page), labelled name (account), for the 指派 dialog. */
function assignableUsers(operator: Operator): Promise<AssignableUser[]> {
  const users = operator.api.call(user.page, { query: { current: 1, size: ASSIGNABLE_MAX } }).then((page) =>
    page.records.map((u) => ({
      id: text(u.id),
      label: `${text(u.name) || text(u.realName) || text(u.account)}（${text(u.account)}）`,
    })),
  );
  return settle(users, []).then((loaded) => loaded.value);
}

export function reconErrorLoadOptions(operator: Operator, request: Request): LoadOptions<ReconError, ReconErrorExtra> {
  const op = opOf(request, ["handle", "history", "assign"] as const);
  const batchIds = op ? null : batchAssignOf(request);
  return {
    list: (query) => {
      const error = dayRangeError("reconError", query.filters);
      if (error) return Promise.resolve({ value: emptyPage<ReconError>(query), error });
      if (!query.filters.assignee) return null;
      // 指派给我: the backend filters by the operator's own id; any other value of the filter asks for nothing.
      const { assignee, ...filters } = query.filters;
      if (assignee !== MINE) return Promise.resolve({ value: emptyPage<ReconError>(query), error: null });
      const params = { ...backendParams({ ...query, filters }), assigneeId: operator.record.user.userId };
      return fetchPage(operator, recon.reconError.list, params, query, toReconError);
    },
    extra: op
      ? Promise.all([
          storedError(operator, op.id),
          op.op === "history" ? historyOf(operator, op.id) : Promise.resolve([]),
          op.op === "assign" ? assignableUsers(operator) : Promise.resolve([]),
        ]).then(([row, logs, users]) => ({
          op: { op: op.op, row: row.value, logs, users },
        }))
      : batchIds
        ? assignableUsers(operator).then((users) => ({
            op: { op: "assign" as const, row: null, logs: [], users, ids: batchIds },
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

export const assignSchema = z.object({
  /** One difference (the row's dialog) or several comma-joined (批量指派). */
  id: z.string().regex(IDS, "kit.validation.format"),
  userId: z.string({ error: "money.reconError.userRequired" }).regex(/^\d{1,32}$/, "money.reconError.userRequired"),
});

const assign = (operator: Operator): IntentHandler => ({
  permission: "recon_error_assign",
  run: async (ctx) => {
    const parsed = assignSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    await operator.api.call(recon.reconError.assign, { json: { ids: parsed.data.id, userId: parsed.data.userId } });
    return redirectWithFlash(listWithoutDialog(ctx.request), { key: "money.reconError.assigned", tone: "success" });
  },
});

/** The rows the batch bar chose: one `ids` per ticked row, or (scope=all) the list's matching ones. */
async function chosenIds(operator: Operator, ctx: IntentContext): Promise<string[]> {
  if (ctx.formData.get("scope") === "all") {
    const {
      current: _c,
      size: _s,
      assignee,
      ...filters
    } = screenParams(reconErrorScreen, readScreenQuery(reconErrorScreen, ctx.request));
    const mine = assignee === MINE ? { assigneeId: operator.record.user.userId } : {};
    return assignee && assignee !== MINE
      ? []
      : collectIds(operator, recon.reconError.list, { ...filters, ...mine }, ASSIGN_MAX + 1);
  }
  const ids = ctx.formData.getAll("ids").flatMap((value) => (typeof value === "string" ? value.split(",") : []));
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^\d{1,32}$/.test(id)))].slice(0, ASSIGN_MAX + 1);
}

/** 批量指派 from the batch bar: the chosen rows (at most ASSIGN_MAX) on to the 指派 dialog's URL. */
const batchAssign = (operator: Operator): IntentHandler => ({
  permission: "recon_error_assign",
  run: async (ctx) => {
    const ids = await chosenIds(operator, ctx);
    if (ids.length === 0) return answer(ctx, { formError: { key: "kit.noneSelected" } });
    if (ids.length > ASSIGN_MAX)
      return answer(ctx, { formError: { key: "money.reconError.tooMany", values: { max: ASSIGN_MAX } } });
    const url = new URL(listWithoutDialog(ctx.request), "http://x");
    url.searchParams.set("op", "assign");
    url.searchParams.set("ids", ids.join(","));
    return redirect(`${url.pathname}${url.search}`);
  },
});

export const reconErrorActions: ActionOptions = {
  intents: (operator) => ({
    handle: handle(operator),
    assign: assign(operator),
    "batch-assign": batchAssign(operator),
  }),
};

/**
 * 结算记录 on the server: the list and detail within the operator's partner scope (ADR 016: the
 * sandbox filters, the console checks every row again), a reversed date range answered at once,
 * and the row a dialog (?op=lines|audit|remit|retry&id=…) is about, with the batch's orders paged
 * by `lp` for 明细. The actions: 审核 (settle_audit; 不通过 needs a remark of at most 200 characters),
 * 打款 and 重试打款 (settle_remit), each checking the stored batch's scope before it is sent.
 */
import { settle as settleApi } from "@contract";
import { z } from "zod";
import { rejectionNeedsNote, reviewNote, reviewResult } from "~/kit/server/review-decision.server";
import { answer, type IntentHandler } from "~/kit/server/action.server";
import { type ActionOptions, type LoadOptions, rowReader, screenParams } from "~/kit/server/described.server";
import { redirectWithFlash } from "~/kit/server/flash.server";
import { fetchDetail, fetchPage, type Loaded } from "~/kit/server/page.server";
import { backendId } from "~/kit/server/schema.server";
import { bizDictionary, type DictChoice } from "~/kit/server/dictionary.server";
import { containsSensitiveWord } from "~/kit/server/sensitive.server";
import { emptyPage, type PageOf } from "~/kit/shared/query";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { fetchHeldDetail, heldPage, storedHeld } from "~/kit/server/partner-scope.server";
import { maskRow } from "~/kit/server/personal.server";
import { listWithoutOp, opOf } from "~/kit/server/row-ops.server";
import {
  AUDIT_REMARK_MAX,
  LINES_SIZE,
  SETTLE_LINE_ROW,
  type SettleBatch,
  type SettleLine,
  settleRecordScreen,
} from "./screen";
import { formOf, invalid } from "~/kit/server/row-form.server";

export const toBatch = rowReader(settleRecordScreen);
export const BATCH_OPS = ["lines", "audit", "remit", "retry"] as const;

const toLine = rowReader({ row: SETTLE_LINE_ROW });

export type SettleRecordExtra = {
  /** The row a dialog is about (null: gone or outside the scope), and for 明细 its orders' (or shares') page. */
  op: { row: SettleBatch | null; error: FormMessageView | null; lines: PageOf<SettleLine> | null } | null;
  /** The tenant's settlement cycles (dict-biz settle_type), for the cycle's name. */
  settleTypes: DictChoice[];
};

const storedBatch = (operator: Operator, id: string): Promise<Loaded<SettleBatch | null>> =>
  fetchHeldDetail(operator, settleApi.settleBatch.detail, id, toBatch, "merchant");

export function settleRecordLoadOptions(
  operator: Operator,
  request: Request,
): LoadOptions<SettleBatch, SettleRecordExtra> {
  const op = opOf(request, BATCH_OPS);
  const linesPage = Math.max(
    1,
    Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("lp") ?? "1", 10) || 1),
  );
  const opPart = async (): Promise<SettleRecordExtra["op"]> => {
    if (!op) return null;
    const batch = await storedBatch(operator, op.id);
    // 审核 and 打款 show the account masked, as the detail does (ADR 029).
    const row = batch.value && maskRow(settleRecordScreen, batch.value);
    if (op.op !== "lines" || !row) return { row, error: batch.error, lines: null };
    const lines = await fetchPage(
      operator,
      settleApi.settleBatch.lines,
      { batchId: op.id, current: linesPage, size: LINES_SIZE },
      { current: linesPage, size: LINES_SIZE },
      toLine,
    );
    return { row, error: lines.error, lines: lines.value };
  };
  const extra = Promise.all([opPart(), bizDictionary(operator, "settle_type")]).then(([opData, settleTypes]) => ({
    op: opData,
    settleTypes,
  }));
  return {
    list: (query) => {
      const { startDate, endDate } = query.filters;
      if (startDate && endDate && startDate > endDate)
        return Promise.resolve({
          value: emptyPage<SettleBatch>(query),
          error: { key: "money.settleRecord.dateRange" } as FormMessageView,
        });
      return heldPage(
        operator,
        settleRecordScreen.api.list,
        screenParams(settleRecordScreen, query),
        query,
        toBatch,
        "merchant",
      );
    },
    detail: (id) => storedBatch(operator, id),
    extra,
  };
}

const PASS = "1";
const REJECT = "0";

export const auditSchema = z
  .object({
    id: backendId,
    pass: reviewResult([PASS, REJECT], "money.settleRecord.resultRequired"),
    remark: reviewNote(AUDIT_REMARK_MAX),
  })
  .superRefine(rejectionNeedsNote("pass", REJECT, "remark", "money.settleRecord.remarkRequired"));

const audit = (operator: Operator): IntentHandler => ({
  permission: "settle_audit",
  run: async (ctx) => {
    const parsed = auditSchema.safeParse(formOf(ctx.formData));
    if (!parsed.success) return invalid(ctx, parsed.error);
    const value = parsed.data;
    if (value.remark && (await containsSensitiveWord(operator, value.remark)))
      return answer(ctx, { fieldErrors: { remark: { key: "kit.sensitive" } } });
    await storedHeld(operator, settleApi.settleBatch.detail, value.id, "merchant");
    await operator.api.call(settleApi.settleBatch.audit, {
      json: { id: value.id, pass: value.pass === PASS, remark: value.remark ?? "" },
    });
    return redirectWithFlash(listWithoutOp(ctx.request), {
      key: value.pass === PASS ? "money.settleRecord.flash.approved" : "money.settleRecord.flash.rejected",
      tone: "success",
    });
  },
});

/** 打款 (remit) or 重试打款 (retry): the outcome as the flash (成功, 失败 with the bank's reason, or 待复核). */
const remit = (operator: Operator, action: "remit" | "retry"): IntentHandler => ({
  permission: "settle_remit",
  run: async (ctx) => {
    const id = backendId.safeParse(ctx.formData.get("id"));
    if (!id.success) return answer(ctx, { formError: { key: "kit.validation.choice" } });
    await storedHeld(operator, settleApi.settleBatch.detail, id.data, "merchant");
    const result = (await operator.api.call(settleApi.settleBatch[action], { json: { id: id.data } })) ?? {
      reviewing: false,
      state: null,
    };
    const to = listWithoutOp(ctx.request);
    if (result.reviewing) return redirectWithFlash(to, { key: "money.settleRecord.flash.reviewing", tone: "success" });
    if (Number(result.state) === 5) {
      const stored = await fetchDetail(operator, settleApi.settleBatch.detail, { id: id.data }, toBatch);
      return redirectWithFlash(to, {
        key: "money.settleRecord.flash.failed",
        values: { reason: stored.value?.errorMsg ?? "" },
        tone: "error",
      });
    }
    return redirectWithFlash(to, { key: "money.settleRecord.states.4", tone: "success" });
  },
});

export const settleRecordActions: ActionOptions = {
  detail: (id, operator) => storedBatch(operator, id),
  intents: (operator) => ({ audit: audit(operator), remit: remit(operator, "remit"), retry: remit(operator, "retry") }),
};

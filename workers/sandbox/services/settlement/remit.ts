/**
 * Remittance (打款, 重试打款; ADR 018): the batch is claimed 已审核 (or 打款失败) → 打款中 by a
 * guarded UPDATE (the second operator is refused), then the simulated bank answers at once,
 * deterministically by the batch number (catalogue bankRefuses): 打款成功 debits the owner's
 * available balance by the net with a REMIT ledger row in the same D1 batch as the state change;
 * 打款失败 records the reason. A remittance above the owner's review threshold (复核金额) is not
 * carried out: it becomes a money request (kind remit) and the batch names it in request_id, shown
 * as 待复核 (`reviewing`) while that request waits; `executeRemit` carries it out when a second
 * operator approves.
 */
import { type RouteContext, operatorName } from "../../core/env";
import { fail, ok } from "../../core/http";
import { newId } from "../../core/ids";
import { bodyBehind } from "../../core/permission";
import { field, formBody } from "../../core/request";
import { byOperator, LEDGER_BIZ, ledgerEntry } from "../account/ledger";
import { type MoneyExecutor, needsReview, requestStatement } from "../approval/requests";
import {
  BATCH_MISSING,
  BATCH_SELECT,
  type BatchRow,
  NO_FUNDS,
  REVIEW_CREATED,
  scopedBatch,
  STATE_CHANGED,
  WAITING_REVIEW,
} from "./batch";
import { BANK_FAIL, BATCH_STATE, bankRefuses } from "./catalogue";

/**
 * Carries a remittance out as ctx.user: claims the batch (`guard` on alias-free columns, e.g.
 * `state = 1`) to 打款中, asks the simulated bank, and ends 打款成功 (the REMIT ledger row and the
 * state in one D1 batch) or 打款失败 with the reason. null when the claim was lost.
 */
async function carryOut(
  ctx: RouteContext,
  batch: BatchRow,
  guard: string,
  guardBinds: unknown[],
): Promise<{ state: number; msg: string } | null> {
  const db = ctx.env.DB;
  const now = Date.now();
  const op = newId();
  const claim = await db
    .prepare(
      `UPDATE cloud_settle_batch SET state = 3, remit_op = ?, remit_user = ?, remit_user_name = ?, remit_time = ?, error_msg = NULL, update_time = ?
     WHERE id = ? AND ${guard}`,
    )
    .bind(op, ctx.user!.userId, operatorName(ctx.user!), now, now, batch.id, ...guardBinds)
    .run();
  if (claim.meta.changes === 0) return null;
  const end = (state: number, msg: string | null) =>
    db
      .prepare(
        "UPDATE cloud_settle_batch SET state = ?, error_msg = ?, remit_count = remit_count + 1, request_id = NULL, finish_time = ?, update_time = ? WHERE id = ? AND state = 3 AND remit_op = ?",
      )
      .bind(state, msg, now, now, batch.id, op);
  if (bankRefuses(batch.batch_no, batch.remit_count)) {
    await end(BATCH_STATE.failed, BANK_FAIL.reason).run();
    return { state: BATCH_STATE.failed, msg: `打款失败：${BANK_FAIL.reason}` };
  }
  const account = await db
    .prepare("SELECT id FROM cloud_account WHERE tenant_id = ? AND owner_type = ? AND owner_id = ?")
    .bind(batch.tenant_id, batch.owner_type, batch.owner_id)
    .first<string>("id");
  if (!account) {
    await end(BATCH_STATE.failed, NO_FUNDS).run();
    return { state: BATCH_STATE.failed, msg: `打款失败：${NO_FUNDS}` };
  }
  const [debit, entry] = ledgerEntry(db, {
    tenantId: batch.tenant_id,
    accountId: account,
    bizType: LEDGER_BIZ.remit,
    bizNo: batch.batch_no,
    available: -batch.net_fen,
    remark: "结算打款",
    ...byOperator(ctx, now),
  });
  // 打款成功 only when the debit was written (its ledger row exists): one transaction.
  const done = db
    .prepare(
      `UPDATE cloud_settle_batch SET state = 4, error_msg = NULL, remit_count = remit_count + 1, request_id = NULL, finish_time = ?, update_time = ?
     WHERE id = ? AND state = 3 AND remit_op = ?
       AND EXISTS (SELECT 1 FROM cloud_account_ledger l WHERE l.account_id = ? AND l.biz_type = 'REMIT' AND l.biz_no = ? AND l.create_time = ?)`,
    )
    .bind(now, now, batch.id, op, account, batch.batch_no, now);
  const results = await db.batch([debit, entry, done]);
  if (results[0]!.meta.changes === 0) {
    await end(BATCH_STATE.failed, NO_FUNDS).run();
    return { state: BATCH_STATE.failed, msg: `打款失败：${NO_FUNDS}` };
  }
  return { state: BATCH_STATE.remitted, msg: "打款成功" };
}

/** POST settleBatch/remit {id} (已审核) and settleBatch/retry {id} (打款失败). */
export function remitAction(from: number, wrongState: string) {
  return async (ctx: RouteContext): Promise<Response> => {
    const body = await bodyBehind(ctx, "settle_remit", formBody);
    if (body instanceof Response) return body;
    const batch = await scopedBatch(ctx, field(body, "id") ?? "");
    if (batch instanceof Response) return batch;
    if (batch.reviewing) return fail(WAITING_REVIEW);
    if (batch.state !== from) return fail(wrongState);
    const notReviewing = `state = ? AND (request_id IS NULL OR NOT EXISTS (SELECT 1 FROM cloud_money_request q WHERE q.id = request_id AND q.state = 0))`;
    if (await needsReview(ctx.env.DB, batch.tenant_id, { type: batch.owner_type, id: batch.owner_id }, batch.net_fen)) {
      const request = requestStatement(ctx, {
        kind: "remit",
        targetId: batch.id,
        targetLabel: batch.batch_no,
        merchantId: batch.merchant_id,
        agentId: batch.agent_id,
        agentAncestors: batch.agent_ancestors,
        amountFen: batch.net_fen,
        payload: { from },
        reason: from === BATCH_STATE.failed ? "重试打款" : "结算打款",
      });
      const db = ctx.env.DB;
      const results = await db.batch([
        db
          .prepare(`UPDATE cloud_settle_batch SET request_id = ?, update_time = ? WHERE id = ? AND ${notReviewing}`)
          .bind(request.id, Date.now(), batch.id, from),
        request.statement,
        // The request stays only when the batch took it (a concurrent claim leaves no orphan).
        db
          .prepare(
            "DELETE FROM cloud_money_request WHERE id = ? AND NOT EXISTS (SELECT 1 FROM cloud_settle_batch WHERE id = ? AND request_id = ?)",
          )
          .bind(request.id, batch.id, request.id),
      ]);
      return results[0]!.meta.changes > 0
        ? ok({ state: batch.state, reviewing: 1, requestId: request.id }, REVIEW_CREATED)
        : fail(STATE_CHANGED);
    }
    const outcome = await carryOut(ctx, batch, notReviewing, [from]);
    return outcome ? ok({ state: outcome.state }, outcome.msg) : fail(STATE_CHANGED);
  };
}

/**
 * The approval service's executor for kind 'remit' (ADR 018): the batch must still name this
 * waiting request and be 已审核 or 打款失败; the remittance is carried out as the approving
 * operator. A bank refusal is carried out too (the batch ends 打款失败 with the reason).
 */
export const executeRemit: MoneyExecutor = async (ctx, request) => {
  const batch = await ctx.env.DB.prepare(`${BATCH_SELECT} WHERE b.id = ? AND b.tenant_id = ?`)
    .bind(request.target_id, request.tenant_id)
    .first<BatchRow>();
  if (!batch) return { ok: false, msg: BATCH_MISSING };
  if (batch.request_id !== request.id || (batch.state !== BATCH_STATE.audited && batch.state !== BATCH_STATE.failed))
    return { ok: false, msg: STATE_CHANGED };
  const outcome = await carryOut(ctx, batch, "state IN (1, 5) AND request_id = ?", [request.id]);
  return outcome ? { ok: true } : { ok: false, msg: STATE_CHANGED };
};

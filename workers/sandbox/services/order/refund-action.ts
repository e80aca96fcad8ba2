/**
 * cloud-order's refund of a transaction order (order.trade.refund, ADR 018):
 * full or partial, never above what is refundable, with a reason; above the merchant's review
 * threshold a money request for a second operator (executeRefund carries it out on approval).
 * One D1 batch decided by one guard: the merchant account's UPDATE runs only while the order is
 * as it was read and the balance can pay the refund less the fee it gives back.
 */
import { insertRowWhere } from "../../core/db";
import { type Route, type RouteContext, type SessionUser, operatorName } from "../../core/env";
import { chars, fail, formatDate, ok } from "../../core/http";
import { newId } from "../../core/ids";

import { field } from "../../core/request";
import { accountMarked, ACCOUNT_OWNER, byOperator, LEDGER_BIZ, ledgerEntry } from "../account/ledger";
import { type MoneyExecutor, needsReview, submitForReview } from "../approval/requests";
import { feeKept, ORDER_STATE, yuanOf } from "./catalogue";
import { yuanToFen } from "../../../../shared/money.ts";
import { heldOrder, orderAction, type OrderRow, REFUNDABLE_STATES, refundableOf } from "./trade";
import { order as orderApi } from "../../../../shared/contract/index.ts";
import { serve } from "../../core/serve";

export const REFUND_TOO_MUCH = "退款金额不能超过可退金额";
export const ORDER_CHANGED = "订单已变化，请刷新后重试";
export const BALANCE_SHORT = "商户账户余额不足，无法退款";

/**
 * A refund's row, refunded at once (state 1 退款成功): the order's parties and amounts, what is
 * refunded and why, by whom and when.
 */
export function refundRow(
  order: Pick<
    OrderRow,
    | "id"
    | "tenant_id"
    | "order_no"
    | "merchant_id"
    | "store_id"
    | "agent_id"
    | "agent_ancestors"
    | "channel_code"
    | "pay_type"
    | "amount_fen"
  >,
  refund: {
    id?: string;
    refundNo: string;
    channelRefundNo: string | null;
    refundFen: number;
    feeBack: number;
    reason: string;
    requestId?: string | null;
    finishTime: number;
  },
  user: SessionUser,
  now: number,
): Record<string, unknown> {
  return {
    id: refund.id ?? newId(),
    tenant_id: order.tenant_id,
    refund_no: refund.refundNo,
    mch_refund_no: null,
    channel_refund_no: refund.channelRefundNo,
    order_id: order.id,
    order_no: order.order_no,
    merchant_id: order.merchant_id,
    store_id: order.store_id,
    agent_id: order.agent_id,
    agent_ancestors: order.agent_ancestors,
    channel_code: order.channel_code,
    pay_type: order.pay_type,
    order_amount_fen: order.amount_fen,
    refund_fen: refund.refundFen,
    fee_back_fen: refund.feeBack,
    reason: refund.reason,
    state: 1,
    request_id: refund.requestId ?? null,
    create_user: user.userId,
    create_user_name: operatorName(user),
    create_time: now,
    finish_time: refund.finishTime,
  };
}

/** The merchant's account id. */
export async function merchantAccount(ctx: RouteContext, merchantId: string): Promise<string | null> {
  return ctx.env.DB.prepare("SELECT id FROM cloud_account WHERE tenant_id = ? AND owner_type = ? AND owner_id = ?")
    .bind(ctx.user!.tenantId, ACCOUNT_OWNER.merchant, merchantId)
    .first<string>("id");
}

/**
 * Refunds `refundFen` of the order as it was read, as the signed-in operator: the merchant's
 * account pays the refund less the fee it gets back (from in-transit while the order is
 * unsettled, from available after). One batch, decided by one guard: the account's UPDATE runs
 * only while the order is still as read and refundable and the balance suffices.
 */
export async function refundNow(
  ctx: RouteContext,
  order: OrderRow,
  refundFen: number,
  reason: string,
  requestId: string | null = null,
): Promise<{ ok: true; refundNo: string } | { ok: false; msg: string }> {
  const db = ctx.env.DB;
  const account = await merchantAccount(ctx, order.merchant_id);
  if (!account) return { ok: false, msg: "商户账户不存在" };
  const refundedAfter = order.refunded_fen + refundFen;
  const feeAfter = feeKept(order.pay_fee_fen, order.amount_fen, refundedAfter);
  const feeBack = order.fee_fen - feeAfter;
  const debit = refundFen - feeBack;
  const now = Date.now();
  const entryId = newId();
  const refundNo = `R${formatDate(now).replace(/\D/g, "")}${entryId.slice(-6)}`;
  const settled = order.settle_state === 1;
  const [accountUpdate, ledgerInsert] = ledgerEntry(
    db,
    {
      tenantId: order.tenant_id,
      accountId: account,
      bizType: LEDGER_BIZ.refund,
      bizNo: refundNo,
      available: settled ? -debit : 0,
      inTransit: settled ? 0 : -debit,
      remark: "退款扣款",
      ...byOperator(ctx, now),
    },
    {
      id: entryId,
      onlyIf: {
        sql: "EXISTS (SELECT 1 FROM cloud_trade_order WHERE id = ? AND refunded_fen = ? AND fee_fen = ? AND state IN (1, 5) AND refunded_fen + ? <= amount_fen)",
        binds: [order.id, order.refunded_fen, order.fee_fen, refundFen],
      },
    },
  );
  const marked = accountMarked(account, entryId);
  const user = ctx.user!;
  const results = await db.batch([
    accountUpdate,
    db
      .prepare(
        `UPDATE cloud_trade_order SET refunded_fen = ?, fee_fen = ?, state = ?, refund_count = refund_count + 1, update_time = ? WHERE id = ? AND ${marked.sql}`,
      )
      .bind(
        refundedAfter,
        feeAfter,
        refundedAfter === order.amount_fen ? ORDER_STATE.refunded : ORDER_STATE.partlyRefunded,
        now,
        order.id,
        ...marked.binds,
      ),
    insertRowWhere(
      db,
      "cloud_refund_order",
      refundRow(
        order,
        {
          refundNo,
          channelRefundNo: `RF${refundNo.slice(1)}`,
          refundFen,
          feeBack,
          reason,
          requestId,
          finishTime: now + 1000,
        },
        user,
        now,
      ),
      marked.sql,
      ...marked.binds,
    ),
    ledgerInsert,
  ]);
  if (results[0]!.meta.changes !== 1) {
    // Either the order moved on meanwhile, or the merchant's balance cannot pay the refund.
    const now = await db
      .prepare("SELECT refunded_fen, fee_fen, state FROM cloud_trade_order WHERE id = ?")
      .bind(order.id)
      .first<{ refunded_fen: number; fee_fen: number; state: number }>();
    const unchanged =
      now && now.refunded_fen === order.refunded_fen && now.fee_fen === order.fee_fen && now.state === order.state;
    return { ok: false, msg: unchanged ? BALANCE_SHORT : ORDER_CHANGED };
  }
  return { ok: true, refundNo };
}

/** POST {id, refundAmount (yuan), reason}: refund now, or above the review threshold a money request for a second operator. */
async function refund(ctx: RouteContext): Promise<Response> {
  const asked = await orderAction(ctx, "order_refund");
  if (asked instanceof Response) return asked;
  const { body, order } = asked;
  if (!REFUNDABLE_STATES.includes(order.state)) return fail("该订单当前状态不可退款");
  const amount = yuanToFen(field(body, "refundAmount"));
  if (amount === null || amount <= 0) return fail("请输入正确的退款金额，最多两位小数");
  const refundable = refundableOf(order);
  if (amount > refundable) return fail(`${REFUND_TOO_MUCH}（${yuanOf(refundable)} 元）`);
  const reason = field(body, "reason") ?? "";
  if (!reason) return fail("请填写退款原因");
  if (chars(reason) > 256) return fail("退款原因不能超过256个字符");
  if (await needsReview(ctx.env.DB, order.tenant_id, { type: ACCOUNT_OWNER.merchant, id: order.merchant_id }, amount)) {
    const waiting = await ctx.env.DB.prepare(
      "SELECT 1 AS hit FROM cloud_money_request WHERE kind = 'refund' AND target_id = ? AND state = 0",
    )
      .bind(order.id)
      .first<number>("hit");
    if (waiting) return fail("该订单已有待复核的退款申请");
    return submitForReview(ctx, "退款金额超过复核金额，已提交复核", {
      kind: "refund",
      targetId: order.id,
      targetLabel: order.order_no,
      merchantId: order.merchant_id,
      agentId: order.agent_id,
      agentAncestors: order.agent_ancestors,
      amountFen: amount,
      payload: { reason },
      reason,
    });
  }
  const done = await refundNow(ctx, order, amount, reason);
  if (!done.ok) return fail(done.msg);
  return ok({ reviewing: false, refundNo: done.refundNo }, "退款成功");
}

/** Four eyes: carry out an approved refund as the reviewer, against the order as it is now. */
export const executeRefund: MoneyExecutor = async (ctx, request) => {
  const order = await heldOrder(ctx, request.target_id);
  if (order instanceof Response) return { ok: false, msg: "订单不存在或无权访问" };
  if (!REFUNDABLE_STATES.includes(order.state)) return { ok: false, msg: "该订单当前状态不可退款" };
  if (request.amount_fen > refundableOf(order))
    return { ok: false, msg: `${REFUND_TOO_MUCH}（${yuanOf(refundableOf(order))} 元）` };
  const done = await refundNow(ctx, order, request.amount_fen, request.reason ?? "", request.id);
  return done.ok ? { ok: true } : done;
};

export const refundRoutes: Route[] = [serve(orderApi.trade.refund, refund)];

/**
 * cloud-order's other order actions (ADR 018): 同步 asks the channel for an unpaid order's state
 * and takes it (a payment credits the merchant's in-transit in the same batch), 关闭 closes an
 * unpaid order, 重发通知 resends a paid order's merchant notification. Each on its button.
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { fail, formatDate, ok, success } from "../../core/http";
import { newId } from "../../core/ids";

import { accountMarked, byOperator, LEDGER_BIZ, ledgerEntry } from "../account/ledger";
import { feeOf, ORDER_STATE, PAID_STATES } from "./catalogue";
import { merchantAccount, ORDER_CHANGED } from "./refund-action";
import { orderAction, logStatement, type OrderRow } from "./trade";
import { order as orderApi } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

/** The channel's answer for an unpaid order, deterministic by its number: paid (7 in 10), else still unpaid, or closed once expired. */
function channelAnswer(order: OrderRow, now: number): number {
  const digits = Number(order.order_no.slice(-6));
  if (digits % 10 < 7) return ORDER_STATE.paid;
  return order.expire_time !== null && now > order.expire_time ? ORDER_STATE.closed : ORDER_STATE.unpaid;
}

/** The unpaid order an action behind the button `code` names; else the answer to give (`notUnpaid` for an order in another state). */
async function unpaidOrder(ctx: RouteContext, code: string, notUnpaid: string): Promise<OrderRow | Response> {
  const asked = await orderAction(ctx, code);
  if (asked instanceof Response) return asked;
  return asked.order.state === ORDER_STATE.unpaid ? asked.order : fail(notUnpaid);
}

/**
 * Whether the guarded UPDATE of one order changed it: D1 counts the rows its triggers write too
 * (the day summary, ADR 036), so any change at all is the order's.
 */
const closedOne = (update: D1Result) => update.meta.changes > 0;

/** POST {id}: ask the channel for an unpaid order's state, and take it. */
async function sync(ctx: RouteContext): Promise<Response> {
  const order = await unpaidOrder(ctx, "order_sync", "只有待支付的订单可以同步");
  if (order instanceof Response) return order;
  const now = Date.now();
  const answer = channelAnswer(order, now);
  const db = ctx.env.DB;
  if (answer === ORDER_STATE.unpaid) {
    await logStatement(
      ctx,
      order,
      { action: "sync", to: ORDER_STATE.unpaid, remark: "渠道返回：用户支付中" },
      now,
    ).run();
    return ok({ state: answer }, "同步完成，渠道返回用户支付中");
  }
  if (answer === ORDER_STATE.closed) {
    const [update] = await db.batch([
      db
        .prepare("UPDATE cloud_trade_order SET state = 3, close_time = ?, update_time = ? WHERE id = ? AND state = 0")
        .bind(now, now, order.id),
      logStatement(ctx, order, { action: "sync", to: ORDER_STATE.closed, remark: "渠道返回：订单已关闭" }, now),
    ]);
    return closedOne(update!) ? ok({ state: answer }, "同步完成，订单已关闭") : fail(ORDER_CHANGED);
  }
  const account = await merchantAccount(ctx, order.merchant_id);
  if (!account) return fail("商户账户不存在");
  const fee = feeOf(order.amount_fen, order.rate);
  const entryId = newId();
  const [accountUpdate, ledgerInsert] = ledgerEntry(
    db,
    {
      tenantId: order.tenant_id,
      accountId: account,
      bizType: LEDGER_BIZ.pay,
      bizNo: order.order_no,
      inTransit: order.amount_fen - fee,
      remark: "交易入账（同步）",
      ...byOperator(ctx, now),
    },
    {
      id: entryId,
      onlyIf: { sql: "EXISTS (SELECT 1 FROM cloud_trade_order WHERE id = ? AND state = 0)", binds: [order.id] },
    },
  );
  const marked = accountMarked(account, entryId);
  const channelNo = `${order.channel_code.slice(0, 3)}${formatDate(now).replace(/\D/g, "").slice(0, 8)}${order.order_no.slice(-10)}`;
  const results = await db.batch([
    accountUpdate,
    db
      .prepare(
        `UPDATE cloud_trade_order SET state = 1, pay_time = ?, pay_fee_fen = ?, fee_fen = ?, channel_order_no = COALESCE(channel_order_no, ?), notify_state = 1,
         update_time = ? WHERE id = ? AND ${marked.sql}`,
      )
      .bind(now, fee, fee, channelNo, now, order.id, ...marked.binds),
    ledgerInsert,
    db
      .prepare(
        `INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time)
       SELECT ?, ?, ?, 'sync', 0, 1, ?, '渠道返回：支付成功', ?, ?, ? WHERE ${marked.sql}`,
      )
      .bind(
        newId(),
        order.tenant_id,
        order.id,
        order.amount_fen,
        ctx.user!.userId,
        operatorName(ctx.user!),
        now,
        ...marked.binds,
      ),
  ]);
  return results[0]!.meta.changes === 1
    ? ok({ state: ORDER_STATE.paid }, "同步完成，订单已支付成功")
    : fail(ORDER_CHANGED);
}

/** POST {id}: close an unpaid order. */
async function close(ctx: RouteContext): Promise<Response> {
  const order = await unpaidOrder(ctx, "order_close", "只有待支付的订单可以关闭");
  if (order instanceof Response) return order;
  const now = Date.now();
  const db = ctx.env.DB;
  const [update] = await db.batch([
    db
      .prepare("UPDATE cloud_trade_order SET state = 3, close_time = ?, update_time = ? WHERE id = ? AND state = 0")
      .bind(now, now, order.id),
    db
      .prepare(
        `INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, remark, operator_id, operator_name, create_time)
       SELECT ?, ?, ?, 'close', 0, 3, '操作员关闭订单', ?, ?, ?
       WHERE EXISTS (SELECT 1 FROM cloud_trade_order WHERE id = ? AND state = 3 AND close_time = ?)`,
      )
      .bind(newId(), order.tenant_id, order.id, ctx.user!.userId, operatorName(ctx.user!), now, order.id, now),
  ]);
  return closedOne(update!) ? success("订单已关闭") : fail(ORDER_CHANGED);
}

/** POST {id}: resend the merchant notification of a paid order. */
async function notify(ctx: RouteContext): Promise<Response> {
  const asked = await orderAction(ctx, "order_notify");
  if (asked instanceof Response) return asked;
  const { order } = asked;
  if (!PAID_STATES.includes(order.state as 1)) return fail("只有已支付的订单可以重发通知");
  const now = Date.now();
  await logStatement(ctx, order, { action: "notify", to: order.state, remark: "重发商户通知：SUCCESS" }, now).run();
  return success("通知已重发，商户返回 SUCCESS");
}

export const orderActionRoutes: Route[] = serveEach(orderApi.trade, { sync, close, notify });

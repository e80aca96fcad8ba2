/**
 * POST reconError/handle (差错处理, button recon_error_edit): platform | channel | ignore, and when
 * channel, supplement | refund | suspend. A handling is one D1 batch: the difference's UPDATE
 * guarded by state = 0, its effects (an order paid or created, a refund, the merchant's ledger
 * entry, the batch's counts) and its log row; any guard that changes no row aborts the whole
 * batch (cloud_recon_guard), so two operators at once never both apply (该差错已处理).
 */
import { ledgerEntry, LEDGER_BIZ } from "../account/ledger";
import { insertRow } from "../../core/db";
import { type RouteContext, operatorName } from "../../core/env";
import { chars, fail, formatDate, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { platformOnly } from "../../core/partner-scope";
import { NO_PERMISSION, requireCode } from "../../core/permission";
import { field, jsonBody } from "../../core/request";
import { CHANNEL_MERCHANTS } from "../channel/catalogue";
import { feeKept, feeOf, yuanOf } from "../order/catalogue";
import { refundRow } from "../order/refund-action";
import { CHANNEL_ACTIONS, type ChannelAction, channelActionsOf, ERROR_STATE, ERROR_TYPE, RESULTS } from "./catalogue";
import { findError } from "./error-row";

export const ALREADY_HANDLED = "该差错已处理";
export const REMARK_MAX = 200;

interface OrderRow {
  id: string;
  order_no: string;
  state: number;
  amount_fen: number;
  pay_fee_fen: number;
  fee_fen: number;
  refunded_fen: number;
  rate: string;
  settle_state: number;
  merchant_id: string;
  store_id: string | null;
  agent_id: string | null;
  agent_ancestors: string | null;
  channel_code: string;
  pay_type: string;
  channel_order_no: string | null;
  refund_count: number;
}

/** `INSERT … VALUES (changes())`: aborts the batch when the statement before it changed no row. */
const guard = (db: D1Database) => db.prepare("INSERT INTO cloud_recon_guard (ok) VALUES (changes())");

const stampOf = (ms: number) => formatDate(ms).replace(/\D/g, "");

/** POST reconError/handle: one handling, all or nothing. */
export async function errorHandle(ctx: RouteContext): Promise<Response> {
  const refused = (await requireCode(ctx, "recon_error_edit")) ?? (await platformOnly(ctx, NO_PERMISSION));
  if (refused) return refused;
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return unreadable();
  const result = field(body, "result") ?? "";
  const remark = (field(body, "remark") ?? "").trim();
  if (!RESULTS.includes(result as never)) return fail("请选择处理方式");
  if (!remark) return fail("请填写处理说明");
  if (chars(remark) > REMARK_MAX) return fail(`处理说明不能超过${REMARK_MAX}个字符`);
  const e = await findError(ctx, field(body, "id") ?? "");
  if (!e) return fail("差错不存在");
  if (e.state !== ERROR_STATE.open) return fail(ALREADY_HANDLED);
  let action: ChannelAction | null = null;
  if (result === "channel") {
    action = (field(body, "channelAction") ?? "") as ChannelAction;
    if (!CHANNEL_ACTIONS.includes(action)) return fail("请选择以渠道为准的处理方式");
    if (!channelActionsOf(e).includes(action)) return fail("该差错不能如此处理");
  }

  const db = ctx.env.DB;
  const user = ctx.user!;
  const operator = operatorName(user);
  const now = Date.now();
  const token = newId();
  const newState = result === "ignore" ? ERROR_STATE.ignored : ERROR_STATE.handled;
  const order = e.order_id
    ? await db.prepare("SELECT * FROM cloud_trade_order WHERE id = ?").bind(e.order_id).first<OrderRow>()
    : null;
  const before: Record<string, unknown> = {
    state: e.state,
    ...(order
      ? { orderState: order.state, amount: yuanOf(order.amount_fen), refunded: yuanOf(order.refunded_fen) }
      : {}),
  };
  const after: Record<string, unknown> = { state: newState, result, ...(action ? { channelAction: action } : {}) };
  const effects: D1PreparedStatement[] = [];
  let orderId = e.order_id;
  let orderNo = e.order_no;
  let suspended: number | null = null;
  let refusal = "处理失败，请刷新后重试";
  const batchTotals = { count: 0, amount: 0, fee: 0 };
  const account = async (merchantId: string) =>
    db
      .prepare("SELECT id FROM cloud_account WHERE tenant_id = ? AND owner_type = 1 AND owner_id = ?")
      .bind(e.tenant_id, merchantId)
      .first<string>("id");
  const ledger = (change: Parameters<typeof ledgerEntry>[1]) => {
    const [update, insert] = ledgerEntry(db, change);
    effects.push(update, guard(db), insert);
  };

  if (action === "supplement") {
    const amount = e.channel_amount_fen!;
    const rate = order?.rate ?? e.rate ?? "0";
    const fee = feeOf(amount, rate);
    const payTime = e.trade_time ?? now;
    const merchantId = order?.merchant_id ?? e.merchant_id;
    const accountId = merchantId ? await account(merchantId) : null;
    if (!accountId) return fail("商户账户不存在");
    if (order) {
      effects.push(
        db
          .prepare(
            `UPDATE cloud_trade_order SET state = 1, amount_fen = ?1, pay_fee_fen = ?2, fee_fen = ?2, refunded_fen = 0, pay_time = ?3, error_msg = NULL, close_time = NULL,
           channel_order_no = COALESCE(channel_order_no, ?4), notify_state = 1, update_time = ?5 WHERE id = ?6 AND state IN (0, 2, 3)`,
          )
          .bind(amount, fee, payTime, e.channel_order_no, now, order.id),
        guard(db),
      );
      effects.push(
        db
          .prepare(
            "INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time) VALUES (?, ?, ?, 'supplement', ?, 1, ?, ?, ?, ?, ?)",
          )
          .bind(newId(), e.tenant_id, order.id, order.state, amount, `对账补单：${remark}`, user.userId, operator, now),
      );
    } else {
      orderId = newId();
      orderNo = `P${stampOf(payTime)}${orderId.slice(-6)}`;
      effects.push(
        db
          .prepare(
            `INSERT INTO cloud_trade_order (id, tenant_id, order_no, mch_order_no, channel_order_no, merchant_id, store_id, agent_id, agent_ancestors, channel_code,
           channel_mch_no, pay_type, subject, payer, amount_fen, rate, pay_fee_fen, fee_fen, refunded_fen, refund_count, state, notify_state, settle_state,
           create_time, pay_time, update_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, '对账补单', NULL, ?13, ?14, ?15, ?15, 0, 0, 1, 1, 0, ?16, ?16, ?17)`,
          )
          .bind(
            orderId,
            e.tenant_id,
            orderNo,
            `MOB${stampOf(payTime)}${orderId.slice(-6)}`,
            e.channel_order_no,
            merchantId,
            e.store_id,
            e.agent_id,
            e.agent_ancestors,
            e.channel_code,
            CHANNEL_MERCHANTS[e.channel_code]?.mchNo ?? null,
            e.pay_type ?? "WXPAY",
            amount,
            rate,
            fee,
            payTime,
            now,
          ),
      );
      effects.push(
        db
          .prepare(
            "INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time) VALUES (?, ?, ?, 'supplement', NULL, 1, ?, ?, ?, ?, ?)",
          )
          .bind(newId(), e.tenant_id, orderId, amount, `对账补单：${remark}`, user.userId, operator, now),
      );
    }
    ledger({
      tenantId: e.tenant_id,
      accountId,
      bizType: LEDGER_BIZ.pay,
      bizNo: orderNo!,
      inTransit: amount - fee,
      remark: "差错补单入账",
      operatorId: user.userId,
      operatorName: operator,
      time: now,
    });
    Object.assign(batchTotals, { count: 1, amount, fee });
    Object.assign(after, { orderNo, orderState: 1, amount: yuanOf(amount), fee: yuanOf(fee) });
  } else if (action === "refund") {
    if (!order || (order.state !== 1 && order.state !== 5)) return fail("订单当前状态不能退款");
    const refundable = order.amount_fen - order.refunded_fen;
    const wanted = e.type === ERROR_TYPE.amount ? (e.our_amount_fen ?? 0) - (e.channel_amount_fen ?? 0) : refundable;
    if (wanted <= 0 || wanted > refundable) return fail(`退款金额超过可退金额（可退${yuanOf(refundable)}元）`);
    const refunded = order.refunded_fen + wanted;
    const kept = feeKept(order.pay_fee_fen, order.amount_fen, refunded);
    const feeBack = order.fee_fen - kept;
    const toState = refunded === order.amount_fen ? 4 : 5;
    const accountId = await account(order.merchant_id);
    if (!accountId) return fail("商户账户不存在");
    effects.push(
      db
        .prepare(
          `UPDATE cloud_trade_order SET refunded_fen = ?1, fee_fen = ?2, state = ?3, refund_count = refund_count + 1, update_time = ?4
       WHERE id = ?5 AND state IN (1, 5) AND refunded_fen = ?6 AND refunded_fen + ?7 <= amount_fen`,
        )
        .bind(refunded, kept, toState, now, order.id, order.refunded_fen, wanted),
      guard(db),
    );
    const refundId = newId();
    const refundNo = `R${stampOf(now)}${refundId.slice(-6)}`;
    const reason = `对账差错退款：${remark}`;
    const refund = {
      id: refundId,
      refundNo,
      channelRefundNo: null,
      refundFen: wanted,
      feeBack,
      reason,
      finishTime: now,
    };
    effects.push(
      insertRow(db, "cloud_refund_order", refundRow({ ...order, tenant_id: e.tenant_id }, refund, user, now), "INSERT"),
    );
    effects.push(
      db
        .prepare(
          "INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time) VALUES (?, ?, ?, 'refund', ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          newId(),
          e.tenant_id,
          order.id,
          order.state,
          toState,
          wanted,
          `对账差错退款：${remark}`,
          user.userId,
          operator,
          now,
        ),
    );
    const out = -(wanted - feeBack);
    ledger({
      tenantId: e.tenant_id,
      accountId,
      bizType: LEDGER_BIZ.refund,
      bizNo: refundNo,
      ...(order.settle_state === 1 ? { available: out } : { inTransit: out }),
      remark: "差错退款扣款",
      operatorId: user.userId,
      operatorName: operator,
      time: now,
    });
    refusal = "商户账户余额不足，不能退款";
    Object.assign(after, { orderState: toState, refunded: yuanOf(refunded), refund: yuanOf(wanted) });
  } else if (action === "suspend") {
    suspended =
      e.type === ERROR_TYPE.fee
        ? Math.abs((e.channel_fee_fen ?? 0) - (e.our_fee_fen ?? 0))
        : Math.abs((e.channel_amount_fen ?? 0) - (e.our_amount_fen ?? 0));
    after.suspended = yuanOf(suspended);
  }

  const statements = [
    db
      .prepare(
        `UPDATE cloud_recon_error SET state = ?1, result = ?2, channel_action = ?3, remark = ?4, suspended_fen = ?5, handler_id = ?6, handler_name = ?7,
         handle_time = ?8, handle_token = ?9, order_id = ?10, order_no = ?11 WHERE id = ?12 AND state = 0`,
      )
      .bind(newState, result, action, remark, suspended, user.userId, operator, now, token, orderId, orderNo, e.id),
    guard(db),
    ...effects,
    db
      .prepare(
        `INSERT INTO cloud_recon_error_log (id, tenant_id, error_id, result, channel_action, remark, before_state, after_state, operator_id, operator_name, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        newId(),
        e.tenant_id,
        e.id,
        result,
        action,
        remark,
        JSON.stringify(before),
        JSON.stringify(after),
        user.userId,
        operator,
        now,
      ),
    db
      .prepare(
        `UPDATE cloud_recon_batch SET unresolved_count = unresolved_count - 1, state = CASE WHEN unresolved_count - 1 <= 0 THEN 2 ELSE 1 END,
         our_count = our_count + ?1, our_amount_fen = our_amount_fen + ?2, our_fee_fen = our_fee_fen + ?3, update_time = ?4 WHERE id = ?5`,
      )
      .bind(batchTotals.count, batchTotals.amount, batchTotals.fee, now, e.batch_id),
    db.prepare("DELETE FROM cloud_recon_guard"),
  ];
  try {
    await db.batch(statements);
  } catch {
    // A guard aborted the batch: nothing was written. Handled meanwhile, or the effect refused.
    const state = await db
      .prepare("SELECT state FROM cloud_recon_error WHERE id = ?")
      .bind(e.id)
      .first<number>("state");
    return fail(state !== ERROR_STATE.open ? ALREADY_HANDLED : refusal);
  }
  return success();
}

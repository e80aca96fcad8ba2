/**
 * cloud-order's transaction orders (/api/cloud-order/tradeOrder/…, ADR 018): list, totals of the
 * whole filtered set, detail (parties, amounts, history, refunds, notifications), and the
 * actions: refund (full or partial, four eyes above the merchant's review threshold), sync (ask
 * the channel), close (an unpaid order), notify (resend the merchant notification). Every read
 * and change goes through the partner data scope; each action checks its button code.
 */
import type { Route, RouteContext } from "../../core/env";
import { chars, fail, formatDate, ok, str, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { orderBy, readPage } from "../../core/query";
import { field, jsonBody } from "../../core/request";
import { PARTNER_OUT_OF_SCOPE, partnerScope } from "../../core/partner-scope";
import { requireCode } from "../../core/permission";
import { accountMarked, ACCOUNT_OWNER, LEDGER_BIZ, ledgerEntry } from "../account/ledger";
import { type MoneyExecutor, needsReview, requestStatement } from "../approval/requests";
import { channelByCode } from "../channel/catalogue";
import { feeKept, feeOf, ORDER_STATE, PAID_STATES, PAY_TYPES, yuanOf } from "./catalogue";
import { fenOf, type ListFilters, orderWhere, scopeWhere } from "./filters";

const API = "/api/cloud-order/tradeOrder";
const FILTERS: ListFilters = {
  table: "cloud_trade_order", numbers: ["order_no", "mch_order_no", "channel_order_no"], timeColumn: "o.create_time", amountColumn: "o.amount_fen",
  states: [0, 1, 2, 3, 4, 5],
};
const REFUNDABLE_STATES: number[] = [ORDER_STATE.paid, ORDER_STATE.partlyRefunded];

export interface OrderRow {
  id: string;
  tenant_id: string;
  order_no: string;
  mch_order_no: string;
  channel_order_no: string | null;
  merchant_id: string;
  store_id: string | null;
  agent_id: string | null;
  agent_ancestors: string | null;
  channel_code: string;
  channel_mch_no: string | null;
  pay_type: string;
  subject: string | null;
  payer: string | null;
  amount_fen: number;
  rate: string;
  pay_fee_fen: number;
  fee_fen: number;
  refunded_fen: number;
  refund_count: number;
  state: number;
  error_msg: string | null;
  notify_state: number | null;
  notify_url: string | null;
  settle_state: number;
  create_time: number;
  pay_time: number | null;
  close_time: number | null;
  expire_time: number | null;
  merchant_name: string | null;
  merchant_no: string | null;
  store_name: string | null;
  agent_name: string | null;
}

const SELECT = `SELECT o.*, m.merchant_full_name AS merchant_name, m.merchant_no, s.store_full_name AS store_name, a.agent_name
  FROM cloud_trade_order o
  LEFT JOIN cloud_merchant_info m ON m.id = o.merchant_id
  LEFT JOIN cloud_store_info s ON s.id = o.store_id
  LEFT JOIN cloud_agent_info a ON a.id = o.agent_id`;

const SORTABLE = { createTime: "o.create_time", amount: "o.amount_fen", payTime: "o.pay_time" };

const agentPath = (o: Pick<OrderRow, "agent_id" | "agent_ancestors">) =>
  !o.agent_id ? "" : !o.agent_ancestors || o.agent_ancestors === "0" ? o.agent_id : `${o.agent_ancestors.replace(/^0,/, "")},${o.agent_id}`;

const refundableOf = (o: OrderRow) => (REFUNDABLE_STATES.includes(o.state) ? o.amount_fen - o.refunded_fen : 0);

export const orderRecord = (o: OrderRow) => ({
  id: o.id,
  orderNo: o.order_no,
  mchOrderNo: o.mch_order_no,
  channelOrderNo: str(o.channel_order_no),
  merchantId: o.merchant_id,
  merchantName: str(o.merchant_name),
  merchantNo: str(o.merchant_no),
  storeId: str(o.store_id),
  storeName: str(o.store_name),
  agentId: str(o.agent_id),
  agentName: str(o.agent_name),
  agentPath: agentPath(o),
  channelCode: o.channel_code,
  channelName: channelByCode(o.channel_code)?.name ?? o.channel_code,
  channelMchNo: str(o.channel_mch_no),
  payType: o.pay_type,
  payTypeName: PAY_TYPES.find((p) => p.code === o.pay_type)?.name ?? o.pay_type,
  subject: str(o.subject),
  payer: str(o.payer),
  amount: yuanOf(o.amount_fen),
  rate: o.rate,
  payFee: yuanOf(o.pay_fee_fen),
  fee: yuanOf(o.fee_fen),
  refunded: yuanOf(o.refunded_fen),
  refundable: yuanOf(refundableOf(o)),
  refundCount: o.refund_count,
  net: yuanOf(PAID_STATES.includes(o.state as 1) ? o.amount_fen - o.refunded_fen - o.fee_fen : 0),
  state: o.state,
  errorMsg: str(o.error_msg),
  notifyState: o.notify_state ?? -1,
  settleState: o.settle_state,
  createTime: formatDate(o.create_time),
  payTime: formatDate(o.pay_time),
  closeTime: formatDate(o.close_time),
  expireTime: formatDate(o.expire_time),
});

async function list(ctx: RouteContext): Promise<Response> {
  const found = await orderWhere(ctx, FILTERS);
  if (found instanceof Response) return found;
  const { where } = found;
  const order = orderBy(ctx.url, SORTABLE, "o.create_time DESC, o.id DESC", false);
  return readPage<OrderRow>(
    ctx,
    { count: `SELECT COUNT(*) AS n FROM cloud_trade_order o ${where.sql}`, rows: `${SELECT} ${where.sql} ORDER BY ${order}`, binds: where.binds },
    (rows) => rows.map(orderRecord),
  );
}

const PAID = `o.state IN (${PAID_STATES.join(", ")})`;

/** The totals of the whole filtered set, in one aggregate (yuan text; success rate in % with two decimals). */
async function totals(ctx: RouteContext): Promise<Response> {
  const found = await orderWhere(ctx, FILTERS);
  if (found instanceof Response) return found;
  const { where } = found;
  const row = await ctx.env.DB.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(o.amount_fen), 0) AS amount,
       COALESCE(SUM(${PAID}), 0) AS paid_count, COALESCE(SUM(CASE WHEN ${PAID} THEN o.amount_fen END), 0) AS paid,
       COALESCE(SUM(CASE WHEN ${PAID} THEN o.fee_fen END), 0) AS fee, COALESCE(SUM(o.refunded_fen), 0) AS refunded,
       COALESCE(SUM(o.refund_count), 0) AS refund_count
     FROM cloud_trade_order o ${where.sql}`,
  )
    .bind(...where.binds)
    .first<{ count: number; amount: number; paid_count: number; paid: number; fee: number; refunded: number; refund_count: number }>();
  const t = row!;
  const rate = t.count === 0 ? 0 : Math.floor((t.paid_count * 10_000 * 2 + t.count) / (2 * t.count)); // basis points, half-up
  return ok({
    count: t.count,
    amount: yuanOf(t.amount),
    paidCount: t.paid_count,
    paidAmount: yuanOf(t.paid),
    unpaidCount: t.count - t.paid_count,
    unpaidAmount: yuanOf(t.amount - t.paid),
    successRate: `${Math.floor(rate / 100)}.${String(rate % 100).padStart(2, "0")}`,
    fee: yuanOf(t.fee),
    refundCount: t.refund_count,
    refunded: yuanOf(t.refunded),
    net: yuanOf(t.paid - t.fee - t.refunded),
  });
}

/** The order by id if the signed-in operator's scope holds it; else the answer to give. */
export async function heldOrder(ctx: RouteContext, id: string | null): Promise<OrderRow | Response> {
  if (!id || !/^\d{1,19}$/.test(id)) return fail("订单不存在");
  const scope = await partnerScope(ctx);
  const where = scopeWhere(ctx, scope);
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE o.id = ? AND o.tenant_id = ?`).bind(id, ctx.user!.tenantId).first<OrderRow>();
  if (!row) return fail("订单不存在");
  const held = await ctx.env.DB.prepare(`SELECT 1 AS hit FROM cloud_trade_order o ${where.sql} AND o.id = ?`).bind(...where.binds, id).first<number>("hit");
  return held ? row : fail(PARTNER_OUT_OF_SCOPE, 403);
}

interface LogRow {
  action: string;
  from_state: number | null;
  to_state: number | null;
  amount_fen: number | null;
  remark: string | null;
  operator_name: string | null;
  create_time: number;
}

interface RefundRow {
  id: string;
  refund_no: string;
  refund_fen: number;
  fee_back_fen: number;
  reason: string | null;
  state: number;
  create_user_name: string | null;
  create_time: number;
  finish_time: number | null;
}

/** The state history: what the order's own times say (created, paid, failed, closed), its refunds, and what operators did. */
function history(o: OrderRow, logs: LogRow[], refunds: RefundRow[]) {
  const events: { time: number; action: string; state: number | null; amount: string; remark: string; operator: string }[] = [];
  events.push({ time: o.create_time, action: "create", state: ORDER_STATE.unpaid, amount: yuanOf(o.amount_fen), remark: "", operator: "" });
  const syncedPay = logs.some((l) => l.action === "sync" && l.to_state === ORDER_STATE.paid);
  if (o.pay_time && !syncedPay) events.push({ time: o.pay_time, action: "pay", state: ORDER_STATE.paid, amount: yuanOf(o.amount_fen), remark: "", operator: "" });
  if (o.state === ORDER_STATE.failed) events.push({ time: o.create_time + 30_000, action: "fail", state: ORDER_STATE.failed, amount: "", remark: str(o.error_msg), operator: "" });
  if (o.close_time && !logs.some((l) => l.action === "close")) events.push({ time: o.close_time, action: "expire", state: ORDER_STATE.closed, amount: "", remark: "", operator: "" });
  for (const r of refunds) {
    events.push({ time: r.create_time, action: "refund", state: null, amount: yuanOf(r.refund_fen), remark: str(r.reason), operator: str(r.create_user_name) });
  }
  for (const l of logs) {
    if (l.action === "notify") continue;
    events.push({ time: l.create_time, action: l.action, state: l.to_state, amount: l.amount_fen === null ? "" : yuanOf(l.amount_fen), remark: str(l.remark), operator: str(l.operator_name) });
  }
  return events.sort((a, b) => a.time - b.time).map((e) => ({ ...e, time: formatDate(e.time) }));
}

/** The merchant notifications: the first (at payment) and every resend. */
function notifications(o: OrderRow, logs: LogRow[]) {
  const out: { time: string; kind: string; result: number; response: string; operator: string }[] = [];
  if (o.notify_state !== null && o.pay_time) {
    const failed = o.notify_state === 2;
    out.push({ time: formatDate(o.pay_time + 2000), kind: "pay", result: failed ? 2 : 1, response: failed ? "connect timed out" : "SUCCESS", operator: "" });
  }
  for (const l of logs.filter((x) => x.action === "notify")) {
    out.push({ time: formatDate(l.create_time), kind: "resend", result: 1, response: "SUCCESS", operator: str(l.operator_name) });
  }
  return out;
}

async function detail(ctx: RouteContext): Promise<Response> {
  const order = await heldOrder(ctx, ctx.url.searchParams.get("id"));
  if (order instanceof Response) return order;
  const [logs, refunds] = await ctx.env.DB.batch([
    ctx.env.DB.prepare("SELECT * FROM cloud_trade_order_log WHERE order_id = ? ORDER BY create_time, id").bind(order.id),
    ctx.env.DB.prepare("SELECT * FROM cloud_refund_order WHERE order_id = ? ORDER BY create_time, id").bind(order.id),
  ]);
  const logRows = logs!.results as unknown as LogRow[];
  const refundRows = refunds!.results as unknown as RefundRow[];
  return ok({
    ...orderRecord(order),
    history: history(order, logRows, refundRows),
    refunds: refundRows.map((r) => ({
      id: r.id, refundNo: r.refund_no, refundAmount: yuanOf(r.refund_fen), feeBack: yuanOf(r.fee_back_fen), reason: str(r.reason), state: r.state,
      createUserName: str(r.create_user_name), createTime: formatDate(r.create_time), finishTime: formatDate(r.finish_time),
    })),
    notifications: notifications(order, logRows),
  });
}

function logStatement(ctx: RouteContext, order: OrderRow, entry: { action: string; to: number | null; amountFen?: number | null; remark?: string | null }, time: number) {
  const user = ctx.user!;
  return ctx.env.DB.prepare(
    `INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(newId(), order.tenant_id, order.id, entry.action, order.state, entry.to, entry.amountFen ?? null, entry.remark ?? null, user.userId,
    user.nickName || user.account, time);
}

export const REFUND_TOO_MUCH = "退款金额不能超过可退金额";
export const ORDER_CHANGED = "订单已变化，请刷新后重试";
export const BALANCE_SHORT = "商户账户余额不足，无法退款";

/** The merchant's account id. */
async function merchantAccount(ctx: RouteContext, merchantId: string): Promise<string | null> {
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
export async function refundNow(ctx: RouteContext, order: OrderRow, refundFen: number, reason: string, requestId: string | null = null): Promise<{ ok: true; refundNo: string } | { ok: false; msg: string }> {
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
    { tenantId: order.tenant_id, accountId: account, bizType: LEDGER_BIZ.refund, bizNo: refundNo, available: settled ? -debit : 0, inTransit: settled ? 0 : -debit,
      remark: "退款扣款", operatorId: ctx.user!.userId, operatorName: ctx.user!.nickName || ctx.user!.account, time: now },
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
    db.prepare(
      `UPDATE cloud_trade_order SET refunded_fen = ?, fee_fen = ?, state = ?, refund_count = refund_count + 1, update_time = ? WHERE id = ? AND ${marked.sql}`,
    ).bind(refundedAfter, feeAfter, refundedAfter === order.amount_fen ? ORDER_STATE.refunded : ORDER_STATE.partlyRefunded, now, order.id, ...marked.binds),
    db.prepare(
      `INSERT INTO cloud_refund_order (id, tenant_id, refund_no, mch_refund_no, channel_refund_no, order_id, order_no, merchant_id, store_id, agent_id,
         agent_ancestors, channel_code, pay_type, order_amount_fen, refund_fen, fee_back_fen, reason, state, request_id, create_user, create_user_name,
         create_time, finish_time)
       SELECT ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ? WHERE ${marked.sql}`,
    ).bind(newId(), order.tenant_id, refundNo, `RF${refundNo.slice(1)}`, order.id, order.order_no, order.merchant_id, order.store_id, order.agent_id,
      order.agent_ancestors, order.channel_code, order.pay_type, order.amount_fen, refundFen, feeBack, reason, requestId, user.userId,
      user.nickName || user.account, now, now + 1000, ...marked.binds),
    ledgerInsert,
  ]);
  if (results[0]!.meta.changes !== 1) {
    // Either the order moved on meanwhile, or the merchant's balance cannot pay the refund.
    const now = await db.prepare("SELECT refunded_fen, fee_fen, state FROM cloud_trade_order WHERE id = ?").bind(order.id).first<{ refunded_fen: number; fee_fen: number; state: number }>();
    const unchanged = now && now.refunded_fen === order.refunded_fen && now.fee_fen === order.fee_fen && now.state === order.state;
    return { ok: false, msg: unchanged ? BALANCE_SHORT : ORDER_CHANGED };
  }
  return { ok: true, refundNo };
}

/** POST {id, refundAmount (yuan), reason}: refund now, or above the review threshold a money request for a second operator. */
async function refund(ctx: RouteContext): Promise<Response> {
  const denied = await requireCode(ctx, "order_refund");
  if (denied) return denied;
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const order = await heldOrder(ctx, field(body, "id"));
  if (order instanceof Response) return order;
  if (!REFUNDABLE_STATES.includes(order.state)) return fail("该订单当前状态不可退款");
  const amount = fenOf(field(body, "refundAmount"));
  if (amount === null || amount <= 0) return fail("请输入正确的退款金额，最多两位小数");
  const refundable = refundableOf(order);
  if (amount > refundable) return fail(`${REFUND_TOO_MUCH}（${yuanOf(refundable)} 元）`);
  const reason = field(body, "reason") ?? "";
  if (!reason) return fail("请填写退款原因");
  if (chars(reason) > 256) return fail("退款原因不能超过256个字符");
  if (await needsReview(ctx.env.DB, order.tenant_id, { type: ACCOUNT_OWNER.merchant, id: order.merchant_id }, amount)) {
    const waiting = await ctx.env.DB.prepare("SELECT 1 AS hit FROM cloud_money_request WHERE kind = 'refund' AND target_id = ? AND state = 0").bind(order.id).first<number>("hit");
    if (waiting) return fail("该订单已有待复核的退款申请");
    const { id, statement } = requestStatement(ctx, {
      kind: "refund", targetId: order.id, targetLabel: order.order_no, merchantId: order.merchant_id, agentId: order.agent_id,
      agentAncestors: order.agent_ancestors, amountFen: amount, payload: { reason }, reason,
    });
    await statement.run();
    return ok({ reviewing: true, requestId: id }, "退款金额超过复核金额，已提交复核");
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
  if (request.amount_fen > refundableOf(order)) return { ok: false, msg: `${REFUND_TOO_MUCH}（${yuanOf(refundableOf(order))} 元）` };
  const done = await refundNow(ctx, order, request.amount_fen, request.reason ?? "", request.id);
  return done.ok ? { ok: true } : done;
};

/** The channel's answer for an unpaid order, deterministic by its number: paid (7 in 10), else still unpaid, or closed once expired. */
function channelAnswer(order: OrderRow, now: number): number {
  const digits = Number(order.order_no.slice(-6));
  if (digits % 10 < 7) return ORDER_STATE.paid;
  return order.expire_time !== null && now > order.expire_time ? ORDER_STATE.closed : ORDER_STATE.unpaid;
}

/** POST {id}: ask the channel for an unpaid order's state, and take it. */
async function sync(ctx: RouteContext): Promise<Response> {
  const denied = await requireCode(ctx, "order_sync");
  if (denied) return denied;
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const order = await heldOrder(ctx, field(body, "id"));
  if (order instanceof Response) return order;
  if (order.state !== ORDER_STATE.unpaid) return fail("只有待支付的订单可以同步");
  const now = Date.now();
  const answer = channelAnswer(order, now);
  const db = ctx.env.DB;
  if (answer === ORDER_STATE.unpaid) {
    await logStatement(ctx, order, { action: "sync", to: ORDER_STATE.unpaid, remark: "渠道返回：用户支付中" }, now).run();
    return ok({ state: answer }, "同步完成，渠道返回用户支付中");
  }
  if (answer === ORDER_STATE.closed) {
    const [update] = await db.batch([
      db.prepare("UPDATE cloud_trade_order SET state = 3, close_time = ?, update_time = ? WHERE id = ? AND state = 0").bind(now, now, order.id),
      logStatement(ctx, order, { action: "sync", to: ORDER_STATE.closed, remark: "渠道返回：订单已关闭" }, now),
    ]);
    return update!.meta.changes === 1 ? ok({ state: answer }, "同步完成，订单已关闭") : fail(ORDER_CHANGED);
  }
  const account = await merchantAccount(ctx, order.merchant_id);
  if (!account) return fail("商户账户不存在");
  const fee = feeOf(order.amount_fen, order.rate);
  const entryId = newId();
  const [accountUpdate, ledgerInsert] = ledgerEntry(
    db,
    { tenantId: order.tenant_id, accountId: account, bizType: LEDGER_BIZ.pay, bizNo: order.order_no, inTransit: order.amount_fen - fee, remark: "交易入账（同步）",
      operatorId: ctx.user!.userId, operatorName: ctx.user!.nickName || ctx.user!.account, time: now },
    { id: entryId, onlyIf: { sql: "EXISTS (SELECT 1 FROM cloud_trade_order WHERE id = ? AND state = 0)", binds: [order.id] } },
  );
  const marked = accountMarked(account, entryId);
  const channelNo = `${order.channel_code.slice(0, 3)}${formatDate(now).replace(/\D/g, "").slice(0, 8)}${order.order_no.slice(-10)}`;
  const results = await db.batch([
    accountUpdate,
    db.prepare(
      `UPDATE cloud_trade_order SET state = 1, pay_time = ?, pay_fee_fen = ?, fee_fen = ?, channel_order_no = COALESCE(channel_order_no, ?), notify_state = 1,
         update_time = ? WHERE id = ? AND ${marked.sql}`,
    ).bind(now, fee, fee, channelNo, now, order.id, ...marked.binds),
    ledgerInsert,
    db.prepare(
      `INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time)
       SELECT ?, ?, ?, 'sync', 0, 1, ?, '渠道返回：支付成功', ?, ?, ? WHERE ${marked.sql}`,
    ).bind(newId(), order.tenant_id, order.id, order.amount_fen, ctx.user!.userId, ctx.user!.nickName || ctx.user!.account, now, ...marked.binds),
  ]);
  return results[0]!.meta.changes === 1 ? ok({ state: ORDER_STATE.paid }, "同步完成，订单已支付成功") : fail(ORDER_CHANGED);
}

/** POST {id}: close an unpaid order. */
async function close(ctx: RouteContext): Promise<Response> {
  const denied = await requireCode(ctx, "order_close");
  if (denied) return denied;
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const order = await heldOrder(ctx, field(body, "id"));
  if (order instanceof Response) return order;
  if (order.state !== ORDER_STATE.unpaid) return fail("只有待支付的订单可以关闭");
  const now = Date.now();
  const db = ctx.env.DB;
  const [update] = await db.batch([
    db.prepare("UPDATE cloud_trade_order SET state = 3, close_time = ?, update_time = ? WHERE id = ? AND state = 0").bind(now, now, order.id),
    db.prepare(
      `INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, remark, operator_id, operator_name, create_time)
       SELECT ?, ?, ?, 'close', 0, 3, '操作员关闭订单', ?, ?, ?
       WHERE EXISTS (SELECT 1 FROM cloud_trade_order WHERE id = ? AND state = 3 AND close_time = ?)`,
    ).bind(newId(), order.tenant_id, order.id, ctx.user!.userId, ctx.user!.nickName || ctx.user!.account, now, order.id, now),
  ]);
  return update!.meta.changes === 1 ? success("订单已关闭") : fail(ORDER_CHANGED);
}

/** POST {id}: resend the merchant notification of a paid order. */
async function notify(ctx: RouteContext): Promise<Response> {
  const denied = await requireCode(ctx, "order_notify");
  if (denied) return denied;
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const order = await heldOrder(ctx, field(body, "id"));
  if (order instanceof Response) return order;
  if (!PAID_STATES.includes(order.state as 1)) return fail("只有已支付的订单可以重发通知");
  const now = Date.now();
  await logStatement(ctx, order, { action: "notify", to: order.state, remark: "重发商户通知：SUCCESS" }, now).run();
  return success("通知已重发，商户返回 SUCCESS");
}

export const tradeOrderRoutes: Route[] = [
  { methods: ["GET"], path: `${API}/list`, handler: list },
  { methods: ["GET"], path: `${API}/totals`, handler: totals },
  { methods: ["GET"], path: `${API}/detail`, handler: detail },
  { methods: ["POST"], path: `${API}/refund`, handler: refund },
  { methods: ["POST"], path: `${API}/sync`, handler: sync },
  { methods: ["POST"], path: `${API}/close`, handler: close },
  { methods: ["POST"], path: `${API}/notify`, handler: notify },
];


/**
 * cloud-order's transaction orders (order.trade.*, ADR 018): list, totals of the
 * whole filtered set, and detail (parties, amounts, history, refunds, notifications), through the
 * partner data scope. The actions are refund-action.ts (退款) and order-actions.ts (同步, 关闭,
 * 重发通知).
 */
import type { z } from "zod";
import { order as orderApi, type tradeOrderRow, type Wire } from "../../../../shared/contract/index.ts";
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { answer, serveEach } from "../../core/serve";
import { fail, formatDate, ok, str } from "../../core/http";
import { newId } from "../../core/ids";
import { bodyBehind } from "../../core/permission";
import { field, queryParam } from "../../core/request";
import { afterWhere, type OrderTerm, orderSql, orderTerms, readPage } from "../../core/query";
import { PARTNER_OUT_OF_SCOPE, partnerScope } from "../../core/partner-scope";
import { channelByCode } from "../channel/catalogue";
import { agentPathOf, ORDER_STATE, PAID_STATES, PAY_TYPES, yuanOf } from "./catalogue";
import { countQuery, totalsStatement } from "./days";
import { type ListFilters, orderSet, scopeWhere } from "./filters";
import { orderShares, visibleShares } from "../policy/shares";
import { type TotalsRow, totalsRecord } from "./totals";

/** The transaction orders' filters (list, totals, and 交易报表's figures over the same set). */
export const TRADE_FILTERS: ListFilters = {
  table: "cloud_trade_order",
  numbers: ["order_no", "mch_order_no", "channel_order_no"],
  timeColumn: "o.create_time",
  amountColumn: "o.amount_fen",
  states: [0, 1, 2, 3, 4, 5],
};
const FILTERS = TRADE_FILTERS;
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

// An unpaid order's pay time is null: as 0 it sorts where SQLite puts nulls (first up, last down)
// and a key after it can be compared (keyset paging).
const SORTABLE = { createTime: "o.create_time", amount: "o.amount_fen", payTime: "IFNULL(o.pay_time, 0)" };
/** The list's own order after any asked for: newest first, the rowid telling apart orders of one moment. */
const NEWEST_FIRST: OrderTerm[] = [
  ["o.create_time", "DESC"],
  ["o.rowid", "DESC"],
];

export const orderRecord = (o: OrderRow): z.input<typeof tradeOrderRow> => ({
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
  agentPath: agentPathOf(o),
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

/**
 * The orders of the filters, a page at a time: by `current` (an offset), or the `size` orders
 * after the order `after` (its id; keyset paging, the export's, ADR 015): the same order either
 * way, each page read from the index from the anchor on, the total not counted again.
 */
async function list(ctx: RouteContext): Promise<Response> {
  const set = await orderSet(ctx, FILTERS);
  if (set instanceof Response) return set;
  const { where } = set;
  const terms = orderTerms(ctx.url, SORTABLE, NEWEST_FIRST, false);
  const order = orderSql(terms);
  const after = queryParam(ctx, "after");
  // The total from the day summary where it answers (order/days.ts, ADR 036); a page after a key
  // is not counted again.
  const count = after === null ? countQuery(set) : null;
  if (after !== null) {
    // The anchor is an order of the list itself (its filters, the operator's scope).
    const anchor = /^\d{1,19}$/.test(after)
      ? await ctx.env.DB.prepare(
          `SELECT ${terms.map(([e], i) => `${e} AS k${i}`).join(", ")} FROM cloud_trade_order o ${where.sql} AND o.id = ?`,
        )
          .bind(...where.binds, after)
          .first<Record<string, unknown>>()
      : null;
    if (!anchor) return fail("after 所指的订单不存在");
    const keyset = afterWhere(
      terms,
      terms.map((_, i) => anchor[`k${i}`]),
    );
    where.add(keyset.sql, ...keyset.binds);
  }
  // The page's rows are picked first (on the time index alone when the filters allow), then joined:
  // a deep page skips index entries, not joined rows.
  return readPage<OrderRow>(
    ctx,
    {
      count: count?.sql ?? null,
      binds: count?.binds ?? [],
      rows: (page) =>
        `${SELECT} JOIN (SELECT o.rowid AS pick FROM cloud_trade_order o ${where.sql} ORDER BY ${order} ${page}) p ON p.pick = o.rowid ORDER BY ${order}`,
      rowBinds: where.binds,
    },
    (rows) => rows.map(orderRecord),
  );
}

/** The totals of the whole filtered set (yuan text; success rate in % with two decimals), from the day summary where it answers. */
async function totals(ctx: RouteContext): Promise<Response> {
  const set = await orderSet(ctx, FILTERS);
  if (set instanceof Response) return set;
  const row = await totalsStatement(ctx.env.DB, set).first<TotalsRow>();
  return answer(orderApi.trade.totals, totalsRecord(row!));
}

/** An action behind the button `code` on the order its body names (`id`): the body and the order in scope, or the answer to give. */
export async function orderAction(
  ctx: RouteContext,
  code: string,
): Promise<{ body: Record<string, unknown>; order: OrderRow } | Response> {
  const body = await bodyBehind(ctx, code);
  if (body instanceof Response) return body;
  const order = await heldOrder(ctx, field(body, "id"));
  return order instanceof Response ? order : { body, order };
}

/** The order by id if the signed-in operator's scope holds it; else the answer to give. */
export async function heldOrder(ctx: RouteContext, id: string | null): Promise<OrderRow | Response> {
  if (!id || !/^\d{1,19}$/.test(id)) return fail("订单不存在");
  const scope = await partnerScope(ctx);
  const where = scopeWhere(ctx, scope);
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE o.id = ? AND o.tenant_id = ?`)
    .bind(id, ctx.user!.tenantId)
    .first<OrderRow>();
  if (!row) return fail("订单不存在");
  const held = await ctx.env.DB.prepare(`SELECT 1 AS hit FROM cloud_trade_order o ${where.sql} AND o.id = ?`)
    .bind(...where.binds, id)
    .first<number>("hit");
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
  const events: {
    time: number;
    action: string;
    state: number | null;
    amount: string;
    remark: string;
    operator: string;
  }[] = [];
  events.push({
    time: o.create_time,
    action: "create",
    state: ORDER_STATE.unpaid,
    amount: yuanOf(o.amount_fen),
    remark: "",
    operator: "",
  });
  const syncedPay = logs.some((l) => l.action === "sync" && l.to_state === ORDER_STATE.paid);
  if (o.pay_time && !syncedPay)
    events.push({
      time: o.pay_time,
      action: "pay",
      state: ORDER_STATE.paid,
      amount: yuanOf(o.amount_fen),
      remark: "",
      operator: "",
    });
  if (o.state === ORDER_STATE.failed)
    events.push({
      time: o.create_time + 30_000,
      action: "fail",
      state: ORDER_STATE.failed,
      amount: "",
      remark: str(o.error_msg),
      operator: "",
    });
  if (o.close_time && !logs.some((l) => l.action === "close"))
    events.push({
      time: o.close_time,
      action: "expire",
      state: ORDER_STATE.closed,
      amount: "",
      remark: "",
      operator: "",
    });
  for (const r of refunds) {
    events.push({
      time: r.create_time,
      action: "refund",
      state: null,
      amount: yuanOf(r.refund_fen),
      remark: str(r.reason),
      operator: str(r.create_user_name),
    });
  }
  for (const l of logs) {
    if (l.action === "notify") continue;
    events.push({
      time: l.create_time,
      action: l.action,
      state: l.to_state,
      amount: l.amount_fen === null ? "" : yuanOf(l.amount_fen),
      remark: str(l.remark),
      operator: str(l.operator_name),
    });
  }
  return events.sort((a, b) => a.time - b.time).map((e) => ({ ...e, time: formatDate(e.time) }));
}

/** The merchant notifications: the first (at payment) and every resend. */
function notifications(o: OrderRow, logs: LogRow[]) {
  const out: { time: string; kind: string; result: number; response: string; operator: string }[] = [];
  if (o.notify_state !== null && o.pay_time) {
    const failed = o.notify_state === 2;
    out.push({
      time: formatDate(o.pay_time + 2000),
      kind: "pay",
      result: failed ? 2 : 1,
      response: failed ? "connect timed out" : "SUCCESS",
      operator: "",
    });
  }
  for (const l of logs.filter((x) => x.action === "notify")) {
    out.push({
      time: formatDate(l.create_time),
      kind: "resend",
      result: 1,
      response: "SUCCESS",
      operator: str(l.operator_name),
    });
  }
  return out;
}

async function detail(ctx: RouteContext): Promise<Response> {
  const order = await heldOrder(ctx, ctx.url.searchParams.get("id"));
  if (order instanceof Response) return order;
  const [logs, refunds] = await ctx.env.DB.batch([
    ctx.env.DB.prepare("SELECT * FROM cloud_trade_order_log WHERE order_id = ? ORDER BY create_time, id").bind(
      order.id,
    ),
    ctx.env.DB.prepare("SELECT * FROM cloud_refund_order WHERE order_id = ? ORDER BY create_time, id").bind(order.id),
  ]);
  const logRows = logs!.results as unknown as LogRow[];
  const refundRows = refunds!.results as unknown as RefundRow[];
  const [levels, scope] = await Promise.all([orderShares(ctx, order), partnerScope(ctx)]);
  const shares = visibleShares(scope, levels);
  const data: Wire<typeof orderApi.trade.detail> = {
    ...orderRecord(order),
    history: history(order, logRows, refundRows),
    refunds: refundRows.map((r) => ({
      id: r.id,
      refundNo: r.refund_no,
      refundAmount: yuanOf(r.refund_fen),
      feeBack: yuanOf(r.fee_back_fen),
      reason: str(r.reason),
      state: r.state,
      createUserName: str(r.create_user_name),
      createTime: formatDate(r.create_time),
      finishTime: formatDate(r.finish_time),
    })),
    notifications: notifications(order, logRows),
    // How the fee was shared down the levels (ADR 019, 020); the top agent's cost fee is the platform's.
    shares: shares.levels.map((l) => ({
      depth: l.depth,
      agentNo: l.agentNo,
      agentName: l.agentName,
      childRate: l.childRate,
      agentRate: l.agentRate,
      cap: l.capFen === null ? "" : yuanOf(l.capFen),
      shareAmount: yuanOf(l.shareFen),
      keptShareAmount: yuanOf(l.keptShareFen),
    })),
    platformShare:
      shares.platform && levels.length
        ? yuanOf(order.pay_fee_fen - levels.reduce((sum, l) => sum + l.shareFen, 0))
        : "",
  };
  return ok(data);
}

export function logStatement(
  ctx: RouteContext,
  order: OrderRow,
  entry: { action: string; to: number | null; amountFen?: number | null; remark?: string | null },
  time: number,
) {
  const user = ctx.user!;
  return ctx.env.DB.prepare(
    `INSERT INTO cloud_trade_order_log (id, tenant_id, order_id, action, from_state, to_state, amount_fen, remark, operator_id, operator_name, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(
    newId(),
    order.tenant_id,
    order.id,
    entry.action,
    order.state,
    entry.to,
    entry.amountFen ?? null,
    entry.remark ?? null,
    user.userId,
    operatorName(user),
    time,
  );
}

export const refundableOf = (o: OrderRow) => (REFUNDABLE_STATES.includes(o.state) ? o.amount_fen - o.refunded_fen : 0);
export { REFUNDABLE_STATES };

export const tradeOrderRoutes: Route[] = serveEach(orderApi.trade, { list, totals, detail });

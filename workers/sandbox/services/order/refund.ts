/**
 * cloud-order's refunds (order.refund.*, ADR 018): list, totals of the filtered
 * set and detail, each refund with its order's number and id (the detail links to it). Filters
 * as the orders' (filters.ts) on the refund's time and amount; state as refund_status.
 */
import type { z } from "zod";
import { order, type refundOrderRow, type Wire } from "../../../../shared/contract/index.ts";
import type { Route, RouteContext } from "../../core/env";
import { answer, serveEach } from "../../core/serve";
import { fail, formatDate, ok, str } from "../../core/http";
import { orderBy, readListPage } from "../../core/query";
import { partnerScope, PARTNER_OUT_OF_SCOPE } from "../../core/partner-scope";
import { channelByCode } from "../channel/catalogue";
import { agentPathOf, PAY_TYPES, yuanOf } from "./catalogue";
import { type ListFilters, orderWhere, scopeWhere } from "./filters";

interface RefundRow {
  id: string;
  refund_no: string;
  mch_refund_no: string | null;
  channel_refund_no: string | null;
  order_id: string;
  order_no: string;
  merchant_id: string;
  agent_id: string | null;
  agent_ancestors: string | null;
  channel_code: string;
  pay_type: string;
  order_amount_fen: number;
  refund_fen: number;
  fee_back_fen: number;
  reason: string | null;
  state: number;
  error_msg: string | null;
  create_user_name: string | null;
  create_time: number;
  finish_time: number | null;
  merchant_name: string | null;
  merchant_no: string | null;
  store_name: string | null;
}

const SELECT = `SELECT o.*, m.merchant_full_name AS merchant_name, m.merchant_no, s.store_full_name AS store_name
  FROM cloud_refund_order o
  LEFT JOIN cloud_merchant_info m ON m.id = o.merchant_id
  LEFT JOIN cloud_store_info s ON s.id = o.store_id`;

const refundRecord = (r: RefundRow): z.input<typeof refundOrderRow> => ({
  id: r.id,
  refundNo: r.refund_no,
  mchRefundNo: str(r.mch_refund_no),
  channelRefundNo: str(r.channel_refund_no),
  orderId: r.order_id,
  orderNo: r.order_no,
  merchantId: r.merchant_id,
  merchantName: str(r.merchant_name),
  merchantNo: str(r.merchant_no),
  storeName: str(r.store_name),
  agentPath: agentPathOf(r),
  channelCode: r.channel_code,
  channelName: channelByCode(r.channel_code)?.name ?? r.channel_code,
  payType: r.pay_type,
  payTypeName: PAY_TYPES.find((p) => p.code === r.pay_type)?.name ?? r.pay_type,
  orderAmount: yuanOf(r.order_amount_fen),
  refundAmount: yuanOf(r.refund_fen),
  feeBack: yuanOf(r.fee_back_fen),
  reason: str(r.reason),
  state: r.state,
  errorMsg: str(r.error_msg),
  createUserName: str(r.create_user_name),
  createTime: formatDate(r.create_time),
  finishTime: formatDate(r.finish_time),
});

const FILTERS: ListFilters = {
  table: "cloud_refund_order",
  numbers: ["refund_no", "order_no"],
  timeColumn: "o.create_time",
  amountColumn: "o.refund_fen",
  states: [0, 1, 2],
};

const SORTABLE = { createTime: "o.create_time", refundAmount: "o.refund_fen" };

async function list(ctx: RouteContext): Promise<Response> {
  const found = await orderWhere(ctx, FILTERS);
  if (found instanceof Response) return found;
  const { where } = found;
  const order = orderBy(ctx.url, SORTABLE, "o.create_time DESC, o.id DESC", false);
  return readListPage<RefundRow>(ctx, { from: "cloud_refund_order o", rows: SELECT, where, order }, (rows) =>
    rows.map(refundRecord),
  );
}

async function totals(ctx: RouteContext): Promise<Response> {
  const found = await orderWhere(ctx, FILTERS);
  if (found instanceof Response) return found;
  const { where } = found;
  const t = (await ctx.env.DB.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN o.state = 1 THEN 1 END), 0) AS done_count,
       COALESCE(SUM(CASE WHEN o.state = 1 THEN o.refund_fen END), 0) AS done, COALESCE(SUM(CASE WHEN o.state = 1 THEN o.fee_back_fen END), 0) AS fee_back,
       COALESCE(SUM(o.refund_fen), 0) AS amount
     FROM cloud_refund_order o ${where.sql}`,
  )
    .bind(...where.binds)
    .first<{ count: number; done_count: number; done: number; fee_back: number; amount: number }>())!;
  return answer(order.refund.totals, {
    count: t.count,
    amount: yuanOf(t.amount),
    doneCount: t.done_count,
    doneAmount: yuanOf(t.done),
    feeBack: yuanOf(t.fee_back),
  } satisfies Wire<typeof order.refund.totals>);
}

async function detail(ctx: RouteContext): Promise<Response> {
  const id = ctx.url.searchParams.get("id") ?? "";
  if (!/^\d{1,19}$/.test(id)) return fail("退款订单不存在");
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE o.id = ? AND o.tenant_id = ?`)
    .bind(id, ctx.user!.tenantId)
    .first<RefundRow>();
  if (!row) return fail("退款订单不存在");
  const where = scopeWhere(ctx, await partnerScope(ctx));
  const held = await ctx.env.DB.prepare(`SELECT 1 AS hit FROM cloud_refund_order o ${where.sql} AND o.id = ?`)
    .bind(...where.binds, id)
    .first<number>("hit");
  return held ? ok(refundRecord(row)) : fail(PARTNER_OUT_OF_SCOPE, 403);
}

export const refundOrderRoutes: Route[] = serveEach(order.refund, { list, totals, detail });

/**
 * cloud-recon reconBatch: the daily channel batches (对账单). list (billDate range startDate /
 * endDate as yyyy-MM-dd, channelCode, state; newest day first), detail?id= (the batch and its
 * differences), statement?id= (the channel's statement of that day as CSV, UTF-8 with a BOM,
 * Chinese headers, written page by page from our orders of that day and the differences).
 * Platform staff only: a partner account is refused (无权操作, 403).
 */
import type { z } from "zod";
import type { reconBatchRow } from "../../../../shared/contract/index.ts";
import type { RouteContext } from "../../core/env";
import { recon } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { fail, formatDate, ok } from "../../core/http";
import { platformOnly } from "../../core/partner-scope";
import { NO_PERMISSION, requireCode } from "../../core/permission";
import { Where, readListPage } from "../../core/query";
import { queryParam } from "../../core/request";
import { yuanOf } from "../order/catalogue";
import { RECON_CHANNEL_NAMES } from "./catalogue";
import { type ErrorRow, errorVO, ERROR_SELECT } from "./error-row";

export interface BatchRow {
  id: string;
  tenant_id: string;
  batch_no: string;
  bill_date: string;
  channel_code: string;
  our_count: number;
  our_amount_fen: number;
  our_fee_fen: number;
  channel_count: number;
  channel_amount_fen: number;
  channel_fee_fen: number;
  diff_count: number;
  unresolved_count: number;
  state: number;
  create_time: number;
  update_time: number | null;
}

export const batchVO = (b: BatchRow): z.input<typeof reconBatchRow> => ({
  id: b.id,
  batchNo: b.batch_no,
  billDate: b.bill_date,
  channelCode: b.channel_code,
  channelName: RECON_CHANNEL_NAMES[b.channel_code] ?? b.channel_code,
  ourCount: b.our_count,
  ourAmount: yuanOf(b.our_amount_fen),
  ourFee: yuanOf(b.our_fee_fen),
  channelCount: b.channel_count,
  channelAmount: yuanOf(b.channel_amount_fen),
  channelFee: yuanOf(b.channel_fee_fen),
  diffCount: b.diff_count,
  unresolvedCount: b.unresolved_count,
  state: b.state,
  createTime: formatDate(b.create_time),
  updateTime: formatDate(b.update_time),
});

/** yyyy-MM-dd of a day param (a datetime's first ten characters), null when it is none. */
function dayParam(value: string | null): string | null {
  const day = (value ?? "").trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** A recon list's bill days: `column` from startDate to endDate (either may be missing), both days included. */
export function billDaysAsked(ctx: RouteContext, where: Where, column: string): Where {
  const start = dayParam(queryParam(ctx, "startDate"));
  const end = dayParam(queryParam(ctx, "endDate"));
  if (start) where.add(`${column} >= ?`, start);
  if (end) where.add(`${column} <= ?`, end);
  return where;
}

async function batchList(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx, NO_PERMISSION);
  if (refused) return refused;
  const where = new Where("tenant_id = ?", ctx.user!.tenantId)
    .equal("channel_code", queryParam(ctx, "channelCode"))
    .equal("state", queryParam(ctx, "state"));
  billDaysAsked(ctx, where, "bill_date");
  return readListPage<BatchRow>(
    ctx,
    { from: "cloud_recon_batch", where, order: "bill_date DESC, channel_code" },
    (rows) => rows.map(batchVO),
  );
}

export function findBatch(ctx: RouteContext, id: string): Promise<BatchRow | null> {
  return ctx.env.DB.prepare("SELECT * FROM cloud_recon_batch WHERE id = ? AND tenant_id = ?")
    .bind(id, ctx.user!.tenantId)
    .first<BatchRow>();
}

async function batchDetail(ctx: RouteContext): Promise<Response> {
  const refused = await platformOnly(ctx, NO_PERMISSION);
  if (refused) return refused;
  const batch = await findBatch(ctx, queryParam(ctx, "id") ?? "");
  if (!batch) return fail("对账批次不存在");
  const { results } = await ctx.env.DB.prepare(
    `${ERROR_SELECT} WHERE e.batch_id = ? ORDER BY e.type, e.trade_time, e.id`,
  )
    .bind(batch.id)
    .all<ErrorRow>();
  return ok({ ...batchVO(batch), errors: results.map(errorVO) });
}

const STATEMENT_PAGE = 1000;
const STATE_TEXT: Record<number, string> = { 1: "支付成功", 4: "全额退款", 5: "部分退款" };
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The channel's statement of a batch's day: every order of ours paid that day through the
 * channel, as the channel has it (its amount, fee and state where a difference says otherwise,
 * none where it lacks the order), then the channel's lines we lack or have unpaid.
 */
const STATEMENT = `
SELECT o.pay_time AS t, COALESCE(e.channel_order_no, o.channel_order_no) AS ch_no, o.order_no, COALESCE(e.channel_amount_fen, o.amount_fen) AS amount,
  COALESCE(e.channel_fee_fen, o.pay_fee_fen) AS fee, COALESCE(e.channel_state, o.state) AS st, o.id AS k
FROM cloud_trade_order o LEFT JOIN cloud_recon_error e ON e.order_id = o.id AND e.batch_id = ?1
WHERE o.tenant_id = ?2 AND o.channel_code = ?3 AND o.state IN (1, 4, 5) AND o.pay_time >= ?4 AND o.pay_time < ?5
  AND NOT EXISTS (SELECT 1 FROM cloud_recon_error x WHERE x.batch_id = ?1 AND x.order_id = o.id
                  AND (x.channel_amount_fen IS NULL OR x.our_state IS NULL OR x.our_state NOT IN (1, 4, 5)))
UNION ALL
SELECT e.trade_time, e.channel_order_no, CASE WHEN e.our_state IS NULL THEN '' ELSE e.order_no END, e.channel_amount_fen, e.channel_fee_fen,
  e.channel_state, e.id
FROM cloud_recon_error e WHERE e.batch_id = ?1 AND e.channel_amount_fen IS NOT NULL AND (e.our_state IS NULL OR e.our_state NOT IN (1, 4, 5))
ORDER BY t, k LIMIT ?6 OFFSET ?7`;

interface StatementLine {
  t: number;
  ch_no: string | null;
  order_no: string | null;
  amount: number;
  fee: number;
  st: number;
}

async function batchStatement(ctx: RouteContext): Promise<Response> {
  const refused = (await platformOnly(ctx, NO_PERMISSION)) ?? (await requireCode(ctx, "recon_export"));
  if (refused) return refused;
  const batch = await findBatch(ctx, queryParam(ctx, "id") ?? "");
  if (!batch) return fail("对账批次不存在");
  const dayStart = Date.parse(`${batch.bill_date}T00:00:00+08:00`);
  const db = ctx.env.DB;
  const encoder = new TextEncoder();
  let offset = 0;
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(
          encoder.encode(`\uFEFF交易时间,渠道订单号,平台订单号,交易金额(元),手续费(元),交易状态,渠道\r\n`),
        );
        return;
      }
      const { results } = await db
        .prepare(STATEMENT)
        .bind(batch.id, batch.tenant_id, batch.channel_code, dayStart, dayStart + 86_400_000, STATEMENT_PAGE, offset)
        .all<StatementLine>();
      offset += results.length;
      const text = results
        .map((l) =>
          [
            formatDate(l.t),
            l.ch_no ?? "",
            l.order_no ?? "",
            yuanOf(l.amount),
            yuanOf(l.fee),
            STATE_TEXT[l.st] ?? String(l.st),
            RECON_CHANNEL_NAMES[batch.channel_code] ?? batch.channel_code,
          ]
            .map(csvCell)
            .join(","),
        )
        .join("\r\n");
      if (text) controller.enqueue(encoder.encode(`${text}\r\n`));
      if (results.length < STATEMENT_PAGE) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statement_${batch.channel_code}_${batch.bill_date.replace(/-/g, "")}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

export const batchRoutes = [
  ...serveEach(recon.reconBatch, { list: batchList, detail: batchDetail, statement: batchStatement }),
];

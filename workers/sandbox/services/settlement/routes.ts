/**
 * cloud-settle (settle.*): 结算记录 (settleBatch) and 结算配置 (settleConfig), as the platform's backend
 * would answer them (issue 17; ADR 018). Amounts are yuan text on the wire, fen inside; every read
 * and change is limited to the operator's partner scope (ADR 016) and rows carry agentPath and
 * merchantId; actions check their button (settle_audit, settle_remit, settle_config_edit). A batch
 * is a merchant's (owner_type 1: its orders are the lines) or an agent's (2: its profit shares,
 * ADR 019); the list filters by ownerType, finds the party by number or name and a batch by its number.
 *
 * Remittance is remit.ts; the batch row and its wire shape batch.ts.
 */
import { type Route, type RouteContext, operatorName } from "../../core/env";
import { settle } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";
import { chars, fail, formatDate, ok, str } from "../../core/http";
import { bodyBehind } from "../../core/permission";
import { readPage, Where, readListPage } from "../../core/query";
import { field, queryParam, formBody } from "../../core/request";
import { ACCOUNT_OWNER } from "../account/ledger";
import { yuanOf } from "../order/catalogue";
import { ALREADY_AUDITED, BATCH_SELECT, type BatchRow, batchVO, REVIEWING, scopedBatch } from "./batch";
import { BATCH_STATE } from "./catalogue";
import { settleConfigRoutes } from "./config";
import { remitAction } from "./remit";
import { ownerScope } from "./scope";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function batchList(ctx: RouteContext): Promise<Response> {
  const scope = await ownerScope(ctx, "b");
  const where = new Where("b.tenant_id = ?", ctx.user!.tenantId)
    .add(scope.sql, ...scope.binds)
    .equal("b.state", queryParam(ctx, "state"))
    .equal("b.settle_type", queryParam(ctx, "settleType"))
    .equal("b.owner_type", queryParam(ctx, "ownerType"))
    // One batch by its number, exact, by the (tenant_id, batch_no) index (issue 34's search).
    .equal("b.batch_no", (queryParam(ctx, "batchNo") ?? "").slice(0, 64));
  const start = (queryParam(ctx, "startDate") ?? "").trim();
  const end = (queryParam(ctx, "endDate") ?? "").trim();
  if (DATE.test(start)) where.add("b.settle_date >= ?", start);
  if (DATE.test(end)) where.add("b.settle_date <= ?", end);
  const party = (queryParam(ctx, "party") ?? "").trim();
  if (party) {
    // A merchant's or an agent's number (from its start) or name (anywhere).
    const like = party.replace(/[\\%_]/g, (c) => `\\${c}`);
    const tenant = ctx.user!.tenantId;
    where.add(
      `(b.merchant_id IN (SELECT pm.id FROM cloud_merchant_info pm WHERE pm.tenant_id = ? AND pm.is_deleted = 0
      AND (pm.merchant_no LIKE ? ESCAPE '\\' OR pm.merchant_full_name LIKE ? ESCAPE '\\'))
      OR (b.owner_type = 2 AND b.owner_id IN (SELECT pa.id FROM cloud_agent_info pa WHERE pa.tenant_id = ? AND pa.is_deleted = 0
      AND (pa.agent_no LIKE ? ESCAPE '\\' OR pa.agent_name LIKE ? ESCAPE '\\'))))`,
      tenant,
      `${like}%`,
      `%${like}%`,
      tenant,
      `${like}%`,
      `%${like}%`,
    );
  }
  if (queryParam(ctx, "reviewing") === "1") where.add(REVIEWING);
  return readListPage<BatchRow>(
    ctx,
    { from: "cloud_settle_batch b", rows: BATCH_SELECT, where, order: "b.settle_date DESC, b.batch_no DESC" },
    (rows) => rows.map((r) => batchVO(r)),
  );
}

async function batchDetail(ctx: RouteContext): Promise<Response> {
  const row = await scopedBatch(ctx, queryParam(ctx, "id") ?? "");
  return row instanceof Response ? row : ok(batchVO(row, true));
}

interface LineRow {
  id: string;
  order_no: string;
  mch_order_no: string;
  pay_type: string;
  pay_time: number;
  amount_fen: number;
  fee_fen: number;
  refunded_fen: number;
  state: number;
}

/** What a batch line says of its order (a merchant's batch and an agent's alike). */
const orderOfLine = (o: LineRow) => ({
  id: o.id,
  orderNo: o.order_no,
  mchOrderNo: o.mch_order_no,
  payType: o.pay_type,
  payTime: formatDate(o.pay_time),
  state: o.state,
  amount: yuanOf(o.amount_fen),
});

interface ShareLineRow extends LineRow {
  depth: number;
  agent_rate: string;
  child_rate: string;
  share_fen: number;
  kept_share_fen: number;
  merchant_no: string | null;
}

/**
 * A batch's lines, paged: a merchant's batch its orders; an agent's batch its profit shares (ADR 019),
 * each with its order, the level (1: the merchant's own agent), the rate below and the agent's cost.
 */
async function batchLines(ctx: RouteContext): Promise<Response> {
  const row = await scopedBatch(ctx, queryParam(ctx, "batchId") ?? "");
  if (row instanceof Response) return row;
  if (row.owner_type === ACCOUNT_OWNER.agent) {
    return readPage<ShareLineRow>(
      ctx,
      {
        count: "SELECT COUNT(*) AS n FROM cloud_profit_share WHERE batch_id = ? AND tenant_id = ?",
        rows: `SELECT o.id, o.order_no, o.mch_order_no, o.pay_type, o.pay_time, o.amount_fen, o.fee_fen, o.refunded_fen, o.state, m.merchant_no,
                 s.depth, s.agent_rate, s.child_rate, s.share_fen, s.kept_share_fen
               FROM cloud_profit_share s JOIN cloud_trade_order o ON o.id = s.order_id LEFT JOIN cloud_merchant_info m ON m.id = o.merchant_id
               WHERE s.batch_id = ? AND s.tenant_id = ? ORDER BY s.pay_time, o.order_no`,
        binds: [row.id, row.tenant_id],
      },
      (rows) =>
        rows.map((o) => ({
          ...orderOfLine(o),
          merchantNo: str(o.merchant_no),
          refundedAmount: yuanOf(o.refunded_fen),
          depth: o.depth,
          childRate: o.child_rate,
          agentRate: o.agent_rate,
          shareAmount: yuanOf(o.share_fen),
          refundAmount: yuanOf(o.share_fen - o.kept_share_fen),
          netAmount: yuanOf(o.kept_share_fen),
        })),
    );
  }
  return readPage<LineRow>(
    ctx,
    {
      count: "SELECT COUNT(*) AS n FROM cloud_trade_order WHERE settle_batch_id = ? AND tenant_id = ?",
      rows: "SELECT id, order_no, mch_order_no, pay_type, pay_time, amount_fen, fee_fen, refunded_fen, state FROM cloud_trade_order WHERE settle_batch_id = ? AND tenant_id = ? ORDER BY pay_time, order_no",
      binds: [row.id, row.tenant_id],
    },
    (rows) =>
      rows.map((o) => ({
        ...orderOfLine(o),
        feeAmount: yuanOf(o.fee_fen),
        refundAmount: yuanOf(o.refunded_fen),
        netAmount: yuanOf(o.amount_fen - o.refunded_fen - o.fee_fen),
      })),
  );
}

/** POST settleBatch/audit {id, pass, remark}: 等待审核 → 已审核 or 审核不通过 (a remark of at most 200 characters required). */
async function batchAudit(ctx: RouteContext): Promise<Response> {
  const body = await bodyBehind(ctx, "settle_audit", formBody);
  if (body instanceof Response) return body;
  const batch = await scopedBatch(ctx, field(body, "id") ?? "");
  if (batch instanceof Response) return batch;
  if (typeof body.pass !== "boolean") return fail("请选择审核结果");
  const remark = (field(body, "remark") ?? "").trim();
  if (!body.pass && !remark) return fail("请填写审核不通过的原因");
  if (chars(remark) > 200) return fail("审核意见不能超过200个字符");
  if (batch.state !== BATCH_STATE.waiting) return fail(ALREADY_AUDITED);
  const now = Date.now();
  const result = await ctx.env.DB.prepare(
    `UPDATE cloud_settle_batch SET state = ?, audit_user = ?, audit_user_name = ?, audit_time = ?, audit_remark = ?, update_time = ?
     WHERE id = ? AND state = ?`,
  )
    .bind(
      body.pass ? BATCH_STATE.audited : BATCH_STATE.rejected,
      ctx.user!.userId,
      operatorName(ctx.user!),
      now,
      remark || null,
      now,
      batch.id,
      BATCH_STATE.waiting,
    )
    .run();
  return result.meta.changes > 0
    ? ok({ state: body.pass ? BATCH_STATE.audited : BATCH_STATE.rejected })
    : fail(ALREADY_AUDITED);
}

export default [
  ...serveEach(settle.settleBatch, {
    list: batchList,
    detail: batchDetail,
    lines: batchLines,
    audit: batchAudit,
    remit: remitAction(BATCH_STATE.audited, "仅已审核的批次可以打款"),
    retry: remitAction(BATCH_STATE.failed, "仅打款失败的批次可以重试"),
  }),
  ...settleConfigRoutes,
] satisfies Route[];

/**
 * /api/cloud-settle: 结算记录 (settleBatch) and 结算配置 (settleConfig), as the platform's backend
 * would answer them (issue 17; ADR 018). Amounts are yuan text on the wire, fen inside; every read
 * and change is limited to the operator's partner scope (ADR 016) and rows carry agentPath and
 * merchantId; actions check their button (settle_audit, settle_remit, settle_config_edit). A batch
 * is a merchant's (owner_type 1: its orders are the lines) or an agent's (2: its profit shares,
 * ADR 019); the list filters by ownerType and finds the party by number or name.
 *
 * Remittance (打款, 重试打款): the batch is claimed 已审核 (or 打款失败) → 打款中 by a guarded UPDATE
 * (the second operator is refused), then the simulated bank answers at once, deterministically by
 * the batch number (catalogue bankRefuses): 打款成功 debits the merchant's available balance by the
 * net with a REMIT ledger row in the same D1 batch as the state change; 打款失败 records the reason.
 * A remittance above the merchant's review threshold (复核金额) is not carried out: it becomes a
 * money request (kind remit) and the batch names it in request_id, shown as 待复核 (`reviewing`)
 * while that request waits; `executeRemit` carries it out when a second operator approves.
 */
import type { Route, RouteContext } from "../../core/env";
import { chars, fail, formatDate, ok, str } from "../../core/http";
import { newId } from "../../core/ids";
import { agentPathSql } from "../../core/partner-scope";
import { requireCode } from "../../core/permission";
import { readPage, Where } from "../../core/query";
import { field, jsonBody, queryParam } from "../../core/request";
import { ACCOUNT_OWNER, LEDGER_BIZ, ledgerEntry } from "../account/ledger";
import { type MoneyExecutor, needsReview, requestStatement } from "../approval/requests";
import { yuanOf } from "../order/catalogue";
import { BANK_FAIL, BATCH_STATE, bankRefuses } from "./catalogue";
import { settleConfigRoutes } from "./config";
import { ownerScope, scopedRow } from "./scope";

const API = "/api/cloud-settle";
export const BATCH_MISSING = "结算批次不存在";
export const STATE_CHANGED = "该批次状态已变更，请刷新后重试";
export const ALREADY_AUDITED = "该批次已审核，请勿重复操作";
export const WAITING_REVIEW = "该批次的打款已提交复核，请等待复核";
export const REVIEW_CREATED = "打款金额超过复核金额，已提交复核";
export const NO_FUNDS = "账户可用余额不足";

interface BatchRow {
  id: string;
  tenant_id: string;
  batch_no: string;
  owner_type: number;
  owner_id: string;
  merchant_id: string | null;
  agent_id: string | null;
  agent_ancestors: string | null;
  settle_type: string;
  trade_date: string;
  settle_date: string;
  order_count: number;
  gross_fen: number;
  fee_fen: number;
  refund_fen: number;
  net_fen: number;
  account_name: string | null;
  account_no: string | null;
  bank_name: string | null;
  state: number;
  error_msg: string | null;
  request_id: string | null;
  reviewing: number;
  remit_count: number;
  audit_user_name: string | null;
  audit_time: number | null;
  audit_remark: string | null;
  remit_user_name: string | null;
  remit_time: number | null;
  finish_time: number | null;
  create_time: number;
  merchant_no: string | null;
  merchant_name: string | null;
  owner_no: string | null;
  owner_name: string | null;
  agent_path: string | null;
}

/** 6228 **** 1234: the first four and last four digits. */
export function maskAccount(no: string | null): string {
  const v = no ?? "";
  return v.length > 8 ? `${v.slice(0, 4)} **** ${v.slice(-4)}` : v;
}

/** Is a waiting money request named by the batch? (SQL on alias b). */
const REVIEWING = "(b.request_id IS NOT NULL AND EXISTS (SELECT 1 FROM cloud_money_request q WHERE q.id = b.request_id AND q.state = 0))";

const BATCH_SELECT = `SELECT b.*, ${REVIEWING} AS reviewing, m.merchant_no, m.merchant_full_name AS merchant_name, ${agentPathSql("a")} AS agent_path,
  CASE WHEN b.owner_type = 2 THEN a.agent_no ELSE m.merchant_no END AS owner_no, CASE WHEN b.owner_type = 2 THEN a.agent_name ELSE m.merchant_full_name END AS owner_name
  FROM cloud_settle_batch b LEFT JOIN cloud_merchant_info m ON m.id = b.merchant_id LEFT JOIN cloud_agent_info a ON a.id = b.agent_id`;

const batchVO = (b: BatchRow, full = false) => ({
  id: b.id, batchNo: b.batch_no, ownerType: b.owner_type, ownerId: b.owner_id, merchantId: str(b.merchant_id), merchantNo: str(b.merchant_no),
  merchantName: str(b.merchant_name), ownerNo: str(b.owner_no), ownerName: str(b.owner_name), agentId: str(b.agent_id), agentPath: str(b.agent_path), settleType: b.settle_type, tradeDate: b.trade_date,
  settleDate: b.settle_date, orderCount: b.order_count, grossAmount: yuanOf(b.gross_fen), feeAmount: yuanOf(b.fee_fen),
  refundAmount: yuanOf(b.refund_fen), netAmount: yuanOf(b.net_fen), accountName: str(b.account_name),
  accountNo: full ? str(b.account_no) : maskAccount(b.account_no), bankName: str(b.bank_name), state: b.state, reviewing: b.reviewing ? 1 : 0,
  requestId: b.reviewing ? str(b.request_id) : "", errorMsg: str(b.error_msg), remitCount: b.remit_count, auditUserName: str(b.audit_user_name),
  auditTime: formatDate(b.audit_time), auditRemark: str(b.audit_remark), remitUserName: str(b.remit_user_name), remitTime: formatDate(b.remit_time),
  finishTime: formatDate(b.finish_time), createTime: formatDate(b.create_time),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function batchList(ctx: RouteContext): Promise<Response> {
  const scope = await ownerScope(ctx, "b");
  const where = new Where("b.tenant_id = ?", ctx.user!.tenantId).add(scope.sql, ...scope.binds).equal("b.state", queryParam(ctx, "state"))
    .equal("b.settle_type", queryParam(ctx, "settleType")).equal("b.owner_type", queryParam(ctx, "ownerType"));
  const start = (queryParam(ctx, "startDate") ?? "").trim();
  const end = (queryParam(ctx, "endDate") ?? "").trim();
  if (DATE.test(start)) where.add("b.settle_date >= ?", start);
  if (DATE.test(end)) where.add("b.settle_date <= ?", end);
  const party = (queryParam(ctx, "party") ?? "").trim();
  if (party) {
    // A merchant's or an agent's number (from its start) or name (anywhere).
    const like = party.replace(/[\\%_]/g, (c) => `\\${c}`);
    const tenant = ctx.user!.tenantId;
    where.add(`(b.merchant_id IN (SELECT pm.id FROM cloud_merchant_info pm WHERE pm.tenant_id = ? AND pm.is_deleted = 0
      AND (pm.merchant_no LIKE ? ESCAPE '\\' OR pm.merchant_full_name LIKE ? ESCAPE '\\'))
      OR (b.owner_type = 2 AND b.owner_id IN (SELECT pa.id FROM cloud_agent_info pa WHERE pa.tenant_id = ? AND pa.is_deleted = 0
      AND (pa.agent_no LIKE ? ESCAPE '\\' OR pa.agent_name LIKE ? ESCAPE '\\'))))`,
    tenant, `${like}%`, `%${like}%`, tenant, `${like}%`, `%${like}%`);
  }
  if (queryParam(ctx, "reviewing") === "1") where.add(REVIEWING);
  return readPage<BatchRow>(
    ctx,
    { count: `SELECT COUNT(*) AS n FROM cloud_settle_batch b ${where.sql}`, rows: `${BATCH_SELECT} ${where.sql} ORDER BY b.settle_date DESC, b.batch_no DESC`, binds: where.binds },
    (rows) => rows.map((r) => batchVO(r)),
  );
}

const scopedBatch = (ctx: RouteContext, id: string) =>
  scopedRow<BatchRow>(ctx, `${BATCH_SELECT} WHERE b.id = ? AND b.tenant_id = ?`, "cloud_settle_batch", "b", id, BATCH_MISSING);

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
      (rows) => rows.map((o) => ({
        id: o.id, orderNo: o.order_no, mchOrderNo: o.mch_order_no, merchantNo: str(o.merchant_no), payType: o.pay_type, payTime: formatDate(o.pay_time),
        state: o.state, amount: yuanOf(o.amount_fen), refundedAmount: yuanOf(o.refunded_fen), depth: o.depth, childRate: o.child_rate, agentRate: o.agent_rate,
        shareAmount: yuanOf(o.share_fen), refundAmount: yuanOf(o.share_fen - o.kept_share_fen), netAmount: yuanOf(o.kept_share_fen),
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
    (rows) => rows.map((o) => ({
      id: o.id, orderNo: o.order_no, mchOrderNo: o.mch_order_no, payType: o.pay_type, payTime: formatDate(o.pay_time), state: o.state,
      amount: yuanOf(o.amount_fen), feeAmount: yuanOf(o.fee_fen), refundAmount: yuanOf(o.refunded_fen), netAmount: yuanOf(o.amount_fen - o.refunded_fen - o.fee_fen),
    })),
  );
}

const operatorName = (ctx: RouteContext): string => ctx.user!.nickName || ctx.user!.account;

/** POST settleBatch/audit {id, pass, remark}: 等待审核 → 已审核 or 审核不通过 (a remark of at most 200 characters required). */
async function batchAudit(ctx: RouteContext): Promise<Response> {
  const refused = await requireCode(ctx, "settle_audit");
  if (refused) return refused;
  const body = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!body) return fail("请求参数不正确");
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
  ).bind(body.pass ? BATCH_STATE.audited : BATCH_STATE.rejected, ctx.user!.userId, operatorName(ctx), now, remark || null, now, batch.id, BATCH_STATE.waiting).run();
  return result.meta.changes > 0 ? ok({ state: body.pass ? BATCH_STATE.audited : BATCH_STATE.rejected }) : fail(ALREADY_AUDITED);
}

/**
 * Carries a remittance out as ctx.user: claims the batch (`guard` on alias-free columns, e.g.
 * `state = 1`) to 打款中, asks the simulated bank, and ends 打款成功 (the REMIT ledger row and the
 * state in one D1 batch) or 打款失败 with the reason. null when the claim was lost.
 */
async function carryOut(ctx: RouteContext, batch: BatchRow, guard: string, guardBinds: unknown[]): Promise<{ state: number; msg: string } | null> {
  const db = ctx.env.DB;
  const now = Date.now();
  const op = newId();
  const claim = await db.prepare(
    `UPDATE cloud_settle_batch SET state = 3, remit_op = ?, remit_user = ?, remit_user_name = ?, remit_time = ?, error_msg = NULL, update_time = ?
     WHERE id = ? AND ${guard}`,
  ).bind(op, ctx.user!.userId, operatorName(ctx), now, now, batch.id, ...guardBinds).run();
  if (claim.meta.changes === 0) return null;
  const end = (state: number, msg: string | null) =>
    db.prepare("UPDATE cloud_settle_batch SET state = ?, error_msg = ?, remit_count = remit_count + 1, request_id = NULL, finish_time = ?, update_time = ? WHERE id = ? AND state = 3 AND remit_op = ?")
      .bind(state, msg, now, now, batch.id, op);
  if (bankRefuses(batch.batch_no, batch.remit_count)) {
    await end(BATCH_STATE.failed, BANK_FAIL.reason).run();
    return { state: BATCH_STATE.failed, msg: `打款失败：${BANK_FAIL.reason}` };
  }
  const account = await db.prepare("SELECT id FROM cloud_account WHERE tenant_id = ? AND owner_type = ? AND owner_id = ?")
    .bind(batch.tenant_id, batch.owner_type, batch.owner_id).first<string>("id");
  if (!account) {
    await end(BATCH_STATE.failed, NO_FUNDS).run();
    return { state: BATCH_STATE.failed, msg: `打款失败：${NO_FUNDS}` };
  }
  const [debit, entry] = ledgerEntry(db, {
    tenantId: batch.tenant_id, accountId: account, bizType: LEDGER_BIZ.remit, bizNo: batch.batch_no, available: -batch.net_fen,
    remark: "结算打款", operatorId: ctx.user!.userId, operatorName: operatorName(ctx), time: now,
  });
  // 打款成功 only when the debit was written (its ledger row exists): one transaction.
  const done = db.prepare(
    `UPDATE cloud_settle_batch SET state = 4, error_msg = NULL, remit_count = remit_count + 1, request_id = NULL, finish_time = ?, update_time = ?
     WHERE id = ? AND state = 3 AND remit_op = ?
       AND EXISTS (SELECT 1 FROM cloud_account_ledger l WHERE l.account_id = ? AND l.biz_type = 'REMIT' AND l.biz_no = ? AND l.create_time = ?)`,
  ).bind(now, now, batch.id, op, account, batch.batch_no, now);
  const results = await db.batch([debit, entry, done]);
  if (results[0]!.meta.changes === 0) {
    await end(BATCH_STATE.failed, NO_FUNDS).run();
    return { state: BATCH_STATE.failed, msg: `打款失败：${NO_FUNDS}` };
  }
  return { state: BATCH_STATE.remitted, msg: "打款成功" };
}

/** POST settleBatch/remit {id} (已审核) and settleBatch/retry {id} (打款失败). */
function remitAction(from: number, wrongState: string) {
  return async (ctx: RouteContext): Promise<Response> => {
    const refused = await requireCode(ctx, "settle_remit");
    if (refused) return refused;
    const body = await jsonBody(ctx.req, { exactLongNumbers: true });
    if (!body) return fail("请求参数不正确");
    const batch = await scopedBatch(ctx, field(body, "id") ?? "");
    if (batch instanceof Response) return batch;
    if (batch.reviewing) return fail(WAITING_REVIEW);
    if (batch.state !== from) return fail(wrongState);
    const notReviewing = `state = ? AND (request_id IS NULL OR NOT EXISTS (SELECT 1 FROM cloud_money_request q WHERE q.id = request_id AND q.state = 0))`;
    if (await needsReview(ctx.env.DB, batch.tenant_id, { type: batch.owner_type, id: batch.owner_id }, batch.net_fen)) {
      const request = requestStatement(ctx, {
        kind: "remit", targetId: batch.id, targetLabel: batch.batch_no, merchantId: batch.merchant_id, agentId: batch.agent_id,
        agentAncestors: batch.agent_ancestors, amountFen: batch.net_fen, payload: { from }, reason: from === BATCH_STATE.failed ? "重试打款" : "结算打款",
      });
      const db = ctx.env.DB;
      const results = await db.batch([
        db.prepare(`UPDATE cloud_settle_batch SET request_id = ?, update_time = ? WHERE id = ? AND ${notReviewing}`).bind(request.id, Date.now(), batch.id, from),
        request.statement,
        // The request stays only when the batch took it (a concurrent claim leaves no orphan).
        db.prepare("DELETE FROM cloud_money_request WHERE id = ? AND NOT EXISTS (SELECT 1 FROM cloud_settle_batch WHERE id = ? AND request_id = ?)")
          .bind(request.id, batch.id, request.id),
      ]);
      return results[0]!.meta.changes > 0 ? ok({ state: batch.state, reviewing: 1, requestId: request.id }, REVIEW_CREATED) : fail(STATE_CHANGED);
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
  const batch = await ctx.env.DB.prepare(`${BATCH_SELECT} WHERE b.id = ? AND b.tenant_id = ?`).bind(request.target_id, request.tenant_id).first<BatchRow>();
  if (!batch) return { ok: false, msg: BATCH_MISSING };
  if (batch.request_id !== request.id || (batch.state !== BATCH_STATE.audited && batch.state !== BATCH_STATE.failed)) return { ok: false, msg: STATE_CHANGED };
  const outcome = await carryOut(ctx, batch, "state IN (1, 5) AND request_id = ?", [request.id]);
  return outcome ? { ok: true } : { ok: false, msg: STATE_CHANGED };
};

export const settlementRoutes: Route[] = [
  { methods: ["GET"], path: `${API}/settleBatch/list`, handler: batchList },
  { methods: ["GET"], path: `${API}/settleBatch/detail`, handler: batchDetail },
  { methods: ["GET"], path: `${API}/settleBatch/lines`, handler: batchLines },
  { methods: ["POST"], path: `${API}/settleBatch/audit`, handler: batchAudit },
  { methods: ["POST"], path: `${API}/settleBatch/remit`, handler: remitAction(BATCH_STATE.audited, "仅已审核的批次可以打款") },
  { methods: ["POST"], path: `${API}/settleBatch/retry`, handler: remitAction(BATCH_STATE.failed, "仅打款失败的批次可以重试") },
  ...settleConfigRoutes,
];

export { ACCOUNT_OWNER };

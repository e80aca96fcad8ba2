/**
 * A settlement batch as the cloud-settle routes read it (ADR 018, 019): the row with its owner's
 * number and name and agent path, its wire shape (batchVO), the scoped read of one batch, and the
 * messages the batch routes and remittance share.
 */
import type { z } from "zod";
import type { settleBatchRow } from "../../../../shared/contract/index.ts";
import type { RouteContext } from "../../core/env";
import { formatDate, str } from "../../core/http";
import { agentPathSql } from "../../core/partner-scope";
import { yuanOf } from "../order/catalogue";
import { scopedRow } from "./scope";

export const BATCH_MISSING = "结算批次不存在";
export const STATE_CHANGED = "该批次状态已变更，请刷新后重试";
export const ALREADY_AUDITED = "该批次已审核，请勿重复操作";
export const WAITING_REVIEW = "该批次的打款已提交复核，请等待复核";
export const REVIEW_CREATED = "打款金额超过复核金额，已提交复核";
export const NO_FUNDS = "账户可用余额不足";

export interface BatchRow {
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
export const REVIEWING =
  "(b.request_id IS NOT NULL AND EXISTS (SELECT 1 FROM cloud_money_request q WHERE q.id = b.request_id AND q.state = 0))";

export const BATCH_SELECT = `SELECT b.*, ${REVIEWING} AS reviewing, m.merchant_no, m.merchant_full_name AS merchant_name, ${agentPathSql("a")} AS agent_path,
  CASE WHEN b.owner_type = 2 THEN a.agent_no ELSE m.merchant_no END AS owner_no, CASE WHEN b.owner_type = 2 THEN a.agent_name ELSE m.merchant_full_name END AS owner_name
  FROM cloud_settle_batch b LEFT JOIN cloud_merchant_info m ON m.id = b.merchant_id LEFT JOIN cloud_agent_info a ON a.id = b.agent_id`;

export const batchVO = (b: BatchRow, full = false): z.input<typeof settleBatchRow> => ({
  id: b.id,
  batchNo: b.batch_no,
  ownerType: b.owner_type,
  ownerId: b.owner_id,
  merchantId: str(b.merchant_id),
  merchantNo: str(b.merchant_no),
  merchantName: str(b.merchant_name),
  ownerNo: str(b.owner_no),
  ownerName: str(b.owner_name),
  agentId: str(b.agent_id),
  agentPath: str(b.agent_path),
  settleType: b.settle_type,
  tradeDate: b.trade_date,
  settleDate: b.settle_date,
  orderCount: b.order_count,
  grossAmount: yuanOf(b.gross_fen),
  feeAmount: yuanOf(b.fee_fen),
  refundAmount: yuanOf(b.refund_fen),
  netAmount: yuanOf(b.net_fen),
  accountName: str(b.account_name),
  accountNo: full ? str(b.account_no) : maskAccount(b.account_no),
  bankName: str(b.bank_name),
  state: b.state,
  reviewing: b.reviewing ? 1 : 0,
  requestId: b.reviewing ? str(b.request_id) : "",
  errorMsg: str(b.error_msg),
  remitCount: b.remit_count,
  auditUserName: str(b.audit_user_name),
  auditTime: formatDate(b.audit_time),
  auditRemark: str(b.audit_remark),
  remitUserName: str(b.remit_user_name),
  remitTime: formatDate(b.remit_time),
  finishTime: formatDate(b.finish_time),
  createTime: formatDate(b.create_time),
});

export const scopedBatch = (ctx: RouteContext, id: string) =>
  scopedRow<BatchRow>(
    ctx,
    `${BATCH_SELECT} WHERE b.id = ? AND b.tenant_id = ?`,
    "cloud_settle_batch",
    "b",
    id,
    BATCH_MISSING,
  );

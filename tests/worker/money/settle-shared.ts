/** What the settlement screens' Worker tests share. */
import { type Browser, sandboxDb, signedInAs } from "../browser";

/**
 * Signs in, waiting out the sandbox's first-request seed: on a cold sandbox the seeds take longer
 * than the console's backend deadline, so the first tries answer 503/504 while the seed goes on.
 */
export async function signedInWhenSeeded(account: string, password?: string): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signedInAs(account, password);
    } catch (error) {
      if (attempt >= 8) throw error;
    }
  }
}

/** A batch a test made for itself (ownBatch). */
export interface OwnBatch {
  id: string;
  batch_no: string;
  merchant_id: string;
  merchant_no: string;
  settle_date: string;
  net_fen: number;
}

let serial = 0;

/**
 * A merchant batch of its own for a test, written straight into the sandbox's database, so the
 * test never depends on the seed's day or on how many batches came before it: `state` (0 等待审核,
 * 1 已审核), a net of `netFen` (no fee or refund), settled on `settleDate` (default: a day the seed
 * never reaches, so a list filtered to it shows the test's own rows only), the merchant's account
 * and agent copied from its settlement config and row. Its number's serial is never one the
 * simulated bank refuses (BANK_FAIL: 7 modulo 25), and no order is its line.
 */
export async function ownBatch(merchantNo: string, options: { state: 0 | 1; netFen: number; settleDate?: string }): Promise<OwnBatch> {
  const db = sandboxDb();
  const merchant = (await db.prepare(
    `SELECT m.id, m.tenant_id, m.agent_id, a.ancestors, c.account_name, c.account_no, c.bank_name, COALESCE(c.settle_type, '1') AS settle_type
     FROM cloud_merchant_info m LEFT JOIN cloud_agent_info a ON a.id = m.agent_id
     LEFT JOIN cloud_settle_config c ON c.tenant_id = m.tenant_id AND c.owner_type = 1 AND c.owner_id = m.id
     WHERE m.merchant_no = ? AND m.is_deleted = 0`,
  ).bind(merchantNo).first<{ id: string; tenant_id: string; agent_id: string; ancestors: string; account_name: string; account_no: string; bank_name: string; settle_type: string }>())!;
  const settleDate = options.settleDate ?? "2001-01-02";
  for (;;) {
    // 900000 and up: above every seeded serial; never 7 modulo 25 (the bank's refusal).
    const n = 900_000 + Math.floor(Math.random() * 99_000) + ++serial;
    if (n % 25 === 7) continue;
    const id = `189${String(Date.now()).slice(-7)}${String(n).padStart(9, "0")}`; // never a seeded id (1 + kind 80 + serial)
    const batchNo = `JS${settleDate.replace(/-/g, "")}${n}`;
    const now = Date.now();
    const written = await db.prepare(
      `INSERT OR IGNORE INTO cloud_settle_batch (id, tenant_id, batch_no, owner_type, owner_id, merchant_id, agent_id, agent_ancestors, settle_type,
         trade_date, settle_date, order_count, gross_fen, fee_fen, refund_fen, net_fen, account_name, account_no, bank_name, state, remit_count,
         audit_user_name, audit_time, create_time, update_time)
       VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 1, ?, 0, 0, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    ).bind(id, merchant.tenant_id, batchNo, merchant.id, merchant.id, merchant.agent_id, merchant.ancestors, merchant.settle_type, settleDate, settleDate,
      options.netFen, options.netFen, merchant.account_name, merchant.account_no, merchant.bank_name, options.state,
      options.state === 1 ? "系统管理员" : null, options.state === 1 ? now : null, now, now).run();
    if (written.meta.changes === 1) return { id, batch_no: batchNo, merchant_id: merchant.id, merchant_no: merchantNo, settle_date: settleDate, net_fen: options.netFen };
  }
}

/** 结算记录's list narrowed to a batch's merchant and settlement day (and state): where its row is, on the first page. */
export const listedWith = (batch: OwnBatch, state: number) =>
  `/settlement/settleRecord?party=${batch.merchant_no}&startDate=${batch.settle_date}&endDate=${batch.settle_date}&state=${state}`;

/**
 * A settlement batch of a test's own (结算记录, ADR 018), written straight into the sandbox's D1,
 * so a test never depends on the seed's day or on which batches came before it. Used by the
 * sandbox's tests and the console's Worker tests alike (each passes its handle on the database).
 */
import { LEDGER_BIZ, ledgerEntry } from "../../../workers/sandbox/services/account/ledger";
import { BANK_FAIL } from "../../../workers/sandbox/services/settlement/catalogue";

/** The settlement day of a test's own batches: one the seed never reaches (it lays out the 30 days before today). */
export const OWN_BATCH_DAY = "2001-01-02";

export interface OwnBatch {
  id: string;
  batch_no: string;
  /** The merchant's or the agent's id. */
  owner_id: string;
  /** The merchant's id ("" for an agent's batch). */
  merchant_id: string;
  /** The merchant's or agent's number. */
  party_no: string;
  settle_date: string;
  net_fen: number;
}

let serial = 0;

/**
 * A batch of a merchant (`M…`) or an agent (`A…`, its profit share): `state` (0 等待审核, 1 已审核),
 * a net of `netFen` (no fee or refund), settled on `settleDate` (default OWN_BATCH_DAY), with the
 * party's agent path and settlement account, its net credited to the party's available balance
 * with a SETTLE ledger row (as a settlement credits it), so the ledger still sums to the balances.
 * Its number's serial is one the simulated bank refuses at the first attempt when `bankRefuses`,
 * else never (BANK_FAIL). No order or share is its line.
 */
export async function ownBatch(
  db: D1Database,
  partyNo: string,
  options: { state: 0 | 1; netFen: number; settleDate?: string; bankRefuses?: boolean },
): Promise<OwnBatch> {
  const agent = partyNo.startsWith("A");
  const party = await db
    .prepare(
      agent
        ? `SELECT a.id, a.tenant_id, NULL AS merchant_id, a.id AS agent_id, a.ancestors, c.account_name, c.account_no, c.bank_name, COALESCE(c.settle_type, '1') AS settle_type
         FROM cloud_agent_info a LEFT JOIN cloud_settle_config c ON c.tenant_id = a.tenant_id AND c.owner_type = 2 AND c.owner_id = a.id
         WHERE a.agent_no = ? AND a.is_deleted = 0`
        : `SELECT m.id, m.tenant_id, m.id AS merchant_id, m.agent_id, a.ancestors, c.account_name, c.account_no, c.bank_name, COALESCE(c.settle_type, '1') AS settle_type
         FROM cloud_merchant_info m LEFT JOIN cloud_agent_info a ON a.id = m.agent_id
         LEFT JOIN cloud_settle_config c ON c.tenant_id = m.tenant_id AND c.owner_type = 1 AND c.owner_id = m.id
         WHERE m.merchant_no = ? AND m.is_deleted = 0`,
    )
    .bind(partyNo)
    .first<{
      id: string;
      tenant_id: string;
      merchant_id: string | null;
      agent_id: string;
      ancestors: string;
      account_name: string;
      account_no: string;
      bank_name: string;
      settle_type: string;
    }>();
  if (!party) throw new Error(`no merchant or agent ${partyNo}`);
  const settleDate = options.settleDate ?? OWN_BATCH_DAY;
  for (;;) {
    // 900000 and up: above every seeded serial.
    const n = 900_000 + Math.floor(Math.random() * 99_000) + ++serial;
    if ((n % BANK_FAIL.every === BANK_FAIL.rest) !== Boolean(options.bankRefuses)) continue;
    const id = `189${String(Date.now()).slice(-7)}${String(n).padStart(9, "0")}`; // never a seeded id (1 + kind 80 + serial)
    const batchNo = `JS${settleDate.replace(/-/g, "")}${n}`;
    const now = Date.now();
    const audited = options.state === 1;
    const written = await db
      .prepare(
        `INSERT OR IGNORE INTO cloud_settle_batch (id, tenant_id, batch_no, owner_type, owner_id, merchant_id, agent_id, agent_ancestors, settle_type,
         trade_date, settle_date, order_count, gross_fen, fee_fen, refund_fen, net_fen, account_name, account_no, bank_name, state, remit_count,
         audit_user_name, audit_time, create_time, update_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0, 0, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        party.tenant_id,
        batchNo,
        agent ? 2 : 1,
        party.id,
        party.merchant_id,
        party.agent_id,
        party.ancestors,
        party.settle_type,
        settleDate,
        settleDate,
        options.netFen,
        options.netFen,
        party.account_name,
        party.account_no,
        party.bank_name,
        options.state,
        audited ? "系统管理员" : null,
        audited ? now : null,
        now,
        now,
      )
      .run();
    if (written.meta.changes !== 1) continue;
    const account = await db
      .prepare("SELECT id FROM cloud_account WHERE tenant_id = ? AND owner_type = ? AND owner_id = ?")
      .bind(party.tenant_id, agent ? 2 : 1, party.id)
      .first<string>("id");
    if (!account) throw new Error(`no account of ${partyNo}`);
    await db.batch(
      ledgerEntry(db, {
        tenantId: party.tenant_id,
        accountId: account,
        bizType: LEDGER_BIZ.settle,
        bizNo: batchNo,
        available: options.netFen,
        remark: "结算入账",
        operatorName: "系统",
        time: now,
      }),
    );
    return {
      id,
      batch_no: batchNo,
      owner_id: party.id,
      merchant_id: party.merchant_id ?? "",
      party_no: partyNo,
      settle_date: settleDate,
      net_fen: options.netFen,
    };
  }
}

/**
 * The ledger (ADR 018): every change of an account's balances is a cloud_account_ledger row with
 * the change to each balance and the balances after it. Seeds insert their entries with seq 0
 * and then run `ledgerRecomputeStatements`, which numbers every account's entries in time order,
 * writes the running balances and sets each account to the sum of its entries (its update time
 * to its latest entry's), so the ledger
 * sums to the balance by construction. Live changes go through `ledgerEntry` instead.
 */
import { operatorName, type RouteContext } from "../../core/env";
import { newId } from "../../core/ids";

export const ACCOUNT_OWNER = { merchant: 1, agent: 2 } as const;

/** Ledger biz types (dict account_biz_type). */
export const LEDGER_BIZ = {
  pay: "PAY",
  refund: "REFUND",
  settle: "SETTLE",
  remit: "REMIT",
  freeze: "FREEZE",
  unfreeze: "UNFREEZE",
  adjust: "ADJUST",
} as const;

/** After a seed's bulk entries: running balances and seq per account, then the accounts' balances. */
export function ledgerRecomputeStatements(tenantId: string): [string, unknown[]][] {
  return [
    [
      `UPDATE cloud_account_ledger SET seq = w.s, available_after = w.a, frozen_after = w.f, in_transit_after = w.t
       FROM (SELECT id,
               ROW_NUMBER() OVER win AS s,
               SUM(change_available) OVER win AS a, SUM(change_frozen) OVER win AS f, SUM(change_in_transit) OVER win AS t
             FROM cloud_account_ledger WHERE tenant_id = ?
             WINDOW win AS (PARTITION BY account_id ORDER BY create_time, id ROWS UNBOUNDED PRECEDING)) AS w
       WHERE cloud_account_ledger.id = w.id`,
      [tenantId],
    ],
    [
      `UPDATE cloud_account SET available_fen = COALESCE(s.a, 0), frozen_fen = COALESCE(s.f, 0), in_transit_fen = COALESCE(s.t, 0),
         update_time = MAX(COALESCE(s.last, 0), COALESCE(update_time, 0))
       FROM (SELECT account_id, SUM(change_available) AS a, SUM(change_frozen) AS f, SUM(change_in_transit) AS t, MAX(create_time) AS last
             FROM cloud_account_ledger WHERE tenant_id = ? GROUP BY account_id) AS s
       WHERE cloud_account.id = s.account_id`,
      [tenantId],
    ],
  ];
}

/** Who makes a ledger change and when: the signed-in operator, at `now`. */
export function byOperator(ctx: RouteContext, now: number): Pick<LedgerChange, "operatorId" | "operatorName" | "time"> {
  return { operatorId: ctx.user!.userId, operatorName: operatorName(ctx.user!), time: now };
}

export interface LedgerChange {
  tenantId: string;
  accountId: string;
  bizType: string;
  bizNo: string;
  available?: number;
  frozen?: number;
  inTransit?: number;
  remark?: string | null;
  operatorId?: string | null;
  operatorName?: string | null;
  time: number;
}

/**
 * One live change as two statements for one D1 batch: the account's UPDATE, guarded so no
 * balance goes below zero (it changes no row when one would) and marks the account with the
 * entry's id, and the ledger row, inserted only when the account carries that mark (its balances
 * after are read from the updated account). `onlyIf` adds a condition to the account's UPDATE (e.g.
 * that an order is still as it was read), so one guard decides the whole batch; `id` names the
 * entry (the mark), so later statements of the batch can require `accountMarked(account, id)`. Run them in a
 * batch and check `changed(result)` of the first: 0 rows means refused, and nothing was written.
 */
export function ledgerEntry(
  db: D1Database,
  change: LedgerChange,
  options: { id?: string; onlyIf?: { sql: string; binds: unknown[] } } = {},
): [D1PreparedStatement, D1PreparedStatement] {
  const a = change.available ?? 0;
  const f = change.frozen ?? 0;
  const t = change.inTransit ?? 0;
  const id = options.id ?? newId();
  const only = options.onlyIf ? ` AND (${options.onlyIf.sql})` : "";
  const update = db
    .prepare(
      `UPDATE cloud_account SET available_fen = available_fen + ?1, frozen_fen = frozen_fen + ?2, in_transit_fen = in_transit_fen + ?3,
         update_time = ?4, last_op = ?7
       WHERE id = ?5 AND tenant_id = ?6 AND available_fen + ?1 >= 0 AND frozen_fen + ?2 >= 0 AND in_transit_fen + ?3 >= 0${only}`,
    )
    .bind(a, f, t, change.time, change.accountId, change.tenantId, id, ...(options.onlyIf?.binds ?? []));
  const insert = db
    .prepare(
      `INSERT INTO cloud_account_ledger (id, tenant_id, account_id, biz_type, biz_no, change_available, change_frozen, change_in_transit,
         available_after, frozen_after, in_transit_after, remark, operator_id, operator_name, create_time, seq)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, acc.available_fen, acc.frozen_fen, acc.in_transit_fen, ?9, ?10, ?11, ?12,
         COALESCE((SELECT MAX(seq) FROM cloud_account_ledger WHERE account_id = ?3), 0) + 1
       FROM cloud_account acc WHERE acc.id = ?3 AND acc.last_op = ?1`,
    )
    .bind(
      id,
      change.tenantId,
      change.accountId,
      change.bizType,
      change.bizNo,
      a,
      f,
      t,
      change.remark ?? null,
      change.operatorId ?? null,
      change.operatorName ?? null,
      change.time,
    );
  return [update, insert];
}

/** SQL (and binds) true once the batch's ledger entry `entryId` changed the account: for the statements after it. */
export const accountMarked = (accountId: string, entryId: string): { sql: string; binds: unknown[] } => ({
  sql: "EXISTS (SELECT 1 FROM cloud_account WHERE id = ? AND last_op = ?)",
  binds: [accountId, entryId],
});

/** SQL shared by the settlement seed's merchant (seed.ts) and agent (agent-seed.ts) batches. */
import { BANK_FAIL, SETTLE_KIND } from "./catalogue";

/** A settlement row's id from its serial (SQL expression `n`). */
export const settleIdSql = (n: string) => `'1${SETTLE_KIND}' || printf('%016d', ${n})`;

/**
 * A batch's workflow state by its age `k` (days ago) and serial `sn` on alias `g`: the last 2 days
 * 等待审核 (a quarter 已审核), 3–4 days 已审核 (one in ten 审核不通过), older 打款成功, one in 25
 * 打款失败 (the simulated bank), one in 40 审核不通过.
 */
export const batchStateSql = (g: string) => `CASE WHEN ${g}.k <= 2 THEN CASE WHEN ${g}.sn % 4 = 0 THEN 1 ELSE 0 END
  WHEN ${g}.k <= 4 THEN CASE WHEN ${g}.sn % 10 = 0 THEN 2 ELSE 1 END
  ELSE CASE WHEN ${g}.sn % ${BANK_FAIL.every} = ${BANK_FAIL.rest} THEN 5 WHEN ${g}.sn % 40 = 1 THEN 2 ELSE 4 END END`;

/**
 * 最低结算金额 (ADR 019): an owner's pay days are settled oldest first; a day whose net, with what
 * earlier days carried, stays below the owner's minimum is not settled alone but carried into the
 * next day's batch; days still carried at the end wait (their orders stay 待结算). From `days`
 * (owner_id, k days ago, n, gross, fee, refunded), builds `map` (owner_id, k, close_k: the day of
 * the batch that settles it, NULL while carried) and `groups` (owner_id, k = the batch's day, n,
 * gross, fee, refunded, sn from `serialFrom` + 1).
 */
export function carryForwardStatements(
  tenant: string,
  t: { days: string; map: string; groups: string; ownerType: 1 | 2; serialFrom: number },
): [string, unknown[]][] {
  const ordered = `${t.map}_ordered`;
  return [
    [`DROP TABLE IF EXISTS ${ordered}`, []],
    [
      `CREATE TABLE ${ordered} AS
       SELECT d.owner_id, d.k, d.gross - d.fee - d.refunded AS net, COALESCE(c.min_amount_fen, 0) AS min,
         ROW_NUMBER() OVER (PARTITION BY d.owner_id ORDER BY d.k DESC) AS i
       FROM ${t.days} d LEFT JOIN cloud_settle_config c ON c.tenant_id = ?1 AND c.owner_type = ${t.ownerType} AND c.owner_id = d.owner_id`,
      [tenant],
    ],
    [`CREATE INDEX ${ordered}_key ON ${ordered} (owner_id, i)`, []],
    [`DROP TABLE IF EXISTS ${t.map}`, []],
    [
      `CREATE TABLE ${t.map} AS
       WITH RECURSIVE r (owner_id, i, k, acc, closed) AS (
         SELECT owner_id, i, k, net, net >= min FROM ${ordered} WHERE i = 1
         UNION ALL
         SELECT o.owner_id, o.i, o.k, CASE WHEN r.closed THEN 0 ELSE r.acc END + o.net, CASE WHEN r.closed THEN 0 ELSE r.acc END + o.net >= o.min
         FROM r JOIN ${ordered} o ON o.owner_id = r.owner_id AND o.i = r.i + 1
       )
       SELECT owner_id, k, MAX(CASE WHEN closed THEN k END) OVER (PARTITION BY owner_id ORDER BY k DESC ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS close_k
       FROM r`,
      [],
    ],
    [`CREATE INDEX ${t.map}_key ON ${t.map} (owner_id, k)`, []],
    [`DROP TABLE ${ordered}`, []],
    [`DROP TABLE IF EXISTS ${t.groups}`, []],
    [
      `CREATE TABLE ${t.groups} AS
       SELECT g.*, ${t.serialFrom} + ROW_NUMBER() OVER (ORDER BY g.k DESC, g.owner_id) AS sn FROM (
         SELECT d.owner_id, m.close_k AS k, SUM(d.n) AS n, SUM(d.gross) AS gross, SUM(d.fee) AS fee, SUM(d.refunded) AS refunded
         FROM ${t.days} d JOIN ${t.map} m ON m.owner_id = d.owner_id AND m.k = d.k WHERE m.close_k IS NOT NULL GROUP BY d.owner_id, m.close_k
       ) g`,
      [],
    ],
    [`CREATE INDEX ${t.groups}_key ON ${t.groups} (owner_id, k)`, []],
  ];
}

/**
 * A batch's trade day, settlement day and settle time (columns trade_date, settle_date, t) by its
 * cycle (`type`, dict-biz settle_type) and age (`k` days before ?2, today's Beijing midnight):
 * D+0 (2) settles at 23:30 the same day; D+1 (3) at 00:30 the next calendar day; T+1 (1) at 00:30
 * the next working day (a Friday's, Saturday's and Sunday's on Monday; public holidays are not
 * modelled). A batch whose settle time is still ahead is not made yet (its orders stay 待结算).
 */
export function scheduleSql(type: string, k: string): string {
  const day = `(CAST(?2 AS INTEGER) - ${k} * 86400000)`;
  const weekday = `CAST(strftime('%w', ${day} / 1000 + 28800, 'unixepoch') AS INTEGER)`;
  const lag = `CASE WHEN ${type} = '2' THEN 0 WHEN ${type} = '1' THEN CASE ${weekday} WHEN 5 THEN 3 WHEN 6 THEN 2 ELSE 1 END ELSE 1 END`;
  return `strftime('%Y-%m-%d', ${day} / 1000 + 28800, 'unixepoch') AS trade_date,
    strftime('%Y-%m-%d', (${day} + (${lag}) * 86400000) / 1000 + 28800, 'unixepoch') AS settle_date,
    CASE WHEN ${type} = '2' THEN ${day} + 84600000 ELSE ${day} + (${lag}) * 86400000 + 1800000 END AS t`;
}

/**
 * The INSERT of a batch per row of `groups` (owner_id, k, n, gross, fee, refunded, sn: see
 * carryForwardStatements) for owners of `ownerType`: its number, cycle and schedule (scheduleSql),
 * its state by age (batchStateSql) with the audit and remittance the state implies, the owner's
 * settlement account from its config; `joins` bring the owner's rows (alias `a`: the agent whose
 * ancestors the batch carries). Batches whose settle time is still ahead are not made.
 * ?1 tenant, ?2 today's Beijing midnight, ?3 the seed's moment (D1 binds numbers as REAL: cast).
 */
export function batchInsertSql(t: {
  groups: string;
  ownerType: 1 | 2;
  merchantId: string;
  agentId: string;
  joins: string;
}): string {
  const config = `cloud_settle_config c ON c.tenant_id = ?1 AND c.owner_type = ${t.ownerType}`;
  return `
INSERT OR IGNORE INTO cloud_settle_batch (id, tenant_id, batch_no, owner_type, owner_id, merchant_id, agent_id, agent_ancestors, settle_type,
  trade_date, settle_date, order_count, gross_fen, fee_fen, refund_fen, net_fen, account_name, account_no, bank_name, state, error_msg,
  remit_count, audit_user_name, audit_time, audit_remark, remit_user_name, remit_time, finish_time, create_time, update_time)
SELECT ${settleIdSql("x.sn")}, ?1, 'JS' || replace(x.trade_date, '-', '') || printf('%06d', x.sn), ${t.ownerType}, x.owner_id, ${t.merchantId}, ${t.agentId}, a.ancestors,
  x.settle_type, x.trade_date, x.settle_date, x.n, x.gross, x.fee, x.refunded, x.gross - x.fee - x.refunded,
  c.account_name, c.account_no, c.bank_name, x.state, CASE WHEN x.state = 5 THEN '${BANK_FAIL.reason}' END,
  CASE WHEN x.state IN (4, 5) THEN 1 ELSE 0 END,
  CASE WHEN x.state > 0 THEN '系统管理员' END, CASE WHEN x.state > 0 THEN MIN(x.t + 7200000, CAST(?3 AS INTEGER)) END,
  CASE WHEN x.state = 2 THEN '结算账户信息待核实' END,
  CASE WHEN x.state IN (4, 5) THEN '系统管理员' END, CASE WHEN x.state IN (4, 5) THEN x.t + 14400000 END,
  CASE WHEN x.state IN (4, 5) THEN x.t + 14460000 END, x.t, MIN(x.t + 14460000, CAST(?3 AS INTEGER))
FROM (
  SELECT g.*, COALESCE(c.settle_type, '1') AS settle_type, ${batchStateSql("g")} AS state, ${scheduleSql("COALESCE(c.settle_type, '1')", "g.k")}
  FROM ${t.groups} g LEFT JOIN ${config} AND c.owner_id = g.owner_id
) x
${t.joins}
LEFT JOIN ${config} AND c.owner_id = x.owner_id
WHERE x.t <= CAST(?3 AS INTEGER)`;
}

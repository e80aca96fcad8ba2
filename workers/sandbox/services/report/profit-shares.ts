/**
 * 分润报表's figures (issue 18, ADR 022): a month's paid orders in the operator's scope (交易订单's own
 * filters, on the creation time), each shared down the levels by the rule of ADR 019 at the costs
 * of ADR 020 (policy.sharer: settled orders as settled), only the levels the operator may see
 * (visibleShares: an agent's operator its own level and those below it). Read from the month's
 * share lines (share-lines.ts, ADR 036), brought up to date before they are read; the platform's
 * whole month from their sums per agent (cloud_share_total). Per agent: orders, volume, share at
 * payment and after refunds; per merchant of an agent: the same with that agent's share; and the
 * month's totals, which reconcile to the fen: the merchants' fees = every level's shares + the
 * platform's part.
 */
import type { RouteContext } from "../../core/env";
import type { PartnerScope } from "../../core/partner-scope";
import type { Where } from "../../core/query";

/**
 * A month's lines of an order set: the orders' WHERE without its time (order/filters.ts `rest`,
 * naming only columns the lines keep: tenant, agent, merchant, store, channel, pay type), applied
 * to the lines aliased `o`. `whole`: the tenant's condition alone (the platform, no filter);
 * `byAgent`: the orders' agent held to a subtree (order/filters.ts).
 */
export interface MonthSet {
  rest: Where;
  month: string;
  scope: PartnerScope;
  whole: boolean;
  byAgent: boolean;
}

/** The filters on the agents' rows: agentNo (that agent and those below it), agentLevel. */
export interface RowFilters {
  agentNo: string;
  level: number | null;
}

export type Figures = { orders: number; volume: number; share: number; kept: number };

type Query = { sql: string; binds: unknown[] };

/**
 * The lines of the set's levels the operator may see (binds after the WHERE's: the month, then the
 * operator's agent). The levels are the lines after the orders' own (share_agent_id ''), a range
 * of the clustered key; an agent's operator sees a level at or below its own in the same order.
 */
function levels(set: MonthSet, select: string, from = "cloud_share_line o"): Query {
  const agent = set.scope.kind === "agent" ? set.scope.agentId : null;
  const visible = agent
    ? " AND o.depth <= (SELECT v.depth FROM cloud_share_line v WHERE v.order_id = o.order_id AND v.share_agent_id = ?)"
    : "";
  return {
    sql: `${select} FROM ${from} ${set.rest.sql} AND o.month = ? AND o.share_agent_id > ''${visible}`,
    binds: [...set.rest.binds, set.month, ...(agent ? [agent] : [])],
  };
}

/**
 * Each agent's figures over the orders whose visible levels name it (id, orders, volume, share,
 * kept). An agent's sums may stand at none once its orders were priced again without it.
 */
function byAgent(set: MonthSet): Query {
  if (set.whole)
    return {
      sql: `SELECT o.share_agent_id AS id, o.orders, o.volume, o.share, o.kept FROM cloud_share_total o
            ${set.rest.sql} AND o.month = ? AND o.share_agent_id > '' AND o.orders > 0`,
      binds: [...set.rest.binds, set.month],
    };
  // A subtree's orders are a part of the month's, read on the orders' agent (SQLite would walk the
  // whole month in the key's order, to group without sorting).
  const q = levels(
    set,
    `SELECT o.share_agent_id AS id, COUNT(*) AS orders, SUM(o.amount_fen) AS volume, SUM(o.share_fen) AS share,
       SUM(o.kept_share_fen) AS kept`,
    set.byAgent ? "cloud_share_line o INDEXED BY cloud_share_line_agent" : undefined,
  );
  return { sql: `${q.sql} GROUP BY o.share_agent_id`, binds: q.binds };
}

/**
 * The CTEs `f` (every agent's figures, computed once) and `picked` (the rows the filters pick,
 * with each agent's number, name, level and parent's number: agents of the operator's tenant, a
 * row naming none left out). agentNo: the agent of that number and every agent below it by parent;
 * agentLevel: that level's.
 */
function agentRows(ctx: RouteContext, set: MonthSet, filters: RowFilters): Query {
  const tenant = ctx.user!.tenantId;
  const figures = byAgent(set);
  let sql = `WITH f AS MATERIALIZED (${figures.sql}), picked AS (
    SELECT f.id, f.orders, f.volume, f.share, f.kept, a.agent_no AS no, a.agent_name AS name, a.agent_level AS level,
      p.agent_no AS parent_no
    FROM f JOIN cloud_agent_info a ON a.id = f.id AND a.tenant_id = ?
    LEFT JOIN cloud_agent_info p ON p.id = a.parent_id AND p.tenant_id = ? WHERE 1 = 1`;
  const binds = [...figures.binds, tenant, tenant];
  if (filters.agentNo) {
    sql += ` AND f.id IN (WITH RECURSIVE below(id) AS (
        SELECT id FROM cloud_agent_info WHERE tenant_id = ? AND agent_no = ?
        UNION SELECT c.id FROM cloud_agent_info c JOIN below ON c.parent_id = below.id WHERE c.tenant_id = ?)
      SELECT id FROM below)`;
    binds.push(tenant, filters.agentNo, tenant);
  }
  if (filters.level !== null) {
    sql += " AND a.agent_level = ?";
    binds.push(filters.level);
  }
  return { sql: `${sql})`, binds };
}

export type AgentRow = Figures & { id: string; no: string; name: string; level: number; parent_no: string | null };

/** A page of the picked rows, largest share first (then by agent number), and how many there are. */
export async function agentPage(
  ctx: RouteContext,
  set: MonthSet,
  filters: RowFilters,
  page: { size: number; offset: number },
): Promise<{ rows: AgentRow[]; total: number }> {
  const db = ctx.env.DB;
  const rows = agentRows(ctx, set, filters);
  const { results } = await db
    .prepare(`${rows.sql} SELECT *, COUNT(*) OVER () AS total FROM picked ORDER BY share DESC, no LIMIT ? OFFSET ?`)
    .bind(...rows.binds, page.size, page.offset)
    .all<AgentRow & { total: number }>();
  if (results.length || page.offset === 0) return { rows: results, total: results[0]?.total ?? 0 };
  // A page past the last: only the count.
  const count = await db
    .prepare(`${rows.sql} SELECT COUNT(*) AS n FROM picked`)
    .bind(...rows.binds)
    .first<number>("n");
  return { rows: [], total: count ?? 0 };
}

/**
 * The month's totals: its orders (count, volume, the merchants' fees charged and kept), every
 * visible level's shares (all), the shares of the rows the filters pick, and the platform's part
 * where the operator may see it.
 */
export async function monthTotals(ctx: RouteContext, set: MonthSet, filters: RowFilters) {
  const db = ctx.env.DB;
  const orders = set.whole
    ? `SELECT COALESCE(SUM(o.orders), 0) AS orders, COALESCE(SUM(o.volume), 0) AS volume, COALESCE(SUM(o.pay_fee), 0) AS fee,
         COALESCE(SUM(o.fee), 0) AS fee_kept FROM cloud_share_total o ${set.rest.sql} AND o.month = ? AND o.share_agent_id = ''`
    : `SELECT COUNT(*) AS orders, COALESCE(SUM(o.amount_fen), 0) AS volume, COALESCE(SUM(o.pay_fee_fen), 0) AS fee,
         COALESCE(SUM(o.fee_fen), 0) AS fee_kept FROM cloud_share_line o ${set.rest.sql} AND o.month = ? AND o.share_agent_id = ''`;
  const rows = agentRows(ctx, set, filters);
  const sum = (column: string, of: string) => `(SELECT COALESCE(SUM(${column}), 0) FROM ${of})`;
  const [o, s] = await db.batch<Record<string, number>>([
    db.prepare(orders).bind(...set.rest.binds, set.month),
    db
      .prepare(
        `${rows.sql} SELECT ${sum("share", "f")} AS share, ${sum("kept", "f")} AS kept,
           ${sum("share", "picked")} AS picked_share, ${sum("kept", "picked")} AS picked_kept`,
      )
      .bind(...rows.binds),
  ]);
  const [mine, shares] = [o!.results[0]!, s!.results[0]!];
  const platform = set.scope.kind === "platform";
  return {
    orders: mine.orders!,
    volume: mine.volume!,
    fee: mine.fee!,
    feeKept: mine.fee_kept!,
    share: shares.share!,
    kept: shares.kept!,
    pickedShare: shares.picked_share!,
    pickedKept: shares.picked_kept!,
    platform: platform ? mine.fee! - shares.share! : null,
    platformKept: platform ? mine.fee_kept! - shares.kept! : null,
  };
}

/** One agent's share per merchant of the orders it shares in (and the fee those orders were charged). */
export async function byMerchant(
  ctx: RouteContext,
  set: MonthSet,
  agentId: string,
): Promise<Map<string, Figures & { fee: number }>> {
  const q = levels(
    set,
    `SELECT o.merchant_id AS id, COUNT(*) AS orders, SUM(o.amount_fen) AS volume, SUM(o.pay_fee_fen) AS fee,
       SUM(o.share_fen) AS share, SUM(o.kept_share_fen) AS kept`,
  );
  const { results } = await ctx.env.DB.prepare(`${q.sql} AND o.share_agent_id = ? GROUP BY o.merchant_id`)
    .bind(...q.binds, agentId)
    .all<Figures & { fee: number; id: string }>();
  return new Map(results.map(({ id, ...figures }) => [id, figures]));
}

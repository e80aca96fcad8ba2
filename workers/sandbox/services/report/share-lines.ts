/**
 * 分润报表's share lines (ADR 036; migration 202611280831_share_lines): a month's paid orders priced
 * once by the share rule (policy/shares.ts: settled orders as settled, the others at the costs of
 * their pay day) into lines, by the money seed or on the month's first read, and kept: before a month is read, the orders the triggers queued since
 * (any change of an order or of its settled shares) are priced again, and a month priced at an older
 * pricing version (agents, policies, templates changed) is priced again as a whole.
 */
import type { RouteContext } from "../../core/env";
import { parseDateTime } from "../../core/http";
import { creationMonth } from "../../migrations/202611280831_share_lines";
import { PAID_STATES } from "../order/catalogue";
import { type ShareOrder, sharer } from "../policy/shares";
import { loadAgentsPricing } from "../policy/store";

const PAID = `o.state IN (${PAID_STATES.join(", ")})`;
const LINE_COLUMNS = `tenant_id, month, share_agent_id, order_id, depth, agent_id, merchant_id, store_id, channel_code, pay_type,
  amount_fen, pay_fee_fen, fee_fen, share_fen, kept_share_fen`;
/** A line's own columns from its order (aliased `o`), after its month, sharing agent, order and depth. */
const FROM_ORDER =
  "o.agent_id, o.merchant_id, o.store_id, o.channel_code, o.pay_type, o.amount_fen, o.pay_fee_fen, o.fee_fen";
/** The same columns from the order's depth-0 line (aliased `z`), which holds them as its order does. */
const FROM_LINE =
  "z.agent_id, z.merchant_id, z.store_id, z.channel_code, z.pay_type, z.amount_fen, z.pay_fee_fen, z.fee_fen";
/** Priced levels per statement (a JSON array bound once). */
const CHUNK = 5_000;

/** The tenant's pricing, all agents (loadAgentsPricing reads only the database and the operator's tenant). */
const tenantPricing = (db: D1Database, tenant: string) =>
  loadAgentsPricing({ env: { DB: db }, user: { tenantId: tenant } } as RouteContext, null);

/** The lines' sums per month and sharing agent (cloud_share_total's columns after the key), of lines `l`. */
const SUMS = [
  "COUNT(*)",
  "SUM(l.amount_fen)",
  "SUM(l.pay_fee_fen)",
  "SUM(l.fee_fen)",
  "SUM(l.share_fen)",
  "SUM(l.kept_share_fen)",
];
const TOTAL_COLUMNS = "tenant_id, month, share_agent_id, orders, volume, pay_fee, fee, share, kept";

/** Adds the sums of the lines `where` picks (of lines `l`, `sign` 1) to their months' totals, or takes them off (-1). */
function addToTotals(db: D1Database, sign: 1 | -1, where: string, ...binds: unknown[]): D1PreparedStatement {
  const signed = SUMS.map((sum) => `${sign} * ${sum}`);
  return db
    .prepare(
      `INSERT INTO cloud_share_total (${TOTAL_COLUMNS})
       SELECT l.tenant_id, l.month, l.share_agent_id, ${signed.join(", ")} FROM cloud_share_line l WHERE ${where}
       GROUP BY l.tenant_id, l.month, l.share_agent_id
       ON CONFLICT DO UPDATE SET orders = orders + excluded.orders, volume = volume + excluded.volume,
         pay_fee = pay_fee + excluded.pay_fee, fee = fee + excluded.fee, share = share + excluded.share, kept = kept + excluded.kept`,
    )
    .bind(...binds);
}

/**
 * Some orders: a condition on cloud_trade_order aliased `o`, and one on cloud_share_line aliased `z`
 * picking (among others) the depth-0 lines written for them just before, each with its binds.
 */
type Orders = { sql: string; binds: unknown[]; lines: { sql: string; binds: unknown[] } };

/** The first and last instant (epoch ms) of a Beijing month, yyyy-MM. */
export function monthRange(month: string): { from: number; to: number } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return {
    from: parseDateTime(`${month}-01 00:00:00`)!,
    to: parseDateTime(`${month}-${String(last).padStart(2, "0")} 23:59:59`, true)!,
  };
}

/**
 * The statements writing the lines of the paid orders among `orders`: the order itself (depth 0),
 * its settled shares as stored, or else its shares by the rule, priced here. A priced level takes
 * its order's columns from the order's depth-0 line, written first in the same batch: a small,
 * freshly written table, where the orders would be read again at random from the large one. The
 * levels come first (CROSS JOIN keeps SQLite to that order): each finds its line on the order's
 * index, where the month's key would have the planner walk the month's lines for every level.
 */
async function lineStatements(db: D1Database, tenant: string, orders: Orders): Promise<D1PreparedStatement[]> {
  const [unsettled, pricing] = await Promise.all([
    db
      .prepare(
        `SELECT o.id, o.agent_id, o.agent_ancestors, o.channel_code, o.pay_type, o.amount_fen, o.refunded_fen, o.pay_fee_fen,
           o.fee_fen, o.rate, o.pay_time
         FROM cloud_trade_order o WHERE ${orders.sql} AND ${PAID} AND o.agent_id IS NOT NULL AND o.pay_time IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM cloud_profit_share s WHERE s.order_id = o.id)`,
      )
      .bind(...orders.binds)
      .all<ShareOrder>(),
    tenantPricing(db, tenant),
  ]);
  const share = sharer(pricing);
  const priced: [string, number, string, number, number][] = [];
  for (const order of unsettled.results)
    for (const level of share(order))
      priced.push([order.id, level.depth, level.agentId, level.shareFen, level.keptShareFen]);
  // In the lines' key order (sharing agent, order): each chunk writes into few places of the table.
  priced.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const month = creationMonth("o");
  const statements = [
    db
      .prepare(
        `INSERT INTO cloud_share_line (${LINE_COLUMNS})
         SELECT o.tenant_id, ${month}, '', o.id, 0, ${FROM_ORDER}, 0, 0 FROM cloud_trade_order o WHERE ${orders.sql} AND ${PAID}`,
      )
      .bind(...orders.binds),
    db
      .prepare(
        `INSERT INTO cloud_share_line (${LINE_COLUMNS})
         SELECT o.tenant_id, ${month}, s.agent_id, o.id, s.depth, ${FROM_ORDER}, s.share_fen, s.kept_share_fen
         FROM cloud_profit_share s JOIN cloud_trade_order o ON o.id = s.order_id WHERE ${orders.sql} AND ${PAID}`,
      )
      .bind(...orders.binds),
  ];
  for (let i = 0; i < priced.length; i += CHUNK) {
    statements.push(
      db
        .prepare(
          `INSERT INTO cloud_share_line (${LINE_COLUMNS})
           SELECT z.tenant_id, z.month, json_extract(j.value, '$[2]'), z.order_id, json_extract(j.value, '$[1]'), ${FROM_LINE},
             json_extract(j.value, '$[3]'), json_extract(j.value, '$[4]')
           FROM json_each(?) j CROSS JOIN cloud_share_line z ON z.order_id = json_extract(j.value, '$[0]') AND z.share_agent_id = ''
             AND z.depth = 0 AND ${orders.lines.sql}`,
        )
        .bind(JSON.stringify(priced.slice(i, i + CHUNK)), ...orders.lines.binds),
    );
  }
  return statements;
}

/**
 * The statements replacing the tenant's month with the month priced now, marked priced at
 * `version` (read before the pricing itself: a change in between leaves the month at an older
 * version, priced again). The month's row must be there, as `markMonth` leaves it.
 */
async function monthStatements(
  db: D1Database,
  tenant: string,
  month: string,
  version: number | null,
): Promise<D1PreparedStatement[]> {
  const { from, to } = monthRange(month);
  const orders = {
    sql: "o.tenant_id = ? AND o.create_time >= ? AND o.create_time <= ?",
    binds: [tenant, from, to],
    lines: { sql: "z.tenant_id = ? AND z.month = ?", binds: [tenant, month] },
  };
  return [
    db.prepare("DELETE FROM cloud_share_line WHERE tenant_id = ? AND month = ?").bind(tenant, month),
    db.prepare("DELETE FROM cloud_share_total WHERE tenant_id = ? AND month = ?").bind(tenant, month),
    ...(await lineStatements(db, tenant, orders)),
    addToTotals(db, 1, "l.tenant_id = ? AND l.month = ?", tenant, month),
    db
      .prepare("UPDATE cloud_share_month SET pricing = ? WHERE tenant_id = ? AND month = ?")
      .bind(version, tenant, month),
  ];
}

/** The month marked as being priced (from then on the triggers queue its orders' changes), its queue emptied. */
const markMonth = (db: D1Database, tenant: string, month: string): D1PreparedStatement[] => [
  db
    .prepare(
      "INSERT INTO cloud_share_month (tenant_id, month, pricing) VALUES (?, ?, NULL) ON CONFLICT DO UPDATE SET pricing = NULL",
    )
    .bind(tenant, month),
  db.prepare("DELETE FROM cloud_share_queue WHERE tenant_id = ? AND month = ?").bind(tenant, month),
];

const pricingVersion = (db: D1Database) =>
  db.prepare("SELECT version FROM cloud_share_pricing").first<number>("version");

/**
 * Prices the whole month: marked first (so a change while it is priced is priced again on the
 * next read), then its lines replaced in one batch.
 */
async function priceMonth(ctx: RouteContext, month: string): Promise<void> {
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  await db.batch(markMonth(db, tenant, month));
  const version = await pricingVersion(db);
  await db.batch(await monthStatements(db, tenant, month, version));
}

/**
 * The money seed's step (after the orders, their settled shares and the pricing): every month the
 * orders there are fall in, per tenant, priced at the pricing there is, so that no first read of
 * a seeded month prices it; a month not priced here (a new tenant's, one priced at an older
 * version) is priced on its first read, as `priceMonth` does. The statements go in the seed's batch.
 */
export async function shareLinesSeed(db: D1Database): Promise<D1PreparedStatement[]> {
  const version = await pricingVersion(db);
  // On the time index alone (tenant_id, create_time): the orders' rows are not read.
  const { results: months } = await db
    .prepare(`SELECT DISTINCT o.tenant_id, ${creationMonth("o")} AS month FROM cloud_trade_order o ORDER BY 1, 2`)
    .all<{ tenant_id: string; month: string }>();
  const statements: D1PreparedStatement[] = [];
  for (const { tenant_id: tenant, month } of months)
    statements.push(...markMonth(db, tenant, month), ...(await monthStatements(db, tenant, month, version)));
  return statements;
}

/**
 * Prices the queued orders of the month again. They are taken off the queue first: a change after
 * that queues the order anew. Should the pricing fail, the month is priced again as a whole next time.
 */
async function priceQueued(ctx: RouteContext, month: string): Promise<void> {
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const taken = await db
    .prepare("DELETE FROM cloud_share_queue WHERE tenant_id = ? AND month = ? RETURNING order_id")
    .bind(tenant, month)
    .all<{ order_id: string }>();
  if (!taken.results.length) return;
  const ids = JSON.stringify(taken.results.map((r) => r.order_id));
  try {
    const theirs = "l.order_id IN (SELECT value FROM json_each(?))";
    await db.batch([
      addToTotals(db, -1, theirs, ids),
      db.prepare("DELETE FROM cloud_share_line WHERE order_id IN (SELECT value FROM json_each(?))").bind(ids),
      // Their lines in every month are gone: the depth-0 line of each is the one just written.
      ...(await lineStatements(db, tenant, {
        sql: "o.id IN (SELECT value FROM json_each(?))",
        binds: [ids],
        lines: { sql: "z.order_id IN (SELECT value FROM json_each(?))", binds: [ids] },
      })),
      addToTotals(db, 1, theirs, ids),
    ]);
  } catch (error) {
    await db
      .prepare("UPDATE cloud_share_month SET pricing = NULL WHERE tenant_id = ? AND month = ?")
      .bind(tenant, month)
      .run();
    throw error;
  }
}

/** What a month's lines need: pricing as a whole (never priced, or at an older version), the queue, or nothing. */
async function monthNeeds(ctx: RouteContext, month: string): Promise<"month" | "queue" | null> {
  const db = ctx.env.DB;
  const tenant = ctx.user!.tenantId;
  const [version, priced, queued] = await db.batch<Record<string, number | null>>([
    db.prepare("SELECT version FROM cloud_share_pricing"),
    db.prepare("SELECT pricing FROM cloud_share_month WHERE tenant_id = ? AND month = ?").bind(tenant, month),
    db.prepare("SELECT 1 AS hit FROM cloud_share_queue WHERE tenant_id = ? AND month = ? LIMIT 1").bind(tenant, month),
  ]);
  const pricing = priced!.results[0]?.pricing;
  if (pricing === undefined || pricing === null || pricing !== version!.results[0]?.version) return "month";
  return queued!.results.length ? "queue" : null;
}

/** A few rounds at most: orders changing all the time are read as they were at the last round. */
const ROUNDS = 3;

async function bringUpToDate(ctx: RouteContext, month: string): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    const needs = await monthNeeds(ctx, month);
    if (needs === null) return;
    if (needs === "month") await priceMonth(ctx, month);
    else await priceQueued(ctx, month);
  }
}

const running = new WeakMap<D1Database, Map<string, Promise<void>>>();

/**
 * The month's lines brought up to date for the operator's tenant. Requests of one isolate asking at
 * once (the report's list and totals) share one run.
 */
export function currentLines(ctx: RouteContext, month: string): Promise<void> {
  const db = ctx.env.DB;
  let runs = running.get(db);
  if (!runs) running.set(db, (runs = new Map()));
  const key = `${ctx.user!.tenantId}:${month}`;
  let run = runs.get(key);
  if (!run) {
    run = bringUpToDate(ctx, month).finally(() => runs.delete(key));
    runs.set(key, run);
  }
  return run;
}

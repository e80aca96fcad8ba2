/**
 * The orders' day summary (ADR 036; cloud_trade_order_day, kept by its triggers): a set's totals
 * and count read whole Beijing days from it, and the hours before the first whole day and after
 * the last from the orders on their time index. A set the summary cannot filter (a partner's
 * scope, a merchant, store or agent, an order number, an amount) is read from the orders as
 * before, on their indexes.
 */
import type { SeedData } from "../../core/seed";
import type { OrderSet } from "./filters";
import { DAY_TOTALS_COLUMNS, SUM_OF_TOTALS, TOTALS_COLUMNS } from "./totals";

const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/** SQL: the summary's day of an order's creation (a Beijing day, as an epoch day number). */
export const DAY_OF_CREATION = `(create_time + ${BEIJING}) / ${DAY}`;

/** The first instant of a summary day. */
const dayStart = (day: number) => day * DAY - BEIJING;

/** The seed: the summary made from the orders there are (its triggers keep it from then on). */
export function orderDaysSeed(): SeedData {
  return {
    rows: [],
    updates: [
      ["DELETE FROM cloud_trade_order_day", []],
      [
        `INSERT INTO cloud_trade_order_day (tenant_id, day, channel_code, pay_type, state, order_count, amount_fen, pay_fee_fen,
           fee_fen, refunded_fen, refund_count)
         SELECT tenant_id, ${DAY_OF_CREATION} AS day, channel_code, pay_type, state, COUNT(*), SUM(amount_fen), SUM(pay_fee_fen),
           SUM(fee_fen), SUM(refunded_fen), SUM(refund_count)
         FROM cloud_trade_order GROUP BY tenant_id, day, channel_code, pay_type, state`,
        [],
      ],
    ],
  };
}

type Part = { sql: string; binds: unknown[] };

/**
 * The set cut into parts whose figures add up to the set's: its whole days from the summary
 * (selecting `onDays`), the hours at either end from the orders (selecting `onOrders`); or, when
 * the summary cannot answer it, the whole set from the orders.
 */
function parts(set: OrderSet, onDays: string, onOrders: string): Part[] {
  if (!set.byDays)
    return [{ sql: `SELECT ${onOrders} FROM cloud_trade_order o ${set.where.sql}`, binds: set.where.binds }];
  const { rest, from, to } = set;
  const orders = (start: number, end: number): Part => ({
    sql: `SELECT ${onOrders} FROM cloud_trade_order o ${rest.sql} AND o.create_time >= ? AND o.create_time <= ?`,
    binds: [...rest.binds, start, end],
  });
  // The whole days: the first starting at or after `from`, the last ending at or before `to`.
  const first = from === null ? null : Math.ceil((from + BEIJING) / DAY);
  const last = to === null ? null : Math.floor((to + 1 + BEIJING) / DAY) - 1;
  if (first !== null && last !== null && first > last) return [orders(from!, to!)];
  const days: Part = { sql: `SELECT ${onDays} FROM cloud_trade_order_day o ${rest.sql}`, binds: [...rest.binds] };
  if (first !== null) {
    days.sql += " AND o.day >= ?";
    days.binds.push(first);
  }
  if (last !== null) {
    days.sql += " AND o.day <= ?";
    days.binds.push(last);
  }
  const out = [days];
  if (first !== null && from! < dayStart(first)) out.push(orders(from!, dayStart(first) - 1));
  if (last !== null && to! >= dayStart(last + 1)) out.push(orders(dayStart(last + 1), to!));
  return out;
}

const union = (all: Part[]) => ({
  sql: all.map((p) => p.sql).join(" UNION ALL "),
  binds: all.flatMap((p) => p.binds),
});

/** The set's totals (order/totals.ts's columns), one statement. */
export function totalsStatement(db: D1Database, set: OrderSet): D1PreparedStatement {
  const all = parts(set, DAY_TOTALS_COLUMNS, TOTALS_COLUMNS);
  if (all.length === 1) return db.prepare(all[0]!.sql).bind(...all[0]!.binds);
  const { sql, binds } = union(all);
  return db.prepare(`SELECT ${SUM_OF_TOTALS} FROM (${sql})`).bind(...binds);
}

/** The set's count, as a page's total (`n`). */
export function countQuery(set: OrderSet): { sql: string; binds: unknown[] } {
  const all = parts(set, "COALESCE(SUM(o.order_count), 0) AS n", "COUNT(*) AS n");
  if (all.length === 1) return all[0]!;
  const { sql, binds } = union(all);
  return { sql: `SELECT COALESCE(SUM(n), 0) AS n FROM (${sql})`, binds };
}

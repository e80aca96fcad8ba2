/**
 * 交易报表's set of orders and its groups (ADR 021): the same WHERE as the orders' list and totals
 * (order/filters.ts through TRADE_FILTERS: the operator's partner scope, period, agent subtree,
 * merchant, channel, pay type …), the same aggregate (order/totals.ts), grouped by a key.
 * `startDate` / `endDate` (yyyy-MM-dd, Beijing days) stand for the list's `startTime` / `endTime`.
 */
import type { RouteContext } from "../../core/env";
import { fail, formatDate, parseDateTime } from "../../core/http";
import type { PartnerScope } from "../../core/partner-scope";
import type { Where } from "../../core/query";
import { orderWhere } from "../order/filters";
import { TRADE_FILTERS } from "../order/trade";
import { TOTALS_COLUMNS, type TotalsRow } from "../order/totals";

export type Grouped = TotalsRow & { k: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BEIJING = 8 * 3600_000;

/** The report's WHERE (and the scope), or the 400 answer for a malformed filter. */
export async function reportWhere(
  ctx: RouteContext,
): Promise<{ where: Where; scope: PartnerScope; from: string | null; to: string } | Response> {
  const url = new URL(ctx.url);
  const q = url.searchParams;
  for (const [date, time] of [
    ["startDate", "startTime"],
    ["endDate", "endTime"],
  ] as const) {
    const day = (q.get(date) ?? "").trim();
    if (!day) continue;
    if (!DAY.test(day)) return fail(`${date} 格式不正确，应为 yyyy-MM-dd`);
    if (!q.get(time)) q.set(time, day);
  }
  const found = await orderWhere({ ...ctx, url }, TRADE_FILTERS);
  if (found instanceof Response) return found;
  const start = parseDateTime(q.get("startTime"));
  const end = parseDateTime(q.get("endTime"), true);
  return {
    ...found,
    from: start === null ? null : formatDate(start).slice(0, 10),
    to: formatDate(end ?? Date.now()).slice(0, 10),
  };
}

/** The figures of the set grouped by `key` (an SQL expression over `o`; its binds come first). */
export function groupedStatement(
  ctx: RouteContext,
  where: Where,
  key: string,
  keyBinds: unknown[] = [],
  from = "cloud_trade_order o",
) {
  return ctx.env.DB.prepare(`SELECT ${key} AS k, ${TOTALS_COLUMNS} FROM ${from} ${where.sql} GROUP BY k`).bind(
    ...keyBinds,
    ...where.binds,
  );
}

/** SQL: the Beijing day (yyyy-MM-dd) or month (yyyy-MM) of an order's creation. */
export const periodKey = (granularity: "day" | "month") =>
  `strftime('${granularity === "day" ? "%Y-%m-%d" : "%Y-%m"}', (o.create_time + ${BEIJING}) / 1000, 'unixepoch')`;

/** Every day (or month) from `from` to `to`, inclusive, in order. */
export function periodKeys(granularity: "day" | "month", from: string, to: string): string[] {
  const keys: string[] = [];
  if (granularity === "month") {
    let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
    const last = to.slice(0, 7);
    for (;;) {
      const key = `${y}-${String(m).padStart(2, "0")}`;
      if (key > last) break;
      keys.push(key);
      [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    }
    return keys;
  }
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    keys.push(new Date(at).toISOString().slice(0, 10));
  return keys;
}

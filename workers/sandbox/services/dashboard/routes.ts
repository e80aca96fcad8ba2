/**
 * The home page's figures: the cloud-report dashboard (the flow state is the toll service's, services/toll).
 *
 * Read from the transaction orders the signed-in account's partner scope holds (ADR 016, 021),
 * with the orders' definitions (order/totals.ts; the platform's from the orders' day summary, ADR 036): today's and yesterday's volume (paid amount)
 * and paid count, today's success rate, the last 7 Beijing days, today's volume by pay type, the
 * merchants and stores in scope, and the tenant's flow balance. Every figure group is one
 * aggregate, all of them one D1 batch. Money is yuan text with 2 decimals. The summary does not
 * seed the money data (database.ts MONEY_PATH): before the first money request it counts no orders.
 */
import type { Route, RouteContext } from "../../core/env";
import { report } from "../../../../shared/contract/index.ts";
import { answer, serve } from "../../core/serve";
import { formatDate } from "../../core/http";
import { merchantCondition, ownedByMerchantCondition, partnerScope } from "../../core/partner-scope";
import { PAY_TYPES, yuanOf } from "../order/catalogue";
import { fenToYuan, yuanToFen } from "../../../../shared/money.ts";
import { scopeWhere } from "../order/filters";
import { beijingMidnight } from "../order/seed";
import { DAY_TOTALS_COLUMNS, percentText, ZERO_TOTALS } from "../order/totals";
import { type Grouped, groupedStatement, periodKey } from "../report/figures";

const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;
const TREND_DAYS = 7;

async function summary(ctx: RouteContext): Promise<Response> {
  const tenantId = ctx.user!.tenantId;
  const now = Date.now();
  const today = beijingMidnight(now);
  const dates = Array.from({ length: TREND_DAYS }, (_, i) =>
    formatDate(today - (TREND_DAYS - 1 - i) * DAY).slice(0, 10),
  );
  const scope = await partnerScope(ctx);
  const since = (from: number) =>
    scopeWhere(ctx, scope)
      .add("o.create_time >= ?", from)
      .add("o.create_time < ?", today + DAY);
  const merchants = merchantCondition(scope, "m");
  const stores = ownedByMerchantCondition(scope, "s.merchant_id");
  const db = ctx.env.DB;
  const firstDay = today - (TREND_DAYS - 1) * DAY;
  // The platform's whole days are in the orders' day summary (ADR 036); a partner's scope is read
  // from its orders.
  const [days, payTypes, merchantCount, storeCount, balance] = await db.batch<Record<string, unknown>>([
    scope.kind === "platform"
      ? summaryDays(db, tenantId, firstDay, today, DAY_KEY)
      : groupedStatement(ctx, since(firstDay), periodKey("day")),
    scope.kind === "platform"
      ? summaryDays(db, tenantId, today, today, "o.pay_type")
      : groupedStatement(ctx, since(today), "o.pay_type"),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM cloud_merchant_info m WHERE m.tenant_id = ? AND m.is_deleted = 0 AND ${merchants.sql}`,
      )
      .bind(tenantId, ...merchants.binds),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM cloud_store_info s WHERE s.tenant_id = ? AND s.is_deleted = 0 AND ${stores.sql}`,
      )
      .bind(tenantId, ...stores.binds),
    db.prepare("SELECT flow_balance AS n FROM cloud_flow_count WHERE tenant_id = ?").bind(tenantId),
  ]);
  const byDay = new Map((days!.results as unknown as Grouped[]).map((row) => [row.k, row]));
  const dayOf = (date: string) => byDay.get(date) ?? ZERO_TOTALS;
  const byPayType = new Map((payTypes!.results as unknown as Grouped[]).map((row) => [row.k, row.paid]));
  const [yesterday, current] = [dayOf(dates[TREND_DAYS - 2]!), dayOf(dates[TREND_DAYS - 1]!)];
  const first = (result: D1Result<Record<string, unknown>> | undefined) => result?.results[0]?.n;
  return answer(report.dashboard.summary, {
    todayAmount: yuanOf(current.paid),
    todayCount: current.paid_count,
    yesterdayAmount: yuanOf(yesterday.paid),
    yesterdayCount: yesterday.paid_count,
    flowBalance: fenToYuan(yuanToFen(first(balance) ?? "0") ?? 0),
    merchantCount: Number(first(merchantCount)) || 0,
    storeCount: Number(first(storeCount)) || 0,
    trend: dates.map((date) => ({ date, amount: yuanOf(dayOf(date).paid), count: dayOf(date).paid_count })),
    channels: PAY_TYPES.map((p) => ({ name: p.name, amount: yuanOf(byPayType.get(p.code) ?? 0) })),
    successRate: percentText(current.paid_count, current.count),
  });
}

/** SQL: a summary row's Beijing day as yyyy-MM-dd (its `day` counts Beijing days from the epoch). */
const DAY_KEY = "strftime('%Y-%m-%d', o.day * 86400, 'unixepoch')";

/** The figures of the Beijing days from `from` to `to` (their midnights), grouped by `key`, from the day summary. */
function summaryDays(db: D1Database, tenantId: string, from: number, to: number, key: string) {
  const dayOf = (midnight: number) => Math.round((midnight + BEIJING) / DAY);
  return db
    .prepare(
      `SELECT ${key} AS k, ${DAY_TOTALS_COLUMNS} FROM cloud_trade_order_day o WHERE o.tenant_id = ? AND o.day >= ? AND o.day <= ? GROUP BY k`,
    )
    .bind(tenantId, dayOf(from), dayOf(to));
}

export default [serve(report.dashboard.summary, summary)] satisfies Route[];

/**
 * A period filter's custom days on the server (kit `kind: "period"`, ADR 018). A list, its totals
 * and its export never apply a day after today, nor a start after the end (lib/period). A URL
 * choosing such days is sent to the days applied, with a notice naming them, so the date inputs,
 * the list, the totals and the export show one range and the operator sees which.
 */
import type { ListQuery } from "~/kit/shared/query";
import type { AnyScreen } from "~/kit/shared/screen";
import { appliedCustomDays, DEFAULT_TIME_ZONE, periodDays, periodOf } from "~/lib/period";
import { visiblePath } from "~/lib/request-path";
import { redirectWithFlash } from "./flash.server";

type PeriodFilter = { name: string; from: string; to: string };

function periodFilters(spec: AnyScreen): PeriodFilter[] {
  return Object.entries(spec.filters ?? {}).flatMap(([name, filter]) =>
    filter.kind === "period" ? [{ name, from: filter.from, to: filter.to }] : [],
  );
}

/** Each custom period of the query with its days as applied (moved ones included). */
function applied(spec: AnyScreen, query: ListQuery, now: Date, timeZone: string) {
  return periodFilters(spec).flatMap((period) => {
    const chosen = { from: query.filters[period.from] || undefined, to: query.filters[period.to] || undefined };
    if (periodOf(query.filters[period.name], chosen) !== "custom") return [];
    return [{ period, chosen, days: appliedCustomDays(now, timeZone, chosen) }];
  });
}

/** The query with every custom period's days as the list applies them (what the inputs show). */
export function withAppliedPeriods(
  spec: AnyScreen,
  query: ListQuery,
  now = new Date(Date.now()),
  timeZone = DEFAULT_TIME_ZONE,
): ListQuery {
  const moved = applied(spec, query, now, timeZone).filter((p) => p.days.moved);
  if (moved.length === 0) return query;
  const filters = { ...query.filters };
  for (const { period, days } of moved) {
    filters[period.from] = days.from ?? "";
    filters[period.to] = days.to ?? "";
  }
  return { ...query, filters };
}

/**
 * When the URL's custom days are not the ones applied: a redirect to the same list with the days
 * applied and a notice naming the range (kit.periodMoved.*); else null.
 */
export function periodCorrection(
  spec: AnyScreen,
  request: Request,
  query: ListQuery,
  now = new Date(Date.now()),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<Response> | null {
  const moved = applied(spec, query, now, timeZone).filter((p) => p.days.moved);
  if (moved.length === 0) return null;
  const url = new URL(visiblePath(request), "http://x");
  for (const { period, days } of moved) {
    for (const [param, day] of [
      [period.from, days.from],
      [period.to, days.to],
    ] as const) {
      if (day) url.searchParams.set(param, day);
      else url.searchParams.delete(param);
    }
  }
  const { chosen, days } = moved[0]!;
  const range = periodDays("custom", now, timeZone, chosen);
  const key = days.moved === "reversed" ? "reversed" : range.from ? "future" : "futureUntil";
  return redirectWithFlash(`${url.pathname}${url.search}`, {
    key: `kit.periodMoved.${key}`,
    values: { from: range.from ?? "", to: range.to },
    tone: "error",
  });
}

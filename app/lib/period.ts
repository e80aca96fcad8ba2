/**
 * A list's time range by preset (today by default, yesterday, the last 7 and 30 days, this month,
 * or days of the operator's choosing), as calendar days in the tenant's time zone (ADR 018):
 * the backend takes "yyyy-MM-dd 00:00:00" … "yyyy-MM-dd 23:59:59" as that zone's wall clock. No
 * future day: a chosen end after today is today.
 */

export const PERIODS = ["today", "yesterday", "last7", "last30", "month", "custom"] as const;
export type Period = (typeof PERIODS)[number];

/** The tenants' zone unless a tenant says otherwise. */
export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A day `n` days after (or before, n < 0) a calendar day. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * The first and last day of a period. `custom` takes the chosen days (either may be missing: from
 * the start, up to today); the end is never after today and the start never after the end.
 */
export function periodDays(
  period: Period,
  now: Date,
  timeZone: string,
  chosen: { from?: string; to?: string } = {},
): { from: string | null; to: string } {
  const today = dayIn(now, timeZone);
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "custom": {
      const to = chosen.to && chosen.to < today ? chosen.to : today;
      const from = chosen.from ? (chosen.from > to ? to : chosen.from) : null;
      return { from, to };
    }
  }
}

/** The period a list's URL means: its preset, else custom when days are chosen, else today. */
export function periodOf(value: string | undefined, chosen: { from?: string; to?: string }): Period {
  if (value && (PERIODS as readonly string[]).includes(value)) return value as Period;
  return chosen.from || chosen.to ? "custom" : "today";
}

/** Why a URL's custom days are not the ones a list applies: a day after today, or a start after the end. */
export type PeriodMove = "future" | "reversed";

/**
 * A custom period's chosen days as the list applies them (periodDays' rule): the days the inputs
 * must show, and why they moved (null when they are the chosen ones). A missing day stays missing:
 * no start is "from the beginning", no end "up to today".
 */
export function appliedCustomDays(
  now: Date,
  timeZone: string,
  chosen: { from?: string; to?: string },
): { from?: string; to?: string; moved: PeriodMove | null } {
  const applied = periodDays("custom", now, timeZone, chosen);
  const to = chosen.to ? applied.to : undefined;
  const from = chosen.from ? (applied.from ?? undefined) : undefined;
  if (from === chosen.from && to === chosen.to) return { from, to, moved: null };
  const today = dayIn(now, timeZone);
  const future = (chosen.from ?? "") > today || (chosen.to ?? "") > today;
  return { from, to, moved: future ? "future" : "reversed" };
}

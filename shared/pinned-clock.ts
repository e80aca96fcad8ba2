/**
 * A test hook: the day the sandbox (and the console in front of it) believes is today.
 *
 * `SANDBOX_TODAY=yyyy-MM-dd` (a binding; vitest.config.ts passes the environment variable through)
 * shifts this isolate's `Date.now()` so that it reads that Beijing day at the real time of day; the
 * seeds, which lay out their data relative to "now", and every rule of "today" follow. Without the
 * binding nothing changes. Code that wants the (possibly pinned) time reads `Date.now()`, never
 * `new Date()` without arguments.
 *
 * The shift is kept on the global object, so pinning twice in one isolate (the console's bundle
 * and a test runner importing this module from source) never shifts twice.
 */

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATE = Symbol.for("payment-console.pinned-clock");

interface PinnedState {
  realNow: () => number;
  day: string | null;
  /** How far the pinned clock is ahead of the real one (ms; negative: behind). */
  offset: number;
}

function state(): PinnedState {
  const holder = globalThis as unknown as Record<symbol, PinnedState | undefined>;
  return (holder[STATE] ??= { realNow: Date.now.bind(Date), day: null, offset: 0 });
}

/** Whether `day` is a real calendar day written yyyy-MM-dd. */
export function isCalendarDay(day: string): boolean {
  return DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/**
 * Pins this isolate's clock to `day` (a Beijing calendar day), keeping the real time of day; an
 * empty or missing value leaves the clock alone. A malformed day throws: a test run on the wrong
 * day must not pass quietly.
 */
export function pinToday(day: string | null | undefined): void {
  if (!day) return;
  if (!isCalendarDay(day)) throw new Error(`SANDBOX_TODAY must be a day written yyyy-MM-dd, not "${day}"`);
  const clock = state();
  if (clock.day === day) return;
  const real = clock.realNow();
  const sinceMidnight = (real + BEIJING_MS) % DAY_MS;
  const offset = Date.parse(`${day}T00:00:00Z`) - BEIJING_MS + sinceMidnight - real;
  Date.now = () => clock.realNow() + offset;
  clock.day = day;
  clock.offset = offset;
}

/**
 * Pins the clock of a Worker (or Durable Object) standing on the sandbox: `SANDBOX_TODAY`, only
 * when there is no real gateway (BACKEND_URL empty). The console and the sandbox both call it.
 */
export function pinTodayFrom(env: object): void {
  const vars = env as { SANDBOX_TODAY?: unknown; BACKEND_URL?: unknown };
  if (!vars.BACKEND_URL && typeof vars.SANDBOX_TODAY === "string") pinToday(vars.SANDBOX_TODAY);
}

/**
 * A moment of this isolate's clock (Date.now(), maybe pinned) on the real clock: what the runtime
 * itself keeps time by (a Durable Object's alarm). The same moment when nothing is pinned.
 */
export const realTime = (at: number): number => at - state().offset;

/** The pinned day, or null when the clock is the real one. */
export const pinnedDay = (): string | null => state().day;

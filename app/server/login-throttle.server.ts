/**
 * Exact sign-in throttling (ADR 002, 028): one Durable Object per key (an account from one
 * address, an account from anywhere in a minute or an hour, an account's recent failures, a
 * client address) holds the attempts of a sliding window of its own length. `acquire` checks
 * the window and records the attempt in one synchronous step on the object's own storage, so
 * attempts racing from any number of isolates cannot all pass the check before one of them is
 * counted. An attempt is taken BEFORE the backend call and is then given back (`release`: the
 * sign-in succeeded, or the backend never judged it) or marked as a failure (`fail`).
 *
 * An attempt still under way holds its place, so concurrency cannot take a rule past its
 * limit. A window full only because attempts are still under way answers `busy`: the caller
 * waits for them to be judged instead of being refused, so successes (which are given back)
 * never refuse anyone, however many arrive at once.
 */
import { DurableObject } from "cloudflare:workers";
import { pinTodayFrom, realTime } from "../../shared/pinned-clock";
import { boundedByBudget } from "./bounded-stub.server";
import { remainingBudgetMs } from "./deadline.server";

export const THROTTLE_WINDOW_MS = 60_000;

/** An attempt not judged after this long is counted as a failure (its request is long gone). */
export const PENDING_MAX_MS = 120_000;

export type ThrottleState = {
  blocked: boolean;
  retryAfterSeconds: number;
  /** Blocked only by attempts still under way: worth waiting for them rather than refusing. */
  busy?: boolean;
};

/** `failed` once the backend judged it a failure (or it counts for good); otherwise still under way. */
type Attempt = { id: string; at: number; failed?: true };

const KEY = "attempts";
const WINDOW_KEY = "window";

export class LoginThrottle extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // On the sandbox, the day a test pinned (as the console's fetch does; shared/pinned-clock.ts).
    pinTodayFrom(env);
  }

  private windowMs(): number {
    return this.ctx.storage.kv.get<number>(WINDOW_KEY) ?? THROTTLE_WINDOW_MS;
  }

  /** The attempts still inside the window, oldest first (synchronous: no await, no interleaving). */
  private recent(now: number, windowMs = this.windowMs()): Attempt[] {
    const attempts = this.ctx.storage.kv.get<Attempt[]>(KEY) ?? [];
    return attempts.filter((attempt) => now - attempt.at < windowMs);
  }

  /**
   * Records attempt `id` unless `limit` attempts already fill the last `windowMs`. Read,
   * decision and write happen with no await between them, so the object answers one acquire at
   * a time. One object serves one rule: its window is that of its latest acquire. A `final`
   * attempt counts for good at once (an SMS sent): nobody waits for it to be judged.
   */
  acquire(id: string, limit: number, windowMs = THROTTLE_WINDOW_MS, final = false): ThrottleState {
    const now = Date.now();
    if (this.windowMs() !== windowMs) this.ctx.storage.kv.put(WINDOW_KEY, windowMs);
    const attempts = this.recent(now, windowMs);
    if (attempts.length >= limit) {
      const judged = attempts.filter((attempt) => attempt.failed || now - attempt.at >= PENDING_MAX_MS);
      const oldestThatCounts = attempts[attempts.length - limit].at;
      const wait = Math.ceil((oldestThatCounts + windowMs - now) / 1000);
      return { blocked: true, retryAfterSeconds: Math.max(1, wait), busy: judged.length < limit };
    }
    this.ctx.storage.kv.put(KEY, [...attempts, final ? { id, at: now, failed: true } : { id, at: now }]);
    void this.ctx.storage.setAlarm(realTime((attempts[0]?.at ?? now) + windowMs));
    return { blocked: false, retryAfterSeconds: 0 };
  }

  /** Gives attempt `id` back (the backend never judged it, or it succeeded). */
  release(id: string): void {
    const attempts = this.ctx.storage.kv.get<Attempt[]>(KEY) ?? [];
    const kept = attempts.filter((attempt) => attempt.id !== id);
    if (kept.length !== attempts.length) this.ctx.storage.kv.put(KEY, kept);
  }

  /** The backend judged attempt `id` a failure. Answers the failures now in the window. */
  fail(id: string): number {
    const attempts = this.recent(Date.now());
    const marked = attempts.map((attempt) => (attempt.id === id ? { ...attempt, failed: true as const } : attempt));
    this.ctx.storage.kv.put(KEY, marked);
    return marked.filter((attempt) => attempt.failed).length;
  }

  /**
   * Forgets the window's failures (a successful sign-in of this account). Attempts still under
   * way keep their places, so a success cannot open the window to more of them than the limit.
   */
  async clear(): Promise<void> {
    const pending = (this.ctx.storage.kv.get<Attempt[]>(KEY) ?? []).filter((attempt) => !attempt.failed);
    if (pending.length) this.ctx.storage.kv.put(KEY, pending);
    else {
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
    }
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const windowMs = this.windowMs();
    const attempts = this.recent(now, windowMs);
    if (attempts.length === 0) await this.ctx.storage.deleteAll();
    else {
      this.ctx.storage.kv.put(KEY, attempts);
      await this.ctx.storage.setAlarm(realTime(attempts[0].at + windowMs));
    }
  }
}

/**
 * One limit: at most `limit` attempts under `key` in `windowMs` (a minute unless told).
 * `name` tells the caller which rule refused; `final` attempts count for good when taken.
 */
export type ThrottleRule = { key: string; limit: number; windowMs?: number; name?: string; final?: boolean };

export type Reservation =
  | {
      ok: true;
      release(): Promise<void>;
      /** The backend judged the attempt a failure: answers the failures now under each rule's key. */
      fail(): Promise<Map<string, number>>;
      clear(key: string): Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number; rule: ThrottleRule };

/** How long an attempt waits, at most, for the attempts under way that fill a window. */
export const BUSY_WAIT_MS = 20_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Takes one attempt under every rule, in order, each atomically in its own object. The first
 * refusal gives back what was already taken and answers how long to wait; so an attempt that
 * goes on holds a place under every rule, and no rule lets more than its limit through. A rule
 * full only of attempts still under way is waited on (taken in a fixed order, so waiting
 * attempts cannot wait on each other in a circle), up to BUSY_WAIT_MS within the request's
 * budget; then it refuses like a full one.
 */
export async function reserveAttempt(env: Env, rules: readonly ThrottleRule[]): Promise<Reservation> {
  const id = crypto.randomUUID();
  const taken: string[] = [];
  const giveBack = async () => {
    await Promise.all(taken.map((key) => throttleStub(env, key).release(id)));
  };
  const waitUntil = Date.now() + Math.min(BUSY_WAIT_MS, remainingBudgetMs(Number.POSITIVE_INFINITY) - 3_000);
  for (const rule of rules) {
    const acquire = () =>
      throttleStub(env, rule.key).acquire(id, rule.limit, rule.windowMs ?? THROTTLE_WINDOW_MS, rule.final ?? false);
    let state = await acquire();
    for (let round = 0; state.blocked && state.busy && Date.now() < waitUntil; round++) {
      await pause(Math.min(250, 25 * 2 ** Math.min(round, 4)) + Math.random() * 25);
      state = await acquire();
    }
    if (state.blocked) {
      await giveBack();
      return { ok: false, retryAfterSeconds: state.retryAfterSeconds, rule };
    }
    taken.push(rule.key);
  }
  return {
    ok: true,
    release: giveBack,
    fail: async () => {
      const counts = await Promise.all(taken.map((key) => throttleStub(env, key).fail(id)));
      return new Map(taken.map((key, i) => [key, counts[i]]));
    },
    clear: async (key) => {
      await throttleStub(env, key).clear();
    },
  };
}

function throttleStub(env: Env, name: string) {
  return boundedByBudget(env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(name)), "throttle");
}

/**
 * Exact sign-in throttling (ADR 002): one Durable Object per key (an account from one address,
 * an account from anywhere, a client address) holds the attempts of a sliding one-minute
 * window. `acquire` checks the window and records the attempt in one synchronous step on the
 * object's own storage, so attempts racing from any number of isolates cannot all pass the
 * check before one of them is counted. An attempt is taken BEFORE the backend call and may be
 * given back afterwards (`release`).
 */
import { DurableObject } from "cloudflare:workers";
import { pinTodayFrom, realTime } from "../../shared/pinned-clock";
import { boundedByBudget } from "./bounded-stub.server";

export const THROTTLE_WINDOW_MS = 60_000;

export type ThrottleState = { blocked: boolean; retryAfterSeconds: number };

type Attempt = { id: string; at: number };

const KEY = "attempts";

export class LoginThrottle extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // On the sandbox, the day a test pinned (as the console's fetch does; shared/pinned-clock.ts).
    pinTodayFrom(env);
  }

  /** The attempts still inside the window, oldest first (synchronous: no await, no interleaving). */
  private recent(now: number): Attempt[] {
    const attempts = this.ctx.storage.kv.get<Attempt[]>(KEY) ?? [];
    return attempts.filter((attempt) => now - attempt.at < THROTTLE_WINDOW_MS);
  }

  /**
   * Records attempt `id` unless `limit` attempts already fill the window. Read, decision and
   * write happen with no await between them, so the object answers one acquire at a time.
   */
  acquire(id: string, limit: number): ThrottleState {
    const now = Date.now();
    const attempts = this.recent(now);
    if (attempts.length >= limit) {
      const oldestThatCounts = attempts[attempts.length - limit].at;
      const wait = Math.ceil((oldestThatCounts + THROTTLE_WINDOW_MS - now) / 1000);
      return { blocked: true, retryAfterSeconds: Math.max(1, wait) };
    }
    this.ctx.storage.kv.put(KEY, [...attempts, { id, at: now }]);
    void this.ctx.storage.setAlarm(realTime(now + THROTTLE_WINDOW_MS));
    return { blocked: false, retryAfterSeconds: 0 };
  }

  /** Gives attempt `id` back (the backend never judged it, or it succeeded). */
  release(id: string): void {
    const attempts = this.ctx.storage.kv.get<Attempt[]>(KEY) ?? [];
    const kept = attempts.filter((attempt) => attempt.id !== id);
    if (kept.length !== attempts.length) this.ctx.storage.kv.put(KEY, kept);
  }

  /** Empties the window (a successful sign-in from this account and address). */
  async clear(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const attempts = this.recent(now);
    if (attempts.length === 0) await this.ctx.storage.deleteAll();
    else {
      this.ctx.storage.kv.put(KEY, attempts);
      await this.ctx.storage.setAlarm(realTime(attempts[0].at + THROTTLE_WINDOW_MS));
    }
  }
}

/** One limit: at most `limit` attempts a minute under `key`. */
export type ThrottleRule = { key: string; limit: number };

export type Reservation =
  | { ok: true; release(): Promise<void>; clear(key: string): Promise<void> }
  | { ok: false; retryAfterSeconds: number };

/**
 * Takes one attempt under every rule, in order, each atomically in its own object. The first
 * refusal gives back what was already taken and answers how long to wait; so an attempt that
 * goes on holds a place under every rule, and no rule lets more than its limit through.
 */
export async function reserveAttempt(env: Env, rules: readonly ThrottleRule[]): Promise<Reservation> {
  const id = crypto.randomUUID();
  const taken: string[] = [];
  const giveBack = async () => {
    await Promise.all(taken.map((key) => throttleStub(env, key).release(id)));
  };
  for (const rule of rules) {
    const state = await throttleStub(env, rule.key).acquire(id, rule.limit);
    if (state.blocked) {
      await giveBack();
      return { ok: false, retryAfterSeconds: state.retryAfterSeconds };
    }
    taken.push(rule.key);
  }
  return {
    ok: true,
    release: giveBack,
    clear: async (key) => {
      await throttleStub(env, key).clear();
    },
  };
}

function throttleStub(env: Env, name: string) {
  return boundedByBudget(env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(name)));
}

/**
 * Exact sign-in throttling (ADR 002): one Durable Object per key (an account, or a client
 * address) counts failed attempts in a sliding one-minute window. Being one instance per
 * key, the count is exact however many Worker isolates take sign-ins at once.
 */
import { DurableObject } from "cloudflare:workers";

export const THROTTLE_WINDOW_MS = 60_000;

export type ThrottleState = { blocked: boolean; retryAfterSeconds: number };

const KEY = "failures";

export class LoginThrottle extends DurableObject<Env> {
  private async recent(now: number): Promise<number[]> {
    const failures = (await this.ctx.storage.get<number[]>(KEY)) ?? [];
    return failures.filter((at) => now - at < THROTTLE_WINDOW_MS);
  }

  private state(failures: number[], limit: number, now: number): ThrottleState {
    if (failures.length < limit) return { blocked: false, retryAfterSeconds: 0 };
    const oldestThatCounts = failures[failures.length - limit];
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((oldestThatCounts + THROTTLE_WINDOW_MS - now) / 1000)) };
  }

  async check(limit: number, now: number): Promise<ThrottleState> {
    return this.state(await this.recent(now), limit, now);
  }

  async recordFailure(limit: number, now: number): Promise<ThrottleState> {
    const failures = [...(await this.recent(now)), now];
    await this.ctx.storage.put(KEY, failures);
    await this.ctx.storage.setAlarm(now + THROTTLE_WINDOW_MS);
    return this.state(failures, limit, now);
  }

  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    const failures = await this.recent(now);
    if (failures.length === 0) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.setAlarm(failures[0] + THROTTLE_WINDOW_MS);
  }
}

/** Checks both keys of an attempt (sign-in, SMS send); the longer wait wins. */
export async function attemptState(
  env: Env,
  keys: { account: string; address: string },
  limits: { account: number; address: number },
  now = Date.now(),
): Promise<ThrottleState> {
  const [account, address] = await Promise.all([
    throttleStub(env, `account:${keys.account}`).check(limits.account, now),
    throttleStub(env, `address:${keys.address}`).check(limits.address, now),
  ]);
  return account.retryAfterSeconds >= address.retryAfterSeconds ? account : address;
}

/** Counts one attempt (a failed sign-in, an SMS sent) against both keys. */
export async function recordAttempt(
  env: Env,
  keys: { account: string; address: string },
  limits: { account: number; address: number },
  now = Date.now(),
): Promise<void> {
  await Promise.all([
    throttleStub(env, `account:${keys.account}`).recordFailure(limits.account, now),
    throttleStub(env, `address:${keys.address}`).recordFailure(limits.address, now),
  ]);
}

export async function clearAccountFailures(env: Env, account: string): Promise<void> {
  await throttleStub(env, `account:${account}`).clear();
}

function throttleStub(env: Env, name: string) {
  return env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(name));
}

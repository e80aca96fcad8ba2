/**
 * Sign-in and SMS-send throttling, as the login action uses it: reserve an attempt BEFORE the
 * backend call (atomically, in the LoginThrottle objects), then give it back when the backend
 * never judged it (a transport failure) or when it succeeded.
 *
 *   const attempt = await reserveSignIn(env, config, throttleKeys(request, tenantId, username));
 *   if (!attempt.ok) return … attempt.message, 429;
 *   const result = await passwordGrant(…).catch(attempt.releaseOnTransportFailure);
 *   … completeSignIn(…, { attempt })   // success: attempt.succeeded()
 *
 * Keys: an account from one address (5 a minute), the account from all addresses together
 * (a higher ceiling, 20), and the address (20). One address hammering an account is refused
 * long before the ceiling, so it cannot lock the account out for everyone else.
 */
import { BackendError } from "~/server/backend.server";
import type { ConsoleConfig } from "~/server/config.server";
import { reserveAttempt, type ThrottleState } from "~/server/login-throttle.server";
import type { FormMessage } from "./sign-in.server";

/**
 * The client's address as Cloudflare reports it. X-Forwarded-For is deliberately ignored: a
 * client can write it, and would then pick its own throttling bucket.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

export type ThrottleKeys = { account: string; address: string };

export function throttleKeys(request: Request, tenantId: string, account: string): ThrottleKeys {
  return { account: `${tenantId}:${account.trim().toLowerCase()}`, address: clientAddress(request) };
}

export type SignInAttempt =
  | {
      ok: true;
      /** Gives the attempt back (the backend never judged the credentials). */
      release(): Promise<void>;
      /** A `.catch` handler for the grant call: gives the attempt back on a BackendError, rethrows. */
      releaseOnTransportFailure(error: unknown): Promise<never>;
      /** The sign-in succeeded: gives the attempt back and empties this account+address window. */
      succeeded(): Promise<void>;
    }
  | { ok: false; message: FormMessage };

/** Takes one sign-in attempt for `keys`, or says how long to wait (login.errors.throttled). */
export async function reserveSignIn(env: Env, config: ConsoleConfig, keys: ThrottleKeys): Promise<SignInAttempt> {
  const pairKey = `pair:${JSON.stringify([keys.account, keys.address])}`;
  const reservation = await reserveAttempt(env, [
    { key: pairKey, limit: config.accountAddressFailuresPerMinute },
    { key: `account:${keys.account}`, limit: config.accountCeilingPerMinute },
    { key: `address:${keys.address}`, limit: config.addressFailuresPerMinute },
  ]);
  if (!reservation.ok) return { ok: false, message: throttledMessage(reservation.retryAfterSeconds) };
  return {
    ok: true,
    release: reservation.release,
    async releaseOnTransportFailure(error: unknown): Promise<never> {
      if (error instanceof BackendError) await reservation.release();
      throw error;
    },
    async succeeded() {
      await Promise.all([reservation.release(), reservation.clear(pairKey)]);
    },
  };
}

export function throttledMessage(retryAfterSeconds: number): FormMessage {
  return { key: "login.errors.throttled", values: { seconds: retryAfterSeconds } };
}

/** SMS codes sent per phone and per client address in a minute, whatever the backend allows. */
export const SMS_SEND_LIMITS = { phone: 3, address: 10 };

/** Counts an SMS send (atomically, before it is sent) unless one of its keys is full. */
export async function allowSmsSend(env: Env, request: Request, tenantId: string, phone: string): Promise<ThrottleState> {
  const reservation = await reserveAttempt(env, [
    { key: `sms:${tenantId}:${phone}`, limit: SMS_SEND_LIMITS.phone },
    { key: `sms-address:${clientAddress(request)}`, limit: SMS_SEND_LIMITS.address },
  ]);
  return reservation.ok ? { blocked: false, retryAfterSeconds: 0 } : { blocked: true, retryAfterSeconds: reservation.retryAfterSeconds };
}

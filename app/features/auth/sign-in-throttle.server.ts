/**
 * Sign-in and SMS-send throttling, as the login action uses it: reserve an attempt BEFORE the
 * backend call (atomically, in the LoginThrottle objects), then give it back when the backend
 * never judged it (a transport failure) or when it succeeded, or mark it failed.
 *
 *   const attempt = await reserveSignIn(env, config, throttleKeys(request, tenantId, username), { captcha });
 *   if (!attempt.ok) return … attempt.message (429, or the captcha when attempt.captchaRequired);
 *   const result = await passwordGrant(…).catch(attempt.releaseOnTransportFailure);
 *   if (!result.ok) … await attempt.failed()   // says whether the account now needs the captcha
 *   … completeSignIn(…, { attempt })           // success: attempt.succeeded()
 *
 * Rules (ADR 002, 028), taken in this order: an account from one address (5 a minute, and 5
 * more with a captcha), the account from all addresses together (20 a minute, and 100 an
 * hour), the address (20 a minute, failures only: a success is given back, and a window full of
 * sign-ins still under way is waited on, not refused), and for a password sign-in the
 * account's recent failures: after 5 within 15 minutes from anywhere, an attempt without a
 * captcha is refused with the captcha asked for (a success forgets them). One address
 * hammering an account is refused long before the ceilings, so it cannot lock the account out
 * for everyone else.
 */
import { BackendError } from "~/server/backend.server";
import type { ConsoleConfig } from "~/server/config.server";
import { reserveAttempt, type ThrottleRule, type ThrottleState } from "~/server/login-throttle.server";
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
      /** The backend refused the credentials: counts the failure; says whether the account now needs the captcha. */
      failed(): Promise<{ captchaRequired: boolean }>;
      /** The sign-in succeeded: gives the attempt back and forgets the account's recent failures. */
      succeeded(): Promise<void>;
    }
  | {
      ok: false;
      message: FormMessage;
      /** Refused for want of a captcha (the account failed too often lately), not for a wait. */
      captchaRequired: boolean;
    };

const HOUR_MS = 3_600_000;
const CAPTCHA_RULE = "captcha";

/**
 * Takes one sign-in attempt for `keys`, or says how long to wait (login.errors.throttled) or
 * that the captcha is needed (login.errors.captchaNeeded). `captcha` is whether a password
 * sign-in carries one; leave it out for sign-ins with no captcha to give (phone + SMS code).
 */
export async function reserveSignIn(
  env: Env,
  config: ConsoleConfig,
  keys: ThrottleKeys,
  options: { captcha?: boolean } = {},
): Promise<SignInAttempt> {
  // Attempts with a captcha have a window of their own here: after failures that asked for the
  // captcha, answering it lets the person go on at once rather than wait out this minute.
  const pairKeys = ["pair", "pair-captcha"].map((kind) => `${kind}:${JSON.stringify([keys.account, keys.address])}`);
  const pairKey = pairKeys[options.captcha ? 1 : 0];
  const failuresKey = `failures:${keys.account}`;
  const rules: ThrottleRule[] = [
    { key: pairKey, limit: config.accountAddressFailuresPerMinute },
    { key: `account:${keys.account}`, limit: config.accountCeilingPerMinute },
    { key: `account-hour:${keys.account}`, limit: config.accountFailuresPerHour, windowMs: HOUR_MS },
    { key: `address:${keys.address}`, limit: config.addressFailuresPerMinute },
  ];
  const withCaptchaRule = options.captcha !== undefined;
  if (withCaptchaRule) {
    // With a captcha the attempt is only counted (the hourly rule before it bounds the window).
    const limit = options.captcha ? config.accountFailuresPerHour : config.captchaAfterFailures;
    rules.push({ key: failuresKey, limit, windowMs: config.captchaWindowMs, name: CAPTCHA_RULE });
  }
  const reservation = await reserveAttempt(env, rules);
  if (!reservation.ok) {
    return reservation.rule.name === CAPTCHA_RULE && !options.captcha
      ? { ok: false, message: { key: "login.errors.captchaNeeded" }, captchaRequired: true }
      : { ok: false, message: throttledMessage(reservation.retryAfterSeconds), captchaRequired: false };
  }
  return {
    ok: true,
    release: reservation.release,
    async releaseOnTransportFailure(error: unknown): Promise<never> {
      if (error instanceof BackendError) await reservation.release();
      throw error;
    },
    async failed() {
      const failures = await reservation.fail();
      return { captchaRequired: withCaptchaRule && (failures.get(failuresKey) ?? 0) >= config.captchaAfterFailures };
    },
    async succeeded() {
      await Promise.all([
        reservation.release(),
        ...pairKeys.map((key) => reservation.clear(key)),
        withCaptchaRule ? reservation.clear(failuresKey) : Promise.resolve(),
      ]);
    },
  };
}

export function throttledMessage(retryAfterSeconds: number): FormMessage {
  return { key: "login.errors.throttled", values: { seconds: retryAfterSeconds } };
}

/** SMS codes sent per phone and per client address in a minute, whatever the backend allows. */
export const SMS_SEND_LIMITS = { phone: 3, address: 10 };

/** Counts an SMS send (atomically, before it is sent) unless one of its keys is full. */
export async function allowSmsSend(
  env: Env,
  request: Request,
  tenantId: string,
  phone: string,
): Promise<ThrottleState> {
  const reservation = await reserveAttempt(env, [
    { key: `sms:${tenantId}:${phone}`, limit: SMS_SEND_LIMITS.phone, final: true },
    { key: `sms-address:${clientAddress(request)}`, limit: SMS_SEND_LIMITS.address, final: true },
  ]);
  return reservation.ok
    ? { blocked: false, retryAfterSeconds: 0 }
    : { blocked: true, retryAfterSeconds: reservation.retryAfterSeconds };
}

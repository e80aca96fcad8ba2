import { DEFAULT_ABSOLUTE_HOURS, DEFAULT_IDLE_MINUTES, DEFAULT_TOKEN_TIME_SECONDS } from "~/lib/session-clock";
import { parseFrameAllowlist } from "~/server/menu/frame-sources.server";
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../../shared/sandbox-client";

/** The Worker's settings, read once per request from its bindings. */
export type ConsoleConfig = {
  /** The gateway origin, or null to use the embedded sandbox through its service binding. */
  backendUrl: string | null;
  clientId: string;
  clientSecret: string;
  sessionSecrets: string[];
  tokenTimeSeconds: number;
  idleMs: number;
  absoluteMs: number;
  /**
   * Sign-in attempts allowed in one minute (a successful one is given back): per account from
   * one address, per account from all addresses together (the ceiling), and per address.
   */
  accountAddressFailuresPerMinute: number;
  accountCeilingPerMinute: number;
  addressFailuresPerMinute: number;
  /** Sign-in attempts per account in one hour from all addresses together (ADR 028). */
  accountFailuresPerHour: number;
  /** Failures of one account within `captchaWindowMs` after which its sign-in needs the captcha. */
  captchaAfterFailures: number;
  captchaWindowMs: number;
  /** The most a page or action may wait on the backend in total (spec §9's 100000 ms; ADR 009). */
  requestDeadlineMs: number;
  /** Origins the embedded frame may show besides the menu's own external pages (FRAME_SOURCES). */
  frameSources: string[];
};

// Only ever used against the sandbox: a preview with no secrets still runs, production
// (BACKEND_URL set) refuses to start without real ones.
const SANDBOX_SESSION_SECRET = "sandbox-session-secret-not-for-production";

function positiveNumber(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

const configs = new WeakMap<Env, ConsoleConfig>();

/** The settings of this Worker's bindings, read once per bindings object (it is on every call). */
export function readConfig(env: Env): ConsoleConfig {
  let config = configs.get(env);
  if (!config) {
    config = parseConfig(env);
    configs.set(env, config);
  }
  return config;
}

function parseConfig(env: Env): ConsoleConfig {
  const vars = env as unknown as Record<string, string | undefined>;
  const backendUrl = vars.BACKEND_URL?.trim().replace(/\/+$/, "") || null;
  const clientSecret = vars.OAUTH_CLIENT_SECRET?.trim();
  const sessionSecret = vars.SESSION_SECRET?.trim();
  if (!backendUrl && !(env as { SANDBOX?: unknown }).SANDBOX) {
    // A production deploy has no sandbox (wrangler.toml's [env.production]): it needs its gateway.
    throw new Error(
      "BACKEND_URL is not set and there is no SANDBOX binding: set BACKEND_URL to the gateway (wrangler.toml [env.production.vars]).",
    );
  }
  if (backendUrl && (!clientSecret || !sessionSecret)) {
    throw new Error(
      "BACKEND_URL is set, so OAUTH_CLIENT_SECRET and SESSION_SECRET must be set too (wrangler secret put).",
    );
  }
  return {
    backendUrl,
    clientId: backendUrl ? vars.OAUTH_CLIENT_ID?.trim() || "frontend" : SANDBOX_CLIENT_ID,
    clientSecret: clientSecret || SANDBOX_CLIENT_SECRET,
    sessionSecrets: (sessionSecret || SANDBOX_SESSION_SECRET)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    tokenTimeSeconds: positiveNumber(vars.TOKEN_TIME_SECONDS, DEFAULT_TOKEN_TIME_SECONDS),
    idleMs: positiveNumber(vars.SESSION_IDLE_MINUTES, DEFAULT_IDLE_MINUTES) * 60_000,
    absoluteMs: positiveNumber(vars.SESSION_ABSOLUTE_HOURS, DEFAULT_ABSOLUTE_HOURS) * 3_600_000,
    accountAddressFailuresPerMinute: positiveNumber(vars.LOGIN_FAILURES_PER_ACCOUNT, 5),
    accountCeilingPerMinute: positiveNumber(vars.LOGIN_FAILURES_ACCOUNT_CEILING, 20),
    addressFailuresPerMinute: positiveNumber(vars.LOGIN_FAILURES_PER_ADDRESS, 20),
    accountFailuresPerHour: positiveNumber(vars.LOGIN_FAILURES_ACCOUNT_HOURLY, 100),
    captchaAfterFailures: positiveNumber(vars.LOGIN_CAPTCHA_AFTER_FAILURES, 5),
    // At most an hour: the hourly rule then bounds what the captcha's window holds.
    captchaWindowMs: Math.min(positiveNumber(vars.LOGIN_CAPTCHA_WINDOW_MINUTES, 15), 60) * 60_000,
    requestDeadlineMs: Math.min(positiveNumber(vars.REQUEST_DEADLINE_MS, 100_000), 100_000),
    frameSources: parseFrameAllowlist(vars.FRAME_SOURCES),
  };
}

/**
 * Constants of the sandbox backend. Pure values only. The console's own client (shared with
 * the app) lives in shared/sandbox-client.ts.
 */
export { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../../../shared/sandbox-client";

/** Saber's stock client, also accepted by the sandbox. */
export const SABER_CLIENT_ID = "saber";
export const SABER_CLIENT_SECRET = "saber_secret";

/** The sandbox stands in for this third-party sign-in provider (`source` of the social grant). */
export const SANDBOX_SOCIAL_SOURCE = "sandbox";

/** Lifetimes and limits (seconds unless noted). */
export const ACCESS_TOKEN_VALIDITY = 3600;
export const REFRESH_TOKEN_VALIDITY = 604800;
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SOCIAL_CODE_TTL_MS = 5 * 60_000;
/**
 * This platform's `account.failCount` (BladeX's default is 5): above the console's captcha
 * threshold (LOGIN_CAPTCHA_AFTER_FAILURES, 5), so the captcha comes before a lockout (ADR 028).
 */
export const LOGIN_FAIL_LIMIT = 10;
export const LOGIN_LOCK_MS = 30 * 60_000;
/** The marketing site's single-use ticket (system.external.ticket). */
export const MARKETING_TICKET_HEADER = "Marketing-Ticket";
export const MARKETING_TICKET_TTL_MS = 2 * 60_000;
/** pc-updateLoginPassword: consecutive wrong old passwords before the lock, and its length. */
export const PASSWORD_FAIL_LIMIT = 5;
export const PASSWORD_LOCK_MINUTES = 30;

/** The platform's own tenant: it sells flow packages and confirms the tenants' transfers (ADR 017). */
export const PLATFORM_TENANT_ID = "000001";

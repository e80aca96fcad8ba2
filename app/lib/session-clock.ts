/**
 * Time rules of a signed-in session: when the access token is refreshed (spec §4: its age in
 * seconds reaches tokenTime) and when the session itself ends (idle and absolute limits).
 */
export const DEFAULT_TOKEN_TIME_SECONDS = 3000;
export const DEFAULT_IDLE_MINUTES = 30;
export const DEFAULT_ABSOLUTE_HOURS = 12;

export function tokenAgeSeconds(issuedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - issuedAtMs) / 1000));
}

export function tokenNeedsRefresh(
  issuedAtMs: number,
  nowMs: number,
  tokenTimeSeconds = DEFAULT_TOKEN_TIME_SECONDS,
): boolean {
  return tokenAgeSeconds(issuedAtMs, nowMs) >= tokenTimeSeconds;
}

export type SessionTimes = { createdAt: number; lastSeenAt: number };
export type SessionLimits = { idleMs: number; absoluteMs: number };

export function sessionExpired(times: SessionTimes, nowMs: number, limits: SessionLimits): boolean {
  return nowMs - times.lastSeenAt >= limits.idleMs || nowMs - times.createdAt >= limits.absoluteMs;
}

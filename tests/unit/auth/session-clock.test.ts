/** The session's clock (lib/session-clock): the token's age and refresh point, the idle and absolute limits. */
import { describe, expect, it } from "vitest";
import { sessionExpired, tokenAgeSeconds, tokenNeedsRefresh } from "~/lib/session-clock";

const start = Date.UTC(2026, 10, 22, 8, 0, 0);

describe("token age (spec §4: refresh when the age in seconds reaches tokenTime 3000)", () => {
  it("counts whole seconds and never goes negative", () => {
    expect(tokenAgeSeconds(start, start + 2999_999)).toBe(2999);
    expect(tokenAgeSeconds(start, start - 5000)).toBe(0);
  });

  it("refreshes exactly at tokenTime, not a second before", () => {
    expect(tokenNeedsRefresh(start, start + 2999_999)).toBe(false);
    expect(tokenNeedsRefresh(start, start + 3000_000)).toBe(true);
  });

  it("honours a configured tokenTime", () => {
    expect(tokenNeedsRefresh(start, start + 60_000, 60)).toBe(true);
    expect(tokenNeedsRefresh(start, start + 59_000, 60)).toBe(false);
  });
});

describe("session limits (30 min idle, 12 h absolute)", () => {
  const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

  it("lives while the operator is active", () => {
    expect(sessionExpired({ createdAt: start, lastSeenAt: start + 60_000 }, start + 29 * 60_000, limits)).toBe(false);
  });

  it("ends after 30 idle minutes", () => {
    expect(sessionExpired({ createdAt: start, lastSeenAt: start }, start + 30 * 60_000, limits)).toBe(true);
  });

  it("ends after 12 hours however active", () => {
    const now = start + 12 * 3_600_000;
    expect(sessionExpired({ createdAt: start, lastSeenAt: now - 1000 }, now, limits)).toBe(true);
  });
});

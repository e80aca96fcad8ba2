/**
 * ADR 009 (amended 2026-11-24): the deadline reaches the token refresh. The refresh runs in the
 * session's Durable Object, away from the request that needs it, and is shared by every request
 * of the session that needs it at the same time (ADR 002). The object gets what is left of the
 * asking request's budget for its call to the backend, and the request waits on the object no
 * longer than that: a refresh held up by the gateway costs a page 请求超时 within its budget,
 * not the gateway's delay, and the session is kept for the next try.
 *
 * The page asks with an 8 s budget (REQUEST_DEADLINE_MS, room for a busy machine); the sandbox's
 * fault switch answers its menu call with a 401 once (so the console refreshes) and holds
 * refresh grants for a minute, longer than the test may take.
 */
import { exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Browser, ORIGIN, signedInAs } from "../worker/browser";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../worker/warm-money";
import { changedEnv, consoleWith } from "./built-worker";

const ACCOUNT = "user05";
const TOKEN = "/api/cloud-auth/oauth/token";
const MENU = "/api/cloud-system/menu/routes";
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
/** 请求超时 as the page shows it (every page also carries it in its dictionary, as data). */
const TIMED_OUT = />\s*请求超时\s*</;

async function fault(rule: Record<string, unknown>): Promise<void> {
  const response = await exports.default.fetch(
    new Request(new URL("/sandbox/faults", ORIGIN), {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ account: ACCOUNT, ...rule }),
    }),
  );
  if (response.status !== 200) throw new Error(`fault rule refused: ${await response.text()}`);
}

async function clearFaults(): Promise<void> {
  await exports.default.fetch(
    new Request(new URL(`/sandbox/faults?account=${ACCOUNT}`, ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
  );
}

// The home page reads the order figures: with the money data seeded first, no page of this test
// waits behind the sandbox seeding it (a minute of the sandbox's time under load, inside an 8 s budget).
beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

afterEach(clearFaults);

/** The same operator's browser, its pages asked with an 8 s budget. */
async function hurriedOperator(): Promise<Browser> {
  const signedIn = await signedInAs(ACCOUNT, "123456");
  const browser = new Browser(signedIn.address, consoleWith(changedEnv({ REQUEST_DEADLINE_MS: "8000" })));
  for (const [name, value] of signedIn.cookies) browser.cookies.set(name, value);
  return browser;
}

describe("a token refresh held up by the gateway", () => {
  it("costs the page its budget and 请求超时, keeps the session, and does not hold the next refresh", async () => {
    const browser = await hurriedOperator();
    await fault({ kind: "401", path: MENU, times: 1 });
    await fault({ kind: "latency", latencyMs: 60_000, path: TOKEN });

    const held = await browser.get("/main/index");
    expect(held.status).toBe(504);
    expect(await held.text()).toMatch(TIMED_OUT);

    // The gateway is back. The session is still there, and its next refresh is a call of its own,
    // not a wait on the one abandoned above (which the gateway would still be holding).
    await clearFaults();
    await fault({ kind: "401", path: MENU, times: 1 });
    const next = await browser.get("/main/index");
    expect(next.status).toBe(200);
    const home = await next.text();
    expect(home).toContain("欢迎回来");
    expect(home).not.toMatch(TIMED_OUT);
  });
});

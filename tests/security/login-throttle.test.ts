/**
 * Sign-in and SMS throttling under concurrency: the check and the count are one atomic step in
 * the LoginThrottle objects, taken before the backend call, so simultaneous attempts cannot
 * all slip through. Accounts, phones and addresses here are used by no other test (the
 * sandbox locks an account after 10 consecutive failures, its account.failCount). The rules by account
 * over longer windows (100 an hour, the captcha after 5 failures): login-throttle-account.test.ts.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, captchaCode, captchaKeyIn, location, signIn } from "../worker/browser";
import { changedEnv, fetchWithEnv } from "./built-worker";

const db = (env as unknown as { SANDBOX_DB: D1Database }).SANDBOX_DB;
const THROTTLED = /登录失败次数过多，请\d+秒后再试/;
const CAPTCHA_NEEDED = "登录失败次数较多，请输入验证码";
const SMS_THROTTLED = /发送过于频繁，请\d+秒后再试/;

/** The sandbox's own count of consecutive failed sign-ins of an account (its lockout table). */
async function sandboxFailures(account: string): Promise<number> {
  const row = await db
    .prepare("SELECT fail_count FROM sandbox_login_fail WHERE tenant_id = '000001' AND account = ?")
    .bind(account)
    .first<{ fail_count: number }>();
  return row?.fail_count ?? 0;
}

/** What the page shows: its HTML without its scripts (which carry the whole dictionary). */
function shown(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, "");
}

type Answer = { status: number; html: string };

async function answer(response: Promise<Response>): Promise<Answer> {
  const settled = await response;
  return { status: settled.status, html: await settled.text() };
}

function wrongPasswords(
  account: string,
  addresses: string[],
  each: number,
  extra: Record<string, string> = {},
): Promise<Answer[]> {
  return Promise.all(
    addresses.flatMap((address) =>
      Array.from({ length: each }, (_, i) =>
        answer(signIn(new Browser(address), account, `wrong-${address}-${i}`, extra)),
      ),
    ),
  );
}

describe("password sign-in throttle under concurrency", () => {
  it("lets exactly 5 of 30 simultaneous wrong passwords (one account, one address) reach the backend", async () => {
    const answers = await wrongPasswords("user21", ["192.0.2.101"], 30);
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(25);
    for (const a of throttled) expect(a.html).toMatch(THROTTLED);
    const judged = answers.filter((a) => a.status !== 429);
    expect(judged).toHaveLength(5);
    for (const a of judged) expect(a.html).toContain("账号或密码错误");
    // What the backend saw: exactly five failed passwords for user21.
    expect(await sandboxFailures("user21")).toBe(5);
  });

  it("keeps the account open to another address while one address is throttled (behind the captcha)", async () => {
    const answers = await wrongPasswords("user22", ["192.0.2.102"], 12);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);

    const throttledAddress = await signIn(new Browser("192.0.2.102"), "user22", "123456");
    expect(throttledAddress.status).toBe(429);
    expect(await throttledAddress.text()).toMatch(THROTTLED);
    // Five failures within 15 minutes: every address now needs the captcha (ADR 028), and has it.
    const otherAddress = new Browser("192.0.2.103");
    const asked = await signIn(otherAddress, "user22", "123456");
    expect(asked.status).toBe(400);
    const askedHtml = shown(await asked.text());
    expect(askedHtml).toContain(CAPTCHA_NEEDED);
    const key = captchaKeyIn(askedHtml);
    const signedIn = await signIn(otherAddress, "user22", "123456", {
      captchaKey: key,
      captchaCode: await captchaCode(key),
    });
    expect(location(signedIn)).toBe("/main/index");
  });

  it("holds the per-account ceiling (20 a minute) across many addresses", async () => {
    const addresses = ["192.0.2.111", "192.0.2.112", "192.0.2.113", "192.0.2.114", "192.0.2.115", "192.0.2.116"];
    // An account the sandbox does not know: every attempt that reaches it is judged, none locks.
    // Each brings a (made-up) captcha, else the account's recent failures would ask for one
    // after 5 (ADR 028) before the ceiling is reached; the backend refuses the captcha.
    const captcha = { captchaKey: "made-up", captchaCode: "zzzzz" };
    const answers = await wrongPasswords("ghost-ceiling", addresses, 5, captcha);
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(10);
    for (const a of throttled) expect(a.html).toMatch(THROTTLED);
    const judged = answers.filter((a) => a.status !== 429);
    expect(judged).toHaveLength(20);
    for (const a of judged) expect(shown(a.html)).toContain("验证码不正确");
    // A seventh address finds the ceiling full too.
    expect((await signIn(new Browser("192.0.2.117"), "ghost-ceiling", "x", captcha)).status).toBe(429);
  });

  it("holds the per-address limit (20 a minute) across many accounts", async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => answer(signIn(new Browser("192.0.2.121"), `ghost-address-${i}`, "x"))),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(20);
  });

  it("gives a successful sign-in's attempt back and empties its account+address window", async () => {
    const browser = new Browser("192.0.2.131");
    for (let i = 0; i < 4; i++) expect((await signIn(browser, "user23", `wrong-${i}`)).status).toBe(400);
    expect(location(await signIn(new Browser("192.0.2.131"), "user23", "123456"))).toBe("/main/index");
    // The window was emptied: four more failures from the same address are judged, not refused.
    for (let i = 0; i < 4; i++) expect((await signIn(browser, "user23", `again-${i}`)).status).toBe(400);
    expect(location(await signIn(new Browser("192.0.2.131"), "user23", "123456"))).toBe("/main/index");
  });
});

describe("attempts the backend never judged", () => {
  it("gives an attempt back when the token call fails in transport", async () => {
    const sandbox = (env as unknown as { SANDBOX: Fetcher }).SANDBOX;
    // The gateway answers everything but the token endpoint, which is unreachable.
    const unreachableTokens = changedEnv({
      SANDBOX: {
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          String(input instanceof Request ? input.url : input).includes("/oauth/token")
            ? Promise.reject(new TypeError("Network connection lost."))
            : sandbox.fetch(input, init),
      },
    });
    const form = new URLSearchParams({
      tenantId: "000001",
      username: "user24",
      password: "123456",
      intent: "password",
    });
    const headers = { "CF-Connecting-IP": "192.0.2.171", "Sec-Fetch-Site": "same-origin" };
    for (let i = 0; i < 6; i++) {
      const failed = await fetchWithEnv(unreachableTokens, "/login", { method: "POST", headers, body: form });
      expect(failed.status).not.toBe(429);
    }
    // None of the six counted: the next attempt from that address reaches the backend and signs in.
    expect(location(await signIn(new Browser("192.0.2.171"), "user24", "123456"))).toBe("/main/index");
  });
});

describe("phone sign-in and SMS throttle under concurrency", () => {
  const phoneForm = (phone: string, intent: "send-sms" | "phone", extra: Record<string, string> = {}) => ({
    tenantId: "000001",
    phone,
    intent,
    ...extra,
  });

  it("lets exactly 5 of 12 simultaneous wrong codes for one phone from one address reach the backend", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        answer(
          new Browser("192.0.2.141").post(
            "/login?mode=phone",
            phoneForm("13812340001", "phone", { smsId: `nope-${i}`, smsCode: "000000" }),
          ),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    expect(answers.filter((a) => a.status !== 429).every((a) => a.html.includes("短信验证码不正确或已过期"))).toBe(
      true,
    );
  });

  it("sends at most 3 codes a minute to one phone, however many sends race", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer(new Browser("192.0.2.151").post("/login?mode=phone", phoneForm("13812340002", "send-sms"))),
      ),
    );
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(7);
    for (const a of throttled) expect(a.html).toMatch(SMS_THROTTLED);
    const sent = await db
      .prepare("SELECT COUNT(*) AS n FROM sandbox_sms_code WHERE phone = '13812340002'")
      .first<{ n: number }>();
    expect(sent?.n).toBeGreaterThanOrEqual(1);
    expect(sent?.n).toBeLessThanOrEqual(3);
  });

  it("sends at most 10 codes a minute from one address, however many phones", async () => {
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        answer(
          new Browser("192.0.2.161").post(
            "/login?mode=phone",
            phoneForm(`138123401${String(i).padStart(2, "0")}`, "send-sms"),
          ),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
  });
});

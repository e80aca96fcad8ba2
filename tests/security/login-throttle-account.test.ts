/**
 * Sign-in throttling by account (issue 30, OWASP ASVS V2.2.1; ADR 028): at most 100 attempts an
 * hour reach the backend for one account however many addresses share the guessing; after 5
 * failures within 15 minutes from anywhere the account's sign-in needs the captcha (shown on the
 * form, required by the server); an address's budget counts failures, so an office behind one
 * address signs 50 operators in at once. The client address is CF-Connecting-IP (the only one
 * the console reads). Accounts and addresses here are used by no other test.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, captchaCode, captchaKeyIn, location, signIn } from "../worker/browser";
import { changedEnv, consoleWith } from "./built-worker";

const THROTTLED = /登录失败次数过多，请\d+秒后再试/;
const CAPTCHA_NEEDED = "登录失败次数较多，请输入验证码";
const CAPTCHA_FIELD = 'name="captchaCode"';
const TOKEN = "/api/cloud-auth/oauth/token";

/** The console with other vars, whose calls to the sandbox's token endpoint for `account` are counted. */
function countingConsole(account: string, vars: Record<string, string>) {
  const sandbox = (env as unknown as { SANDBOX: Fetcher }).SANDBOX;
  const calls = { token: 0 };
  const bindings = changedEnv({
    ...vars,
    SANDBOX: {
      fetch(input: RequestInfo | URL, init?: RequestInit) {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname === TOKEN && url.searchParams.get("username") === account) calls.token++;
        return sandbox.fetch(input, init);
      },
    },
  });
  return { handler: consoleWith(bindings), calls };
}

/** What the page shows: its HTML without its scripts (which carry the whole dictionary). */
function shown(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, "");
}

describe("attempts per account an hour, from all addresses together", () => {
  it("lets at most 100 of 130 guesses from 10 addresses reach the backend, and refuses the rest before it", async () => {
    // Only the hourly rule is left to decide: the per-minute limits and the captcha are set out of the way.
    const { handler, calls } = countingConsole("ghost-hourly", {
      LOGIN_FAILURES_PER_ACCOUNT: "1000",
      LOGIN_FAILURES_ACCOUNT_CEILING: "1000",
      LOGIN_FAILURES_PER_ADDRESS: "1000",
      LOGIN_CAPTCHA_AFTER_FAILURES: "1000",
    });
    const addresses = Array.from({ length: 10 }, (_, i) => `198.18.30.${i + 1}`);
    const statuses = await Promise.all(
      addresses.map(async (address) => {
        const browser = new Browser(address, handler);
        const seen: { status: number; html: string }[] = [];
        for (let i = 0; i < 13; i++) {
          const response = await signIn(browser, "ghost-hourly", `guess-${address}-${i}`);
          seen.push({ status: response.status, html: shown(await response.text()) });
        }
        return seen;
      }),
    );
    const answers = statuses.flat();
    expect(calls.token).toBe(100);
    const judged = answers.filter((a) => a.status !== 429);
    expect(judged).toHaveLength(100);
    for (const a of judged) expect(a.html).toContain("账号或密码错误");
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    for (const a of refused) expect(a.html).toMatch(THROTTLED);
    // A new address, and the right answer to a captcha, change nothing for the rest of the hour.
    const late = await signIn(new Browser("198.18.30.99", handler), "ghost-hourly", "another", {
      captchaKey: "k",
      captchaCode: "c",
    });
    expect(late.status).toBe(429);
    expect(calls.token).toBe(100);
  });

  it("counts phone sign-ins by tenant + phone", async () => {
    const handler = consoleWith(changedEnv({ LOGIN_FAILURES_ACCOUNT_HOURLY: "3" }));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const browser = new Browser(`198.18.31.${i + 1}`, handler);
      const form = { tenantId: "000001", phone: "13812349901", smsId: `nope-${i}`, smsCode: "000000", intent: "phone" };
      statuses.push((await browser.post("/login?mode=phone", form)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe("successful sign-ins from one address", () => {
  it(
    "signs 50 operators of one office in within a minute, 25 at once, without a refusal",
    { timeout: 60_000 },
    async () => {
      const started = Date.now();
      const accounts = Array.from({ length: 50 }, (_, i) => `load${String(201 + i).padStart(3, "0")}`);
      // Two waves of 25 simultaneous sign-ins: each more than the address's 20 a minute at once.
      const landed: string[] = [];
      for (const wave of [accounts.slice(0, 25), accounts.slice(25)]) {
        landed.push(
          ...(await Promise.all(
            wave.map(async (account) =>
              location(await signIn(new Browser("198.18.32.1"), account, "123456", { tenantId: "000003" })),
            ),
          )),
        );
      }
      expect(landed).toEqual(accounts.map(() => "/main/index"));
      expect(Date.now() - started).toBeLessThan(60_000);
      // The address's budget still counts failures: 20 a minute, then refused.
      const failures = await Promise.all(
        Array.from(
          { length: 22 },
          async (_, i) => (await signIn(new Browser("198.18.32.1"), `ghost-office-${i}`, "x")).status,
        ),
      );
      expect(failures.filter((status) => status === 429)).toHaveLength(2);
    },
  );
});

describe("the captcha after 5 failures of an account within 15 minutes", () => {
  it("asks for it from every address after failures from different addresses, and signs in with it", async () => {
    const { handler, calls } = countingConsole("user26", {});
    for (let i = 1; i <= 4; i++) {
      const response = await signIn(new Browser(`198.18.33.${i}`, handler), "user26", `wrong-${i}`);
      expect(response.status).toBe(400);
      expect(shown(await response.text())).not.toContain(CAPTCHA_FIELD);
    }
    // The fifth failure's answer already shows the captcha, and says why.
    const fifth = await signIn(new Browser("198.18.33.5", handler), "user26", "wrong-5");
    const fifthHtml = shown(await fifth.text());
    expect(fifthHtml).toContain("账号或密码错误");
    expect(fifthHtml).toContain(CAPTCHA_NEEDED);
    expect(fifthHtml).toContain(CAPTCHA_FIELD);
    expect(fifthHtml).toContain("data:image/png;base64,");
    // The sandbox saw five failed passwords: below its lockout (account.failCount 10, ADR 028).

    // A sixth address, the right password, no captcha: refused before the backend, captcha shown.
    const browser = new Browser("198.18.33.6", handler);
    const refused = await signIn(browser, "user26", "123456");
    expect(calls.token).toBe(5);
    expect(refused.status).toBe(400);
    const refusedHtml = shown(await refused.text());
    expect(refusedHtml).toContain(CAPTCHA_NEEDED);
    expect(refusedHtml).toContain(CAPTCHA_FIELD);
    expect(refusedHtml).toContain('value="user26"');
    expect(browser.cookies.has("__Host-console_sid")).toBe(false);

    // A wrong captcha: refused by the backend, a new captcha shown.
    const firstKey = captchaKeyIn(refusedHtml);
    const wrongCaptcha = await signIn(browser, "user26", "123456", { captchaKey: firstKey, captchaCode: "zzzzz" });
    expect(wrongCaptcha.status).toBe(400);
    const wrongHtml = shown(await wrongCaptcha.text());
    expect(wrongHtml).toContain("验证码不正确");
    const key = captchaKeyIn(wrongHtml);
    expect(key).not.toBe("");
    expect(key).not.toBe(firstKey);

    // The right captcha and password sign in; the failures are then forgotten.
    const signedIn = await signIn(browser, "user26", "123456", {
      captchaKey: key,
      captchaCode: (await captchaCode(key)).toUpperCase(),
    });
    expect(location(signedIn)).toBe("/main/index");
    expect(location(await signIn(new Browser("198.18.33.7", handler), "user26", "123456"))).toBe("/main/index");
  });

  it("refuses simultaneous attempts without a captcha beyond 5, whatever the addresses", async () => {
    // An account the sandbox does not know: every attempt that reaches it is judged, none locks.
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const response = await signIn(new Browser(`198.18.34.${i + 1}`), "ghost-captcha", `guess-${i}`);
        return { status: response.status, html: shown(await response.text()) };
      }),
    );
    const judged = answers.filter((a) => a.html.includes("账号或密码错误"));
    expect(judged).toHaveLength(5);
    const refused = answers.filter((a) => !a.html.includes("账号或密码错误"));
    expect(refused).toHaveLength(7);
    for (const a of refused) {
      expect(a.status).toBe(400);
      expect(a.html).toContain(CAPTCHA_NEEDED);
      expect(a.html).toContain(CAPTCHA_FIELD);
    }
  });

  it("shows the captcha on the page's no-JavaScript refresh link", async () => {
    const html = shown(await (await new Browser("198.18.35.1").get("/login?tenantId=000001&captcha=1")).text());
    expect(html).toContain(CAPTCHA_FIELD);
    expect(captchaKeyIn(html)).not.toBe("");
    expect(html).toContain("/login?tenantId=000001&amp;captcha=1");
  });
});

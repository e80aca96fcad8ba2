import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, captchaCode, captchaKeyIn, location, signIn, withRecord } from "../browser";

async function sandbox(path: string, token: string) {
  const binding = (env as unknown as { SANDBOX: Fetcher }).SANDBOX;
  return binding.fetch(`https://sandbox.internal${path}`, { headers: { "Cloud-Auth": `bearer ${token}`, "Tenant-Id": "000001" } });
}

describe("token refresh on the edge", () => {
  it("refreshes when the token's age reaches tokenTime (3000 s)", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const before = await withRecord(browser, (record) => {
      record.tokenIssuedAt = Date.now() - 3000 * 1000;
      return record.accessToken;
    });
    const page = await browser.get("/main/index");
    expect(page.status).toBe(200);
    const after = await withRecord(browser, (record) => record);
    expect(after.accessToken).not.toBe(before);
    expect(Date.now() - after.tokenIssuedAt).toBeLessThan(60_000);
  });

  it("follows the tenant's own tokenTime from 通用设置 (000002: 1800 s)", async () => {
    const browser = new Browser();
    const credentials = { tenantId: "000002", username: "user03", password: "123456", intent: "password" };
    const key = captchaKeyIn(await (await browser.post("/login", credentials)).text());
    const signedIn = await browser.post("/login", { ...credentials, captchaKey: key, captchaCode: await captchaCode(key) });
    expect(location(signedIn)).toBe("/main");
    const young = await withRecord(browser, (record) => {
      record.tokenIssuedAt = Date.now() - 1790 * 1000;
      return record.accessToken;
    });
    await browser.get("/main/index");
    expect(await withRecord(browser, (record) => record.accessToken)).toBe(young);
    await withRecord(browser, (record) => {
      record.tokenIssuedAt = Date.now() - 1800 * 1000;
    });
    expect((await browser.get("/main/index")).status).toBe(200);
    const after = await withRecord(browser, (record) => record);
    expect(after.accessToken).not.toBe(young);
    expect(Date.now() - after.tokenIssuedAt).toBeLessThan(60_000);
  });

  it("does not refresh a young token", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const before = await withRecord(browser, (record) => {
      record.tokenIssuedAt = Date.now() - 2990 * 1000;
      return record.accessToken;
    });
    await browser.get("/main/index");
    expect(await withRecord(browser, (record) => record.accessToken)).toBe(before);
  });

  it("on a 401 refreshes once and retries, so the operator sees the page", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    await withRecord(browser, (record) => {
      record.accessToken = `${record.accessToken}tampered`;
    });
    const page = await browser.get("/main/index");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("首页");
    const token = await withRecord(browser, (record) => record.accessToken);
    expect(token.endsWith("tampered")).toBe(false);
  });

  it("signs out with 登录过期，请重新登录 when the refresh is refused too", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    await withRecord(browser, (record) => {
      record.accessToken = `${record.accessToken}x`;
      record.refreshToken = `${record.refreshToken}x`;
    });
    const response = await browser.get("/main/index");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/login?reason=401");
    expect(browser.cookies.has("__Host-console_sid")).toBe(false);
    const login = await (await browser.get("/login?reason=401")).text();
    expect(login).toContain("登录过期，请重新登录");
  });

  it("signs the first session out with 您的账号在其他地方登录！ after a second sign-in (410)", async () => {
    const first = new Browser();
    await signIn(first, "qa3", "qa123456");
    expect((await first.get("/main/index")).status).toBe(200);
    await signIn(new Browser("192.0.2.50"), "qa3", "qa123456");
    const response = await first.get("/main/index");
    expect(location(response)).toBe("/login?reason=410");
    expect(await (await first.get("/login?reason=410")).text()).toContain("您的账号在其他地方登录！");
    expect(first.cookies.has("__Host-console_sid")).toBe(false);
    expect(location(await first.get("/main/index"))).toMatch(/^\/login/);
  });
});

describe("session limits", () => {
  it("ends a session idle for 30 minutes", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    await withRecord(browser, (record) => {
      record.lastSeenAt = Date.now() - 30 * 60_000 - 1000;
    });
    expect(location(await browser.get("/main/index"))).toBe("/login?redirectTo=%2Fmain%2Findex");
  });

  it("ends a session older than 12 hours however active", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    await withRecord(browser, (record) => {
      record.createdAt = Date.now() - 12 * 3_600_000 - 1000;
    });
    expect(location(await browser.get("/main/index"))).toMatch(/^\/login/);
  });
});

describe("lock", () => {
  it("sends every page to /lock until the sign-in password unlocks it, then returns", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const locked = await browser.post("/lock", { intent: "lock", returnTo: "/orders/transactionOrder" });
    expect(location(locked)).toBe("/lock");
    for (const path of ["/main/index", "/orders/transactionOrder", "/login", "/main"]) {
      expect(location(await browser.get(path)), path).toBe("/lock");
    }
    const lockPage = await browser.get("/lock");
    expect(lockPage.status).toBe(200);
    expect(await lockPage.text()).toContain("屏幕已锁定");

    const wrong = await browser.post("/lock", { password: "nope" });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("密码错误，还可尝试4次");

    const unlocked = await browser.post("/lock", { password: "qa123456" });
    expect(location(unlocked)).toBe("/orders/transactionOrder");
    expect((await browser.get("/main/index")).status).toBe(200);
  });

  it("signs out after 5 wrong unlock passwords", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    await browser.post("/lock", { intent: "lock", returnTo: "/main/index" });
    for (let i = 0; i < 4; i++) expect((await browser.post("/lock", { password: `bad${i}` })).status).toBe(200);
    const ended = await browser.post("/lock", { password: "bad4" });
    expect(location(ended)).toBe("/login");
    expect(location(await browser.get("/main/index"))).toMatch(/^\/login/);
  });

  it("is cleared by signing in again", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    await browser.post("/lock", { intent: "lock", returnTo: "/main/index" });
    await browser.send("/logout", { method: "POST" });
    await signIn(browser, "qa4", "qa123456");
    expect((await browser.get("/main/index")).status).toBe(200);
  });
});

describe("sign-out", () => {
  it("kills the session on the server: the old cookie no longer works", async () => {
    const browser = new Browser();
    await signIn(browser, "operator", "operator123");
    const oldCookie = browser.cookieHeader();
    const token = await withRecord(browser, (record) => record.accessToken);

    const confirm = await browser.get("/logout");
    expect(await confirm.text()).toContain("确定退出系统吗？");

    const response = await browser.send("/logout", { method: "POST" });
    expect(location(response)).toBe("/logout?done");
    expect(browser.cookies.has("__Host-console_sid")).toBe(false);
    const progress = await (await browser.get("/logout?done")).text();
    expect(progress).toContain("正在退出登录...");
    expect(progress).toContain('content="1;url=/login"');

    const replay = new Browser();
    const [name, value] = oldCookie.split(";").find((c) => c.trim().startsWith("__Host-console_sid="))!.trim().split(/=(.*)/s);
    replay.cookies.set(name, value);
    expect(location(await replay.get("/main/index"))).toMatch(/^\/login/);

    // The backend token is revoked too.
    const backend = await sandbox("/api/cloud-user/info", token);
    expect(backend.status).toBe(401);
  });
});

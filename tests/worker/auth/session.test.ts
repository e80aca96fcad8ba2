/**
 * The session on the edge, in the built Worker against the sandbox: the token refreshed when its
 * age reaches tokenTime (3000 s, or the tenant's own from 通用设置), once on a 401, the sign-out
 * with 登录过期 when the refresh is refused too, the first session ended by a second sign-in (410),
 * and the idle (30 min) and absolute (12 h) limits. Lock: ./lock.test.ts; sign-out: ./logout.test.ts.
 */
import { describe, expect, it } from "vitest";
import { Browser, captchaCode, captchaKeyIn, location, signIn, withRecord } from "../browser";

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
    const signedIn = await browser.post("/login", {
      ...credentials,
      captchaKey: key,
      captchaCode: await captchaCode(key),
    });
    expect(location(signedIn)).toBe("/main/index");
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

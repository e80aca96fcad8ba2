/**
 * Signing in, in the built Worker against the sandbox: the login page (security headers,
 * language), password sign-in (the session cookie, errors that keep the input, the tenant id,
 * throttling, the redirect target, the captcha where the tenant wants it), the captcha tenant
 * 000002, cross-site writes refused before any action, and phone + SMS sign-in. The route guard:
 * ../shell/guard.test.ts.
 */
import { describe, expect, it } from "vitest";
import { Browser, captchaCode, captchaKeyIn, location, signIn } from "../browser";

/** 首页 of a fresh sign-in. */
async function signedInHome() {
  const browser = new Browser("198.51.100.90");
  await signIn(browser, "qa2", "qa123456");
  return browser.get("/main/index");
}

describe("the login page", () => {
  it("renders the themed form with the security headers", async () => {
    const response = await new Browser().get("/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="tenantId"');
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).toContain('data-theme="theme-fhb"');
    expect(html).toContain('lang="zh-CN"');
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("hints the landing's scripts, so the home page after the sign-in fetches none (issue 33)", async () => {
    const response = await new Browser().get("/login");
    await response.text();
    const hinted = [...(response.headers.get("Link") ?? "").matchAll(/<([^>]+)>; rel=prefetch; as=(script|style)/g)];
    const scripts = hinted.filter((m) => m[2] === "script").map((m) => m[1]!);
    expect(scripts.some((href) => /\/assets\/layout-[\w-]+\.js$/.test(href))).toBe(true);
    expect(scripts.some((href) => /\/assets\/home-[\w-]+\.js$/.test(href))).toBe(true);
    expect(scripts.every((href) => href.startsWith("/assets/"))).toBe(true);
    // Only the sign-in page hints them.
    const home = (await signedInHome()).headers.get("Link");
    expect(home ?? "").not.toContain("rel=prefetch");
  });

  it("stays Chinese for an English browser until English is asked for", async () => {
    const html = await (await new Browser().get("/login", { "Accept-Language": "en-US,en;q=0.9" })).text();
    expect(html).toContain('lang="zh-CN"');
    expect(html).toContain("欢迎登录");
  });

  it("speaks English with ?lng=en and remembers it", async () => {
    const browser = new Browser();
    const html = await (await browser.get("/login?lng=en")).text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Sign in");
    expect(browser.cookies.get("lng")).toBeTruthy();
    expect(await (await browser.get("/login")).text()).toContain('lang="en"');
  });

  it("switches language through the POST switch", async () => {
    const browser = new Browser();
    const response = await browser.post("/locale", { lng: "en", returnTo: "/login?lng=zh" });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/login");
    expect(await (await browser.get("/login")).text()).toContain('lang="en"');
  });
});

describe("password sign-in", () => {
  it("signs admin in and lands on the home page with the menu", async () => {
    const browser = new Browser();
    const response = await signIn(browser, "admin", "admin");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/main/index");
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-console_sid="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);

    const home = await browser.get("/main/index");
    expect(home.status).toBe(200);
    const main = await browser.get("/main");
    expect(location(main)).toBe("/main/index");
    const html = await home.text();
    expect(html).toContain("首页");
    expect(html).toContain("交易订单");
    expect(html).toContain("管理员");
    // Display names come from the user info call after sign-in.
    expect(html).toContain("超级管理员");
    expect(html).toContain("支付平台");
  });

  it("rotates the session id at every sign-in", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const first = browser.cookies.get("__Host-console_sid");
    await browser.send("/logout", { method: "POST" });
    await signIn(browser, "qa1", "qa123456");
    expect(browser.cookies.get("__Host-console_sid")).toBeTruthy();
    expect(browser.cookies.get("__Host-console_sid")).not.toBe(first);
  });

  it("shows 账号或密码错误 and keeps what was typed (but not the password)", async () => {
    const browser = new Browser();
    const response = await signIn(browser, "qa2", "wrong-password");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("账号或密码错误");
    expect(html).toContain('value="qa2"');
    expect(html).not.toContain("wrong-password");
    expect(browser.cookies.has("__Host-console_sid")).toBe(false);
  });

  it("gives a field error for each empty field", async () => {
    const response = await new Browser().post("/login", {
      tenantId: "",
      username: "",
      password: "",
      intent: "password",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("请输入账号");
    expect(html).toContain("请输入密码");
  });

  it("rejects a malformed tenant id", async () => {
    const html = await (await signIn(new Browser(), "admin", "admin", { tenantId: "12" })).text();
    expect(html).toContain("租户ID为6位数字");
  });

  it("shows the backend's reason for an unknown tenant", async () => {
    const html = await (await signIn(new Browser(), "admin", "admin", { tenantId: "999999" })).text();
    expect(html).toContain("租户ID未找到");
  });

  it("throttles one account after 5 failures a minute, with a clear message", async () => {
    const browser = new Browser("198.51.100.7");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(browser, "qa3", `wrong-${attempt}`);
      expect(response.status).toBe(400);
    }
    const blocked = await signIn(browser, "qa3", "qa123456");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/登录失败次数过多，请\d+秒后再试/);
    // Another account from the same address is not blocked by qa3's failures.
    expect(location(await signIn(new Browser("198.51.100.7"), "qa4", "qa123456"))).toBe("/main/index");
  });

  it("goes back to a same-origin redirectTo, never to another site", async () => {
    const browser = new Browser();
    const here = await signIn(browser, "operator", "operator123", { redirectTo: "/main/index?tab=1" });
    expect(location(here)).toBe("/main/index?tab=1");
    const elsewhere = await signIn(new Browser(), "operator", "operator123", { redirectTo: "https://evil.example/x" });
    expect(location(elsewhere)).toBe("/main/index");
    const protocolRelative = await signIn(new Browser(), "operator", "operator123", { redirectTo: "//evil.example" });
    expect(location(protocolRelative)).toBe("/main/index");
  });

  it("asks for the captcha where the tenant requires it", async () => {
    const browser = new Browser();
    const page = await (await browser.get("/login")).text();
    expect(page).not.toContain('name="captchaCode"');
    const missing = await browser.post("/login", {
      tenantId: "000002",
      username: "admin",
      password: "admin",
      intent: "password",
    });
    const html = await missing.text();
    expect(missing.status).toBe(400);
    expect(html).toContain("请输入验证码");
    expect(html).toContain('name="captchaCode"');
    expect(html).toContain("data:image/png;base64,");
    const key = /name="captchaKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(key).not.toBe("");
    const wrong = await browser.post("/login", {
      tenantId: "000002",
      username: "admin",
      password: "admin",
      captchaKey: key,
      captchaCode: "zzzzz",
      intent: "password",
    });
    expect(await wrong.text()).toContain("验证码不正确");
  });
});

/** The code drawn in a captcha image, read from the sandbox's D1 as a person would read the image. */
describe("the captcha tenant (000002: captcha on, legacy OAuth errors)", () => {
  it("signs in with the right captcha, on the tenant's own theme", async () => {
    const browser = new Browser();
    const first = await (
      await browser.post("/login", { tenantId: "000002", username: "admin", password: "admin", intent: "password" })
    ).text();
    const key = captchaKeyIn(first);
    const response = await browser.post("/login", {
      tenantId: "000002",
      username: "admin",
      password: "admin",
      captchaKey: key,
      captchaCode: (await captchaCode(key)).toUpperCase(),
      intent: "password",
    });
    expect(location(response)).toBe("/main/index");
    const home = await (await browser.get("/main/index")).text();
    expect(home).toContain('data-theme="theme-ocean"');
    expect(home).toContain("蓝海支付");
  });

  it("shows the captcha when the tenant is named in the address (the no-JavaScript refresh link)", async () => {
    const html = await (await new Browser().get("/login?tenantId=000002")).text();
    expect(html).toContain('name="captchaCode"');
    expect(html).toContain('value="000002"');
    expect(captchaKeyIn(html)).not.toBe("");
  });

  it("reads the legacy invalid_grant as 账号或密码错误, and a captcha is single-use", async () => {
    const browser = new Browser();
    const first = await (
      await browser.post("/login", { tenantId: "000002", username: "admin", password: "admin", intent: "password" })
    ).text();
    const key = captchaKeyIn(first);
    const code = await captchaCode(key);
    const wrong = await browser.post("/login", {
      tenantId: "000002",
      username: "admin",
      password: "not-admin",
      captchaKey: key,
      captchaCode: code,
      intent: "password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("账号或密码错误");
    const replay = await browser.post("/login", {
      tenantId: "000002",
      username: "admin",
      password: "admin",
      captchaKey: key,
      captchaCode: code,
      intent: "password",
    });
    expect(await replay.text()).toContain("验证码不正确");
  });
});

describe("cross-site writes", () => {
  it("refuses a POST from another site before any action runs", async () => {
    const browser = new Browser();
    const refused = await browser.send("/login", {
      form: { tenantId: "000001", username: "admin", password: "admin", intent: "password" },
      crossSite: true,
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect(browser.cookies.has("__Host-console_sid")).toBe(false);
  });

  it("refuses a POST with a foreign Origin and no fetch metadata", async () => {
    const refused = await new Browser().send("/logout", {
      method: "POST",
      crossSite: true,
      headers: { Origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
  });

  it("refuses a POST that names no origin at all", async () => {
    const refused = await new Browser().send("/locale", { form: { lng: "en" }, crossSite: true });
    expect(refused.status).toBe(403);
  });

  it("accepts a same-origin POST identified only by Origin", async () => {
    const accepted = await new Browser().send("/locale", {
      form: { lng: "en", returnTo: "/login" },
      crossSite: true,
      headers: { Origin: "https://console.test" },
    });
    expect(accepted.status).toBe(302);
  });
});

describe("phone sign-in", () => {
  it("validates the number, sends a code through the sandbox gateway and signs in with it", async () => {
    const browser = new Browser("198.51.100.20");
    const short = await browser.post("/login?mode=phone", {
      tenantId: "000001",
      phone: "1380000001",
      intent: "send-sms",
    });
    expect(await short.text()).toContain("手机号码长度不为11位");
    const landline = await browser.post("/login?mode=phone", {
      tenantId: "000001",
      phone: "010-8888888",
      intent: "send-sms",
    });
    expect(await landline.text()).toContain("手机号码格式不正确");

    const sent = await (
      await browser.post("/login?mode=phone", { tenantId: "000001", phone: "13800000012", intent: "send-sms" })
    ).text();
    const code = /本次验证码为 (\d{6})/.exec(sent)?.[1];
    const smsId = /name="smsId" value="([^"]+)"/.exec(sent)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await browser.post("/login?mode=phone", {
      tenantId: "000001",
      phone: "13800000012",
      smsId: smsId!,
      smsCode: "000000",
      intent: "phone",
    });
    expect(await wrong.text()).toContain("短信验证码不正确或已过期");
    const signedIn = await browser.post("/login?mode=phone", {
      tenantId: "000001",
      phone: "13800000012",
      smsId: smsId!,
      smsCode: code!,
      intent: "phone",
    });
    expect(location(signedIn)).toBe("/main/index");
    expect(await (await browser.get("/main/index")).text()).toContain("测试账号2");
  });

  it("limits SMS sends per number", async () => {
    const browser = new Browser("198.51.100.21");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await browser.post("/login?mode=phone", { tenantId: "000001", phone: "13800000013", intent: "send-sms" }))
          .status,
      );
    }
    expect(statuses[3]).toBe(429);
  });
});

/**
 * Findings 6, 7 and 8: what an operator sees when the backend fails, driven by the sandbox's
 * fault switch (ADR 009). A backend that is down, answers an HTML error page or broken JSON,
 * or drops the connection gives the spec's text (服务不可用, 网关错误 …) on the form with the
 * input kept, or on the page with a retry, never the console's 500 page; a hung backend costs
 * a page at most the request's budget (15 s in these tests) and then 请求超时; a leaked stack
 * or SQL error reads 操作失败 with a reference; a 401 or 410 mid-session ends the session.
 * Each test uses its own seeded account (user11–user19), so rules never touch other tests.
 */
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { Browser, location, ORIGIN, signIn, signedInAs } from "../worker/browser";

type Kind = "latency" | "status500" | "internal" | "malformed-json" | "html-error" | "drop" | "401" | "410";
type Rule = { account: string; kind: Kind; path?: string; latencyMs?: number; times?: number };

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
const used = new Set<string>();

async function fault(rule: Rule): Promise<void> {
  used.add(rule.account);
  const response = await exports.default.fetch(
    new Request(new URL("/sandbox/faults", ORIGIN), {
      method: "POST",
      headers: { ...SAME_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(rule),
    }),
  );
  if (response.status !== 200) throw new Error(`fault rule refused: ${await response.text()}`);
}

afterEach(async () => {
  for (const account of used) {
    await exports.default.fetch(
      new Request(new URL(`/sandbox/faults?account=${account}`, ORIGIN), { method: "DELETE", headers: SAME_ORIGIN }),
    );
  }
  used.clear();
});

const INTERNALS = /ORA-\d|\.java:\d|com\.pay\.|SQLException|at com\./;
// The 500 page's heading (the text itself also travels in the page's dictionary).
const SERVER_ERROR_PAGE = ">抱歉，服务器出错了</h1>";
const TOKEN = "/api/cloud-auth/oauth/token";

describe("signing in while the backend fails", () => {
  it.each([
    ["html-error", "网关错误", 503],
    ["malformed-json", "网关错误", 503],
    ["drop", "服务不可用", 503],
  ] as const)("%s: the form says %s and keeps the account", async (kind, text, status) => {
    await fault({ account: "user11", kind, path: TOKEN });
    const response = await signIn(new Browser("192.0.2.111"), "user11", "123456");
    expect(response.status).toBe(status);
    const page = await response.text();
    expect(page).toContain(text);
    expect(page).toMatch(/name="username"[^>]*value="user11"|value="user11"[^>]*name="username"/);
    expect(page).not.toContain(SERVER_ERROR_PAGE);
  });

  it("a leaked stack reads 操作失败 with a reference, and nothing of the stack", async () => {
    await fault({ account: "user11", kind: "internal", path: TOKEN });
    const response = await signIn(new Browser("192.0.2.112"), "user11", "123456");
    const page = await response.text();
    expect(response.status).toBeLessThan(500);
    expect(page).toMatch(/操作失败（参考号 [0-9A-F]{8}）/);
    expect(page).not.toMatch(INTERNALS);
  });

  it(
    "a hung token endpoint gives 请求超时 within the request's budget, the input kept",
    { timeout: 60_000 },
    async () => {
      await fault({ account: "user12", kind: "latency", latencyMs: 40_000, path: TOKEN });
      const started = Date.now();
      const response = await signIn(new Browser("192.0.2.113"), "user12", "123456");
      const waited = Date.now() - started;
      expect(waited).toBeLessThan(15_000 + 5_000);
      expect(response.status).toBe(503);
      const page = await response.text();
      expect(page).toContain("请求超时");
      expect(page).toContain('value="user12"');
    },
  );

  it("slow calls in sequence share one budget instead of stacking", { timeout: 60_000 }, async () => {
    // Every call of user13 takes 9 s: the token, then the user's details and buttons.
    await fault({ account: "user13", kind: "latency", latencyMs: 9_000 });
    const started = Date.now();
    const response = await signIn(new Browser("192.0.2.114"), "user13", "123456");
    expect(Date.now() - started).toBeLessThan(15_000 + 5_000);
    expect(response.status).toBeLessThan(500);
  });
});

describe("signed-in pages and forms while the backend fails", () => {
  it("a page whose menu cannot be loaded shows 网关错误 and a retry, not the 500 page", async () => {
    const browser = await signedInAs("user14", "123456");
    await fault({ account: "user14", kind: "html-error", path: "/api/cloud-system/menu/routes" });
    const response = await browser.get("/system/user");
    expect(response.status).toBe(502);
    const page = await response.text();
    expect(page).toContain("网关错误");
    expect(page).toMatch(/<a[^>]*href="\/system\/user"[^>]*>重试<\/a>/);
    expect(page).not.toContain(SERVER_ERROR_PAGE);
  });

  it("a page waits at most the budget on a hung backend, then says 请求超时", { timeout: 60_000 }, async () => {
    const browser = await signedInAs("user16", "123456");
    await fault({ account: "user16", kind: "latency", latencyMs: 40_000 });
    const started = Date.now();
    const response = await browser.get("/system/user");
    expect(Date.now() - started).toBeLessThan(15_000 + 5_000);
    expect(response.status).toBe(504);
    expect(await response.text()).toContain("请求超时");
  });

  it("a save while the connection drops keeps everything typed and says 服务不可用", async () => {
    const browser = await signedInAs("user15", "123456");
    await fault({ account: "user15", kind: "drop", path: "/api/cloud-system/mcc/submit" });
    const response = await browser.postEntries("/system/mcc?dialog=create", [
      ["intent", "create"],
      ["mccCode", "0101"],
      ["name", "故障测试名称"],
      ["categoryName", "测试类"],
    ]);
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain("服务不可用");
    expect(page).toContain("故障测试名称");
    expect(page).not.toContain(SERVER_ERROR_PAGE);
  });

  it("a save whose failure leaks SQL reads 操作失败 with a reference", async () => {
    const browser = await signedInAs("user15", "123456");
    await fault({ account: "user15", kind: "internal", path: "/api/cloud-system/mcc/submit" });
    const response = await browser.postEntries("/system/mcc?dialog=create", [
      ["intent", "create"],
      ["mccCode", "0102"],
      ["name", "泄露测试名称"],
      ["categoryName", "测试类"],
    ]);
    const page = await response.text();
    expect(response.status).toBe(400);
    expect(page).toMatch(/操作失败（参考号 [0-9A-F]{8}）/);
    expect(page).toContain("泄露测试名称");
    expect(page).not.toMatch(INTERNALS);
  });

  it("a 500 from a service shows its message on the form", { timeout: 30_000 }, async () => {
    const browser = await signedInAs("user15", "123456");
    await fault({ account: "user15", kind: "status500", path: "/api/cloud-system/mcc/submit" });
    const response = await browser.postEntries("/system/mcc?dialog=create", [
      ["intent", "create"],
      ["mccCode", "0103"],
      ["name", "五百测试"],
      ["categoryName", "测试类"],
    ]);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("服务器异常");
    expect(page).toContain("五百测试");
  });

  it("a list that cannot be read says so in the operator's language, on the screen it was on", async () => {
    const browser = await signedInAs("user15", "123456");
    await fault({ account: "user15", kind: "html-error", path: "/api/cloud-system/mcc/list" });
    const english = await browser.get("/system/mcc?lng=en");
    expect(english.status).toBe(200);
    const page = await english.text();
    expect(page).toMatch(/role="alert"[^>]*>[\s\S]{0,400}Bad gateway/);
    expect(page).toContain("<title>MCC codes</title>");
    expect(await (await browser.get("/system/mcc?lng=zh")).text()).toMatch(/role="alert"[^>]*>[\s\S]{0,400}网关错误/);
  });

  it.each([
    ["401", "/login?reason=401"],
    ["410", "/login?reason=410"],
  ] as const)("a %s mid-session ends the session and names the reason", async (kind, target) => {
    const account = kind === "401" ? "user17" : "user18";
    const browser = await signedInAs(account, "123456");
    await fault({ account, kind });
    const response = await browser.get("/system/user");
    expect(response.status).toBe(302);
    expect(location(response)).toBe(target);
    // The session is over on the edge too: the next page asks for a sign-in.
    expect(location(await browser.get("/main/index"))).toMatch(/^\/login/);
  });
});

/**
 * ADR 009 (amended 2026-11-24): every answer the console gets from the backend is read to its
 * end or cancelled, on every path: the answers it reads, the ones it does not need (an HTML
 * error page, the social sign-in's redirect), and the ones that stall or arrive after the
 * request's deadline. Deployed on Cloudflare, a body left open keeps its connection until the
 * Response is garbage-collected, and a request has six connections at a time: with BACKEND_URL
 * set, leaks make a later call of the request wait for a slot, unsent. Local workerd has no
 * such limit, so the limit cannot be shown here; the rule behind it is what these tests check.
 *
 * The built console runs here with BACKEND_URL set; its gateway is fake-gateway.ts, which
 * answers from the sandbox (or a test's own answer) and watches every body.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SANDBOX_CLIENT_SECRET } from "../../shared/sandbox-client";
import { Browser, location } from "../worker/browser";
import { changedEnv, consoleWith } from "./built-worker";
import { FakeGateway, GATEWAY, sandboxAnswer, stalledBody } from "./fake-gateway";

const gateway = new FakeGateway();
const withGateway = {
  BACKEND_URL: GATEWAY,
  OAUTH_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
  SESSION_SECRET: "backend-bodies-session-secret",
};
/** The console as the worker project runs it (a 15 s budget per request), but on the gateway. */
const onGateway = consoleWith(changedEnv(withGateway));
/** The same with a 5 s budget, for the deadline paths (room for the steps before the call on a busy machine). */
const hurried = consoleWith(changedEnv({ ...withGateway, REQUEST_DEADLINE_MS: "5000" }));

const TOKEN = "/api/cloud-auth/oauth/token";
/** A text as the page shows it (every page also carries the network texts in its dictionary, as data). */
const shown = (text: string) => new RegExp(`>\\s*${text}\\s*<`);
const signInForm = (username: string) => ({ tenantId: "000001", username, password: "123456", intent: "password" });

beforeEach(() => gateway.install());
afterEach(() => {
  vi.restoreAllMocks();
  gateway.reset();
});

describe("with BACKEND_URL set, every backend answer is read or cancelled", () => {
  it("signing in and opening the first pages reads every answer", async () => {
    const browser = new Browser("192.0.2.221", onGateway);
    expect(location(await browser.post("/login", signInForm("user06")))).toBe("/main/index");
    const landing = await browser.get("/main.data");
    expect(landing.status).toBe(202);
    await landing.text();
    // The client router's data requests after the landing redirect, some of them at once.
    const pages = await Promise.all(
      ["/main/index.data", "/info/index.data", "/message/myMessage.data"].map((path) => browser.get(path)),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      await page.text();
    }
    // The sign-in and the shell's fan-out went through the gateway, not the binding.
    expect(gateway.exchanges.map((e) => e.path)).toEqual(
      expect.arrayContaining([TOKEN, "/api/cloud-system/menu/routes", "/api/cloud-system/menu/top-menu"]),
    );
    expect(gateway.unsettled()).toEqual([]);
  });

  it("the social sign-in does not read its redirect's page, and cancels it", async () => {
    // A gateway behind nginx answers a redirect with a small HTML page; the console needs only the Location.
    gateway.answer("/api/cloud-auth/oauth/render/", async (request) => {
      const redirect = await sandboxAnswer(request);
      return new Response("<html><body><h1>302 Found</h1></body></html>", {
        status: redirect.status,
        headers: redirect.headers,
      });
    });
    const response = await new Browser("192.0.2.222", onGateway).get("/login/social/sandbox");
    expect(response.status).toBe(302);
    expect(location(response)).toContain("/sandbox/oauth");
    expect(gateway.exchanges.some((e) => e.path.startsWith("/api/cloud-auth/oauth/render/") && e.status === 302)).toBe(
      true,
    );
    expect(gateway.unsettled()).toEqual([]);
  });

  it("an HTML error page instead of an answer is cancelled, and the form says 网关错误", async () => {
    gateway.answer(
      TOKEN,
      () =>
        new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", {
          status: 502,
          headers: { "content-type": "text/html" },
        }),
    );
    const response = await new Browser("192.0.2.223", onGateway).post("/login", signInForm("user07"));
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(shown("网关错误"));
    expect(gateway.unsettled()).toEqual([]);
  });

  it("an answer whose body stalls past the deadline is cancelled, and the form says 请求超时", async () => {
    gateway.answer(
      TOKEN,
      () => new Response(stalledBody('{"access_token":"'), { headers: { "content-type": "application/json" } }),
    );
    const response = await new Browser("192.0.2.224", hurried).post("/login", signInForm("user08"));
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(shown("请求超时"));
    expect(gateway.exchanges.some((e) => e.path === TOKEN)).toBe(true);
    await vi.waitFor(() => expect(gateway.unsettled()).toEqual([]), { timeout: 5_000 });
  });

  it("an answer that arrives after the console gave up is cancelled, not left open", async () => {
    // The gateway answers only once the console has aborted the call (its budget spent).
    gateway.answer(TOKEN, (request, signal) => {
      if (!signal) throw new Error("the console's call carries no abort signal");
      return new Promise<Response>((resolve) =>
        signal.addEventListener("abort", () =>
          resolve(sandboxAnswer(new Request(request.url, { method: "POST", headers: request.headers }))),
        ),
      );
    });
    const response = await new Browser("192.0.2.225", hurried).post("/login", signInForm("user09"));
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(shown("请求超时"));
    await vi.waitFor(() => expect(gateway.exchanges.some((e) => e.path === TOKEN)).toBe(true), { timeout: 5_000 });
    await vi.waitFor(() => expect(gateway.unsettled()).toEqual([]), { timeout: 5_000 });
  });
});

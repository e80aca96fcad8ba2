/**
 * The sandbox's fault switch (/sandbox/faults, workers/sandbox/core/faults.ts): each kind of fault,
 * `times`, matching by account (tenant, path), clearing and the rule checks. The accounts are
 * seeded users no other test signs in with (user31…user39 of 000001, password 123456).
 */
import { afterEach, describe, expect, it } from "vitest";
import { LEAKED_STACK } from "../../../workers/sandbox/core/fault-answers";
import { authed, body, call, passwordLogin, signIn, tokenRequest } from "../helpers";

type Rule = {
  id: string;
  account: string;
  tenantId: string;
  path: string | null;
  kind: string;
  latencyMs: number;
  times: number | null;
  hits: number;
};

function addRule(rule: Record<string, unknown>): Promise<Response> {
  return call("/sandbox/faults", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  });
}

async function added(rule: Record<string, unknown>): Promise<Rule> {
  const response = await addRule(rule);
  expect(response.status).toBe(200);
  return (await body<{ data: Rule }>(response)).data;
}

async function rulesOf(account: string): Promise<Rule[]> {
  return (await body<{ data: Rule[] }>(await call(`/sandbox/faults?account=${account}`))).data;
}

/** Any token-bearing call of the account: its own user info. */
const INFO = "/api/cloud-user/info";

afterEach(async () => {
  await call("/sandbox/faults", { method: "DELETE" });
});

describe("the fault switch: kinds", () => {
  it("is off with no rule: requests answer as usual", async () => {
    expect(await body(await call("/sandbox/faults"))).toEqual({ code: 200, success: true, data: [], msg: "操作成功" });
    const { access_token } = await signIn("user31", "123456");
    expect((await authed(INFO, access_token)).status).toBe(200);
  });

  it("latency: waits, then answers as usual", async () => {
    const { access_token } = await signIn("user31", "123456");
    await added({ account: "user31", kind: "latency", latencyMs: 300, times: 1 });
    const started = Date.now();
    const response = await authed(INFO, access_token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(response.status).toBe(200);
    expect((await body<{ data: { account: string } }>(response)).data.account).toBe("user31");
    expect((await rulesOf("user31"))[0]!.hits).toBe(1);
  });

  it("status500: HTTP 500 with the 服务器异常 envelope; latency first when given", async () => {
    const { access_token } = await signIn("user31", "123456");
    await added({ account: "user31", kind: "status500", latencyMs: 200 });
    const started = Date.now();
    const response = await authed(INFO, access_token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"code":500,"success":false,"data":{},"msg":"服务器异常"}');
  });

  it("internal: HTTP 200, code 500 and a leaked Java stack with an SQL error", async () => {
    const { access_token } = await signIn("user31", "123456");
    await added({ account: "user31", kind: "internal" });
    const response = await authed(INFO, access_token);
    expect(response.status).toBe(200);
    const answer = await body<{ code: number; success: boolean; msg: string }>(response);
    expect(answer).toMatchObject({ code: 500, success: false, msg: LEAKED_STACK });
    expect(answer.msg).toContain(
      "ORA-00942: table or view does not exist\n\tat com.pay.dao.UserMapper.select(UserMapper.java:88)",
    );
  });

  it("malformed-json: 200, a JSON content type, a body that does not parse", async () => {
    const { access_token } = await signIn("user31", "123456");
    await added({ account: "user31", kind: "malformed-json" });
    const response = await authed(INFO, access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text.startsWith('{"code":200')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("html-error: an nginx 502 page", async () => {
    const { access_token } = await signIn("user31", "123456");
    await added({ account: "user31", kind: "html-error" });
    const response = await authed(INFO, access_token);
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("text/html");
    const text = await response.text();
    expect(text).toContain("<title>502 Bad Gateway</title>");
    expect(text).toContain("nginx");
  });

  it("drop: the headers arrive, then reading the body fails", async () => {
    const { access_token } = await signIn("user31", "123456");
    await added({ account: "user31", kind: "drop" });
    const response = await authed(INFO, access_token);
    expect(response.status).toBe(200);
    // Through a service binding the caller's read rejects with the sandbox's error (remote: true).
    await expect(response.text()).rejects.toThrow("connection dropped");
  });

  it("401 and 410: the gateway's own answers, for token-bearing requests only", async () => {
    await added({ account: "user32", kind: "401", times: 1 });
    await added({ account: "user32", kind: "410", times: 1 });
    // Signing in carries no token: neither rule hits it.
    const { access_token } = await signIn("user32", "123456");
    const first = await authed(INFO, access_token);
    expect(first.status).toBe(401);
    expect(await first.text()).toBe('{"code":401,"msg":"请求未授权","data":null}');
    const second = await authed(INFO, access_token);
    expect(second.status).toBe(410);
    expect(await second.text()).toBe('{"code":410,"msg":"您的账号在其他地方登录！","data":null}');
    expect((await authed(INFO, access_token)).status).toBe(200);
  });
});

describe("the fault switch: matching", () => {
  it("times: hits that many matching requests, then none; the list counts the hits", async () => {
    const { access_token } = await signIn("user33", "123456");
    const rule = await added({ account: "user33", kind: "status500", times: 2 });
    expect(rule).toMatchObject({
      account: "user33",
      tenantId: "000001",
      path: null,
      kind: "status500",
      latencyMs: 0,
      times: 2,
      hits: 0,
    });
    expect((await authed(INFO, access_token)).status).toBe(500);
    expect((await authed(INFO, access_token)).status).toBe(500);
    expect((await authed(INFO, access_token)).status).toBe(200);
    expect(await rulesOf("user33")).toEqual([{ ...rule, hits: 2 }]);
  });

  it("hits only its account and tenant; another account is unaffected", async () => {
    const mine = await signIn("user34", "123456");
    const other = await signIn("user35", "123456");
    await added({ account: "user34", kind: "status500" });
    await added({ account: "user35", tenantId: "000002", kind: "status500" });
    expect((await authed(INFO, mine.access_token)).status).toBe(500);
    expect((await authed(INFO, other.access_token)).status).toBe(200);
  });

  it("a path prefix limits it; at the token endpoint the username (or the refresh token's user) is the account", async () => {
    await added({ account: "user36", path: "/api/cloud-auth/oauth/token", kind: "html-error", times: 1 });
    const refused = await passwordLogin("user36", "123456");
    expect(refused.status).toBe(502);
    expect((await passwordLogin("user37", "123456")).status).toBe(200);
    const token = await signIn("user36", "123456");
    await added({ account: "user36", path: "/api/cloud-system/", kind: "status500" });
    expect((await authed("/api/cloud-system/menu/top-menu", token.access_token)).status).toBe(500);
    expect((await authed(INFO, token.access_token)).status).toBe(200);

    await added({ account: "user36", path: "/api/cloud-auth/oauth/token", kind: "status500", times: 1 });
    const refresh = await tokenRequest({
      tenantId: "000001",
      refresh_token: token.refresh_token,
      grant_type: "refresh_token",
    });
    expect(refresh.status).toBe(500);
  });

  it("leaves its own endpoint alone", async () => {
    await added({ account: "user38", kind: "status500" });
    expect((await call("/sandbox/faults?account=user38")).status).toBe(200);
  });
});

describe("the fault switch: clearing and checks", () => {
  it("DELETE ?account= clears that account's rules only; DELETE clears them all", async () => {
    await added({ account: "user38", kind: "status500" });
    await added({ account: "user38", kind: "drop", path: "/api/cloud-system/" });
    await added({ account: "user39", kind: "status500" });
    const one = await call("/sandbox/faults?account=user38", { method: "DELETE" });
    expect((await body<{ data: unknown }>(one)).data).toEqual({ removed: 2 });
    expect(await rulesOf("user38")).toEqual([]);
    expect(await rulesOf("user39")).toHaveLength(1);
    const { access_token } = await signIn("user38", "123456");
    expect((await authed(INFO, access_token)).status).toBe(200);

    const all = await call("/sandbox/faults", { method: "DELETE" });
    expect((await body<{ data: unknown }>(all)).data).toEqual({ removed: 1 });
    expect((await body<{ data: unknown[] }>(await call("/sandbox/faults"))).data).toEqual([]);
  });

  it("refuses a bad rule with 400 and keeps nothing of it", async () => {
    const bad: unknown[] = [
      {},
      { kind: "status500" },
      { account: "  ", kind: "status500" },
      { account: "user39", kind: "teapot" },
      { account: "user39", kind: "latency" },
      { account: "user39", kind: "status500", latencyMs: -1 },
      { account: "user39", kind: "status500", latencyMs: 1.5 },
      { account: "user39", kind: "status500", times: 0 },
      { account: "user39", kind: "status500", path: "api/cloud-system" },
      { account: "user39", kind: "status500", tenantId: "1" },
      { account: "user39", kind: "status500", colour: "red" },
      [{ account: "user39", kind: "status500" }],
    ];
    for (const rule of bad) {
      const response = await addRule(rule as Record<string, unknown>);
      expect(response.status, JSON.stringify(rule)).toBe(400);
      expect(await body(response)).toMatchObject({ code: 400, success: false });
    }
    const notJson = await call("/sandbox/faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{account:",
    });
    expect(notJson.status).toBe(400);
    expect(await rulesOf("user39")).toEqual([]);
    expect((await call("/sandbox/faults", { method: "PUT" })).status).toBe(405);
  });
});

import { describe, expect, it } from "vitest";
import { SEED } from "../../../workers/sandbox/core/seed";
import { body, call, sandboxEnv, tokenRequest } from "../helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
const send = (phone: string, tenantId = "000001") =>
  call(`/api/cloud-resource/sms/endpoint/send-validate?phone=${phone}&tenantId=${tenantId}`, { method: "POST" });
const smsLogin = (phone: string, id: string, value: string) =>
  tokenRequest({ tenantId: "000001", phone, id, value, grant_type: "sms_code" });

describe("sms sign-in", () => {
  it("rejects a malformed phone with R.fail (HTTP 200)", async () => {
    const response = await send("12345");
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ code: 400, success: false, data: {}, msg: "手机号码格式不正确" });
  });

  it("sends a code, signs in once with it, and throttles re-sends for 60 s", async () => {
    const sent = await body<R<{ id: string; phone: string; sandboxCode: string }>>(await send("13800000001"));
    expect(sent).toMatchObject({ code: 200, success: true, msg: "操作成功", data: { phone: "13800000001" } });
    expect(sent.data.id).toBeTypeOf("string");
    expect(sent.data.sandboxCode).toMatch(/^\d{6}$/);
    expect(await body(await send("13800000001"))).toEqual({
      code: 400,
      success: false,
      data: {},
      msg: "发送过于频繁，请稍后再试",
    });

    const wrongCode = sent.data.sandboxCode === "000000" ? "111111" : "000000";
    expect(await body(await smsLogin("13800000001", sent.data.id, wrongCode))).toEqual({
      success: false,
      error_code: 2004,
      error_description: "验证码不正确",
    });
    const token = await body(await smsLogin("13800000001", sent.data.id, sent.data.sandboxCode));
    expect(token).toMatchObject({ user_id: SEED.userOperator1, account: "operator", role_name: "operator" });
    expect((await body(await smsLogin("13800000001", sent.data.id, sent.data.sandboxCode))).error_code).toBe(2004);
  });

  it("expired codes do not work", async () => {
    const sent = await body<R<{ id: string; sandboxCode: string }>>(await send("13800000011"));
    await sandboxEnv.DB.prepare("UPDATE sandbox_sms_code SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, sent.data.id)
      .run();
    expect((await body(await smsLogin("13800000011", sent.data.id, sent.data.sandboxCode))).error_code).toBe(2004);
  });

  it("answers alike for an unknown phone, but no code signs anyone in", async () => {
    const sent = await body<R<{ id: string; sandboxCode: string }>>(await send("13999999999"));
    expect(sent.code).toBe(200);
    expect(await body(await smsLogin("13999999999", sent.data.id, sent.data.sandboxCode))).toEqual({
      success: false,
      error_code: 2001,
      error_description: "用户不存在",
    });
  });
});

describe("social sign-in through the sandbox provider", () => {
  const redirectUri = "http://t1.localhost:5173/authredirect";

  it("render → consent page → code → token", async () => {
    const render = await call(
      `/api/cloud-auth/oauth/render/sandbox?redirect_uri=${encodeURIComponent(redirectUri)}&state=xyz`,
    );
    expect(render.status).toBe(302);
    const location = render.headers.get("location")!;
    expect(location.startsWith("/sandbox/oauth/authorize?")).toBe(true);
    const target = new URL(location, "http://app.test");
    expect(target.searchParams.get("redirect_uri")).toBe(redirectUri);
    expect(target.searchParams.get("state")).toBe("xyz");

    const consent = await call(location);
    expect(consent.status).toBe(200);
    expect(consent.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await consent.text();
    expect(html).toContain("<title>沙箱第三方授权</title>");
    expect(html).toContain("授权登录");
    expect(html).toContain('action="/sandbox/oauth/authorize"');
    expect(html).not.toMatch(/<script/i);
    const identity = /name="identity" value="(\d+)"/.exec(html)![1]!;

    const authorize = await call("/sandbox/oauth/authorize", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ identity, redirect_uri: redirectUri, state: "xyz" }),
    });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get("state")).toBe("xyz");
    expect(back.searchParams.get("source")).toBe("sandbox");
    const code = back.searchParams.get("code")!;

    const grant = { tenantId: "000001", source: "sandbox", code, state: "xyz", grant_type: "social" };
    const token = await body(await tokenRequest(grant));
    expect(token).toMatchObject({ user_id: SEED.userAdmin1, account: "admin", oauth_id: identity });
    expect(await body(await tokenRequest(grant))).toEqual({
      success: false,
      error_code: 2004,
      error_description: "认证信息错误或无效",
    });
  });

  it("refuses redirect URIs other than http(s) …/authredirect", async () => {
    for (const uri of ["javascript:alert(1)", "http://evil.test/steal", "ftp://x/authredirect", ""]) {
      const page = await call(`/sandbox/oauth/authorize?redirect_uri=${encodeURIComponent(uri)}`);
      expect(page.status).toBe(400);
      const post = await call("/sandbox/oauth/authorize", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ identity: "1160000000000000001", redirect_uri: uri }),
      });
      expect(post.status).toBe(400);
    }
  });

  it("a bad code is 2004 认证信息错误或无效", async () => {
    const response = await tokenRequest({
      tenantId: "000001",
      source: "sandbox",
      code: "nope",
      state: "s",
      grant_type: "social",
    });
    expect(await body(response)).toEqual({ success: false, error_code: 2004, error_description: "认证信息错误或无效" });
  });
});

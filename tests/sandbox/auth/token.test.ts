import { describe, expect, it } from "vitest";
import { md5Hex } from "../../../shared/md5";
import { SEED } from "../../../workers/sandbox/core/seed";
import {
  authed,
  body,
  call,
  jwtClaims,
  passwordLogin,
  sandboxEnv,
  signIn,
  type TokenBody,
  tokenRequest,
} from "../helpers";

const TOKEN_KEYS = [
  "access_token",
  "token_type",
  "refresh_token",
  "expires_in",
  "tenant_id",
  "user_id",
  "dept_id",
  "post_id",
  "role_id",
  "oauth_id",
  "account",
  "user_name",
  "nick_name",
  "real_name",
  "role_name",
  "avatar",
  "detail",
  "license",
];

async function captchaFor(): Promise<{ key: string; code: string }> {
  const captcha = await body<{ key: string }>(await call("/api/cloud-auth/oauth/captcha"));
  const code = await sandboxEnv.DB.prepare("SELECT code FROM sandbox_captcha WHERE captcha_key = ?")
    .bind(captcha.key)
    .first<string>("code");
  return { key: captcha.key, code: code! };
}

describe("POST /api/cloud-auth/oauth/token: password grant", () => {
  it("answers the raw token object with exactly the contract's fields, ids as strings", async () => {
    const response = await passwordLogin("admin", "admin");
    expect(response.status).toBe(200);
    const token = await body<TokenBody>(response);
    expect(Object.keys(token)).toEqual(TOKEN_KEYS);
    expect(token).not.toHaveProperty("code");
    expect(token).toMatchObject({
      token_type: "bearer",
      expires_in: 3600,
      tenant_id: "000001",
      user_id: SEED.userAdmin1,
      role_id: SEED.roleAdmin1,
      account: "admin",
      user_name: "admin",
      nick_name: "管理员",
      real_name: "管理员",
      role_name: "administrator",
      oauth_id: "",
      detail: { type: "web" },
      license: "powered by bladex",
    });
    for (const key of ["user_id", "dept_id", "post_id", "role_id"]) expect(token[key]).toMatch(/^\d{19}$/);
    const claims = jwtClaims(token.access_token);
    expect(claims).toMatchObject({
      iss: "issuser",
      aud: "audience",
      token_type: "access_token",
      client_id: "frontend",
      tenant_id: "000001",
      user_id: SEED.userAdmin1,
      role_name: "administrator",
      account: "admin",
      user_name: "admin",
      nick_name: "管理员",
    });
    expect(Number(claims.exp) - Number(claims.nbf)).toBe(3600);
    expect(claims.jti).toBeTypeOf("string");
    expect(jwtClaims(token.refresh_token)).toMatchObject({ token_type: "refresh_token", user_id: SEED.userAdmin1 });
  });

  it("accepts the parameters as an x-www-form-urlencoded body and the tenant as tenant_id", async () => {
    const response = await call("/api/cloud-auth/oauth/token", {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa("saber:saber_secret")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        tenant_id: "000001",
        username: "qa1",
        password: md5Hex("qa123456"),
        grant_type: "password",
        scope: "all",
      }),
    });
    expect(await body(response)).toMatchObject({ account: "qa1", role_name: "administrator" });
  });

  it("modern style: wrong password is HTTP 200 with error_code 2004", async () => {
    const response = await passwordLogin("qa2", "wrong");
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: false, error_code: 2004, error_description: "用户名或密码错误" });
  });

  it("modern style: unknown user 2001, unknown tenant 2002", async () => {
    expect(await body(await passwordLogin("nobody", "x"))).toEqual({
      success: false,
      error_code: 2001,
      error_description: "用户不存在",
    });
    const unknown = await passwordLogin("admin", "admin", "999999");
    expect(unknown.status).toBe(200);
    expect(await body(unknown)).toEqual({ success: false, error_code: 2002, error_description: "租户ID未找到" });
  });

  it("rejects a bad or missing client with 3001 (modern) and 401 invalid_client (legacy)", async () => {
    const bad = await tokenRequest(
      { tenantId: "000001", username: "admin", password: md5Hex("admin"), grant_type: "password" },
      { Authorization: `Basic ${btoa("frontend:wrong")}` },
    );
    expect(await body(bad)).toEqual({ success: false, error_code: 3001, error_description: "客户端认证失败" });
    const missing = await call("/api/cloud-auth/oauth/token?grant_type=password&username=admin", {
      method: "POST",
      headers: { "Tenant-Id": "000002" },
    });
    expect(missing.status).toBe(401);
    expect(await body(missing)).toEqual({ error: "invalid_client", error_description: "客户端认证失败" });
  });

  it("legacy style (000002): wrong password is HTTP 400 invalid_grant", async () => {
    const { key, code } = await captchaFor();
    const response = await passwordLogin("admin", "wrong", "000002", { "Captcha-Key": key, "Captcha-Code": code });
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ error: "invalid_grant", error_description: "用户名或密码错误" });
  });

  it("locks an account after 10 consecutive failures (its account.failCount) for 30 minutes; a success resets the count", async () => {
    for (let i = 0; i < 9; i++) expect((await body(await passwordLogin("qa4", "bad"))).error_code).toBe(2004);
    expect((await passwordLogin("qa4", "qa123456")).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await body(await passwordLogin("qa4", "bad"))).error_code).toBe(2004);
    expect(await body(await passwordLogin("qa4", "qa123456"))).toHaveProperty("access_token");
    for (let i = 0; i < 10; i++) expect((await body(await passwordLogin("qa4", "bad"))).error_code).toBe(2004);
    expect(await body(await passwordLogin("qa4", "qa123456"))).toEqual({
      success: false,
      error_code: 2003,
      error_description: "登录错误次数过多,请稍后再试",
    });
    const lockedUntil = await sandboxEnv.DB.prepare(
      "SELECT locked_until FROM sandbox_login_fail WHERE account = 'qa4'",
    ).first<number>("locked_until");
    expect(lockedUntil! - Date.now()).toBeGreaterThan(29 * 60_000);
    await sandboxEnv.DB.prepare("UPDATE sandbox_login_fail SET locked_until = ? WHERE account = 'qa4'")
      .bind(Date.now() - 1)
      .run();
    expect(await body(await passwordLogin("qa4", "qa123456"))).toHaveProperty("access_token");
  });
});

describe("captcha on a tenant with captcha_enabled (000002, legacy errors)", () => {
  it("requires Captcha-Key and Captcha-Code", async () => {
    const response = await passwordLogin("admin", "admin", "000002");
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ error: "access_denied", error_description: "验证码不正确" });
  });

  it("rejects a wrong code and uses the key up on any check", async () => {
    const { key, code } = await captchaFor();
    const wrong = await passwordLogin("admin", "admin", "000002", { "Captcha-Key": key, "Captcha-Code": "zzzzz" });
    expect(await body(wrong)).toEqual({ error: "access_denied", error_description: "验证码不正确" });
    const reused = await passwordLogin("admin", "admin", "000002", { "Captcha-Key": key, "Captcha-Code": code });
    expect(reused.status).toBe(400);
  });

  it("accepts the right code case-insensitively, once", async () => {
    const { key, code } = await captchaFor();
    const ok = await passwordLogin("admin", "admin", "000002", {
      "Captcha-Key": key,
      "Captcha-Code": code.toUpperCase(),
    });
    expect(await body(ok)).toMatchObject({ tenant_id: "000002", user_id: SEED.userAdmin2 });
    const again = await passwordLogin("admin", "admin", "000002", { "Captcha-Key": key, "Captcha-Code": code });
    expect(await body(again)).toMatchObject({ error: "access_denied" });
  });

  it("expires a captcha after 5 minutes", async () => {
    const { key, code } = await captchaFor();
    await sandboxEnv.DB.prepare("UPDATE sandbox_captcha SET expires_at = ? WHERE captcha_key = ?")
      .bind(Date.now() - 1, key)
      .run();
    expect((await passwordLogin("admin", "admin", "000002", { "Captcha-Key": key, "Captcha-Code": code })).status).toBe(
      400,
    );
  });
});

describe("refresh_token grant", () => {
  const refresh = (token: string, tenantId = "000001") =>
    tokenRequest({ tenantId, refresh_token: token, grant_type: "refresh_token" });

  it("issues a new pair for the same session and rotates the old refresh token", async () => {
    const first = await signIn("qa3", "qa123456");
    const next = await body<TokenBody>(await refresh(first.refresh_token));
    expect(Object.keys(next)).toEqual(TOKEN_KEYS);
    expect(next.access_token).not.toBe(first.access_token);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await authed("/api/cloud-user/info", next.access_token)).status).toBe(200);
    expect(await body(await refresh(first.refresh_token))).toEqual({
      success: false,
      error_code: 2010,
      error_description: "令牌刷新错误或无效",
    });
    expect(await body(await refresh(next.refresh_token))).toHaveProperty("access_token");
  });

  it("rejects garbage, an access token, and a superseded refresh token", async () => {
    const first = await signIn("qa3", "qa123456");
    expect((await body(await refresh("not-a-jwt"))).error_code).toBe(2010);
    expect((await body(await refresh(first.access_token))).error_code).toBe(2010);
    await signIn("qa3", "qa123456");
    expect((await body(await refresh(first.refresh_token))).error_code).toBe(2010);
  });

  it("legacy tenants answer 401 invalid_token", async () => {
    const response = await refresh("not-a-jwt", "000002");
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({ error: "invalid_token", error_description: "令牌刷新错误或无效" });
  });
});

describe("what a stock BladeX client asks for", () => {
  it('GET /oauth/clear-cache needs no token and answers {success:"true",msg:"success"}', async () => {
    const response = await call("/api/cloud-auth/oauth/clear-cache");
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: "true", msg: "success" });
  });
});

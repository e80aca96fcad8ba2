import { describe, expect, it } from "vitest";
import { signJwt } from "../../../workers/sandbox/core/jwt";
import { authed, body, call, jwtClaims, sandboxEnv, signIn, tokenRequest } from "../helpers";

describe("gateway auth", () => {
  it("401 without a token: the gateway shape, no success key", async () => {
    const response = await call("/api/cloud-user/info");
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('{"code":401,"msg":"缺失令牌,鉴权失败","data":null}');
  });

  it("401 请求未授权 for a malformed, tampered, expired or non-bearer token", async () => {
    const { access_token } = await signIn("qa1", "qa123456");
    const [h, p, s] = access_token.split(".");
    const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
    const claims = jwtClaims(access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt({ ...claims, exp: now - 10, nbf: now - 100 }, sandboxEnv.SANDBOX_JWT_SECRET);
    const foreign = await signJwt({ ...claims }, "another-secret");
    for (const token of ["garbage", tampered, expired, foreign]) {
      const response = await authed("/api/cloud-user/info", token);
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual({ code: 401, msg: "请求未授权", data: null });
    }
    const noPrefix = await call("/api/cloud-user/info", { headers: { "Cloud-Auth": access_token } });
    expect(await body(noPrefix)).toEqual({ code: 401, msg: "请求未授权", data: null });
  });

  it("takes the token from the header (prefix case-insensitive) or the Cloud-Auth query parameter", async () => {
    const { access_token } = await signIn("qa1", "qa123456");
    expect((await call("/api/cloud-user/info", { headers: { "Cloud-Auth": `BEARER ${access_token}` } })).status).toBe(
      200,
    );
    expect((await call(`/api/cloud-user/info?Cloud-Auth=${encodeURIComponent(`bearer ${access_token}`)}`)).status).toBe(
      200,
    );
  });

  it("a refresh token is not an access token", async () => {
    const { refresh_token } = await signIn("qa1", "qa123456");
    expect((await authed("/api/cloud-user/info", refresh_token)).status).toBe(401);
  });

  it("logout revokes the session: 令牌已失效, and its refresh token no longer works", async () => {
    const token = await signIn("qa2", "qa123456");
    const out = await authed("/api/cloud-auth/oauth/logout", token.access_token);
    expect(await body(out)).toEqual({ success: true, code: 200, msg: "退出登录成功" });
    const response = await authed("/api/cloud-user/info", token.access_token);
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({ code: 401, msg: "令牌已失效", data: null });
    const refreshed = await tokenRequest({
      tenantId: "000001",
      refresh_token: token.refresh_token,
      grant_type: "refresh_token",
    });
    expect((await body(refreshed)).error_code).toBe(2010);
  });

  it("logout without a token still succeeds; a legacy tenant gets the string-true body", async () => {
    expect(await body(await call("/api/cloud-auth/oauth/logout", { method: "POST" }))).toEqual({
      success: true,
      code: 200,
      msg: "退出登录成功",
    });
    const legacy = await call("/api/cloud-auth/oauth/logout", { headers: { "Tenant-Id": "000002" } });
    expect(await body(legacy)).toEqual({ success: "true", msg: "success" });
  });

  it("410 when the same account signs in again (same client); the new token works", async () => {
    const first = await signIn("qa3", "qa123456");
    const second = await signIn("qa3", "qa123456");
    const response = await authed("/api/cloud-user/info", first.access_token);
    expect(response.status).toBe(410);
    expect(await body(response)).toEqual({ code: 410, msg: "您的账号在其他地方登录！", data: null });
    expect((await authed("/api/cloud-user/info", second.access_token)).status).toBe(200);
  });

  it("another account's sign-in does not supersede", async () => {
    const mine = await signIn("qa4", "qa123456");
    await signIn("qa1", "qa123456");
    expect((await authed("/api/cloud-user/info", mine.access_token)).status).toBe(200);
  });

  it("unknown path: HTTP 404 with the error controller's body (after auth)", async () => {
    const { access_token } = await signIn("qa1", "qa123456");
    const response = await authed("/api/cloud-system/nope", access_token);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"code":400,"success":false,"data":null,"msg":"系统未知异常[HttpStatus]:404"}');
    expect((await call("/api/cloud-system/nope")).status).toBe(401);
  });

  it("wrong method: HTTP 405 R body", async () => {
    const response = await call("/api/cloud-auth/oauth/token");
    expect(response.status).toBe(405);
    expect(await body(response)).toEqual({
      code: 405,
      success: false,
      data: {},
      msg: "Request method 'GET' not supported",
    });
  });
});

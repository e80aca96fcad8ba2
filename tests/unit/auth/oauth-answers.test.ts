/** The token endpoint's answers read into tokens or a failure, in both auth-error generations (server/oauth.server). */
import { describe, expect, it } from "vitest";
import { classifyGrantFailure, readTokenAnswer } from "~/server/oauth.server";

describe("readTokenAnswer: both auth-error generations (backend-contract §3.1)", () => {
  it("reads a success into tokens and the operator", () => {
    const result = readTokenAnswer(
      200,
      {
        access_token: "a",
        refresh_token: "r",
        expires_in: 3600,
        tenant_id: "000001",
        user_id: "1123598821738675201",
        role_id: "1123598816738675201",
        role_name: "administrator",
        account: "admin",
        user_name: "admin",
        nick_name: "管理员",
      },
      "000001",
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.grant.user.nickName).toBe("管理员");
      expect(result.grant.user.userId).toBe("1123598821738675201");
    }
  });

  it("reads the modern error (HTTP 200, error_code)", () => {
    const result = readTokenAnswer(
      200,
      { success: false, error_code: 2004, error_description: "用户名或密码错误" },
      "000001",
    );
    expect(result).toMatchObject({ ok: false, kind: "credentials", code: "2004" });
  });

  it("reads the legacy error (HTTP 400, error)", () => {
    const result = readTokenAnswer(400, { error: "invalid_grant", error_description: "用户名或密码错误" }, "000001");
    expect(result).toMatchObject({ ok: false, kind: "credentials", code: "invalid_grant" });
  });

  it.each([
    ["2004", "验证码不正确", "captcha"],
    ["access_denied", "验证码不正确", "captcha"],
    ["2003", "用户登录失败次数过多", "locked"],
    ["access_denied", "登录错误次数过多,请稍后再试", "locked"],
    ["2002", "租户ID未找到", "tenant"],
    ["access_denied", "租户ID未找到", "tenant"],
    ["2010", "令牌刷新错误或无效", "refresh"],
    ["invalid_token", "expired", "refresh"],
    ["3001", "客户端认证失败", "client"],
    ["invalid_client", "Bad client credentials", "client"],
    ["2001", "用户不存在", "credentials"],
  ])("classifies %s / %s as %s", (code, description, kind) => {
    expect(classifyGrantFailure(code, description)).toBe(kind);
  });
});

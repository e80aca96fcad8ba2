import { describe, expect, it } from "vitest";
import { md5Hex } from "../../../shared/md5";
import { authed, body, call, passwordLogin, sandboxEnv, signIn } from "../helpers";

type R<T> = { code: number; success: boolean; data: T; msg: string };
const USER = "/api/cloud-user";
const failed = (msg: string) => ({ code: 400, success: false, data: {}, msg });
const OK = { code: 200, success: true, data: {}, msg: "操作成功" };

const send = async (token: string, phone: string) =>
  body<R<{ phone: string; sandboxCode: string }>>(
    await authed(`${USER}/send-verificationCode?phone=${encodeURIComponent(phone)}`, token, { method: "POST" }),
  );
const verify = async (token: string, phone: string, code: string) =>
  body<R<unknown>>(await authed(`${USER}/verificationCodeVerify?phone=${phone}&code=${code}`, token));
const updatePhone = async (token: string, phone: string, code: string) =>
  body<R<unknown>>(await authed(`${USER}/updateUsrPhone?phone=${phone}&code=${code}`, token));
const other = (code: string) => (code === "000000" ? "111111" : "000000");

describe("send-verificationCode", () => {
  it("validates the phone with the spec §5 rules (R.fail, HTTP 200)", async () => {
    const { access_token } = await signIn("qa2", "qa123456");
    const cases: [string, string][] = [
      ["", "手机号码不能为空"],
      ["   ", "手机号码不能为空"],
      ["1380000000", "手机号码长度不为11位"],
      ["138000000001", "手机号码长度不为11位"],
      ["010-88888888", "手机号码长度不为11位"], // 12 characters
      ["010-8888888", "手机号码格式不正确"], // an 11-character landline
      ["02188888888", "手机号码格式不正确"], // a landline written without the dash
      ["23800000000", "手机号码格式不正确"],
      ["1380000000a", "手机号码格式不正确"],
    ];
    for (const [phone, msg] of cases) {
      const response = await authed(`${USER}/send-verificationCode?phone=${encodeURIComponent(phone)}`, access_token, {
        method: "POST",
      });
      expect(response.status).toBe(200);
      expect(await body(response), phone).toEqual(failed(msg));
    }
    const missing = await authed(`${USER}/send-verificationCode`, access_token, { method: "POST" });
    expect(await body(missing)).toEqual(failed("手机号码不能为空"));
  });

  it("answers {phone, sandboxCode}, stores it 5 minutes, one send per phone per 60 s", async () => {
    const { access_token, user_id } = await signIn("qa2", "qa123456");
    const sent = await send(access_token, "13700000002");
    expect(sent).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    expect(Object.keys(sent.data)).toEqual(["phone", "sandboxCode"]);
    expect(sent.data.phone).toBe("13700000002");
    expect(sent.data.sandboxCode).toMatch(/^\d{6}$/);
    const row = await sandboxEnv.DB.prepare(
      "SELECT user_id, code, created_at, expires_at FROM sandbox_verify_code WHERE phone = ?",
    )
      .bind("13700000002")
      .first<{ user_id: string; code: string; created_at: number; expires_at: number }>();
    expect(row).toMatchObject({ user_id, code: sent.data.sandboxCode });
    expect(row!.expires_at - row!.created_at).toBe(300_000);
    expect(await send(access_token, "13700000002")).toEqual(failed("发送过于频繁，请稍后再试"));
    // Form bodies work as well.
    const form = await authed(`${USER}/send-verificationCode`, access_token, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "phone=13700000003",
    });
    expect((await body<R<{ phone: string }>>(form)).data.phone).toBe("13700000003");
  });

  it("needs a token", async () => {
    expect((await call(`${USER}/send-verificationCode?phone=13700000009`, { method: "POST" })).status).toBe(401);
  });
});

describe("verificationCodeVerify and updateUsrPhone", () => {
  it("verify does not consume; update consumes the code and changes the phone", async () => {
    const { access_token, user_id } = await signIn("qa3", "qa123456");
    const { sandboxCode } = (await send(access_token, "13700000013")).data;
    expect(await verify(access_token, "13700000013", other(sandboxCode))).toEqual(failed("验证码错误或已过期"));
    expect(await verify(access_token, "13700000013", sandboxCode)).toEqual(OK);
    expect(await verify(access_token, "13700000013", sandboxCode)).toEqual(OK);
    expect(await verify(access_token, "13700000099", sandboxCode)).toEqual(failed("验证码错误或已过期"));
    expect(await verify(access_token, "13700000013", "")).toEqual(failed("验证码错误或已过期"));

    expect(await updatePhone(access_token, "13700000013", sandboxCode)).toEqual(OK);
    const me = await body<R<{ phone: string }>>(await authed(`${USER}/detailInfo?id=${user_id}`, access_token));
    expect(me.data.phone).toBe("13700000013");
    // Consumed: neither verify nor a second update accepts it.
    expect(await verify(access_token, "13700000013", sandboxCode)).toEqual(failed("验证码错误或已过期"));
    expect(await updatePhone(access_token, "13700000013", sandboxCode)).toEqual(failed("验证码错误或已过期"));
  });

  it("a code is bound to the user who asked for it, and expires", async () => {
    const qa3 = await signIn("qa3", "qa123456");
    const qa2 = await signIn("qa2", "qa123456");
    const { sandboxCode } = (await send(qa3.access_token, "13700000023")).data;
    expect(await verify(qa2.access_token, "13700000023", sandboxCode)).toEqual(failed("验证码错误或已过期"));
    expect(await updatePhone(qa2.access_token, "13700000023", sandboxCode)).toEqual(failed("验证码错误或已过期"));
    await sandboxEnv.DB.prepare("UPDATE sandbox_verify_code SET expires_at = ? WHERE phone = ?")
      .bind(Date.now() - 1, "13700000023")
      .run();
    expect(await verify(qa3.access_token, "13700000023", sandboxCode)).toEqual(failed("验证码错误或已过期"));
    expect(await updatePhone(qa3.access_token, "13700000023", sandboxCode)).toEqual(failed("验证码错误或已过期"));
  });

  it("a code dies after 5 wrong guesses", async () => {
    const { access_token } = await signIn("qa3", "qa123456");
    const { sandboxCode } = (await send(access_token, "13700000033")).data;
    for (let i = 0; i < 5; i++) await verify(access_token, "13700000033", other(sandboxCode));
    expect(await verify(access_token, "13700000033", sandboxCode)).toEqual(failed("验证码错误或已过期"));
  });

  it("该手机号码已被使用 when another user of the tenant has the phone", async () => {
    const { access_token, user_id } = await signIn("qa4", "qa123456");
    const { sandboxCode } = (await send(access_token, "13800000001")).data; // operator's phone
    expect(await updatePhone(access_token, "13800000001", other(sandboxCode))).toEqual(failed("验证码错误或已过期"));
    expect(await updatePhone(access_token, "13800000001", sandboxCode)).toEqual(failed("该手机号码已被使用"));
    const me = await body<R<{ phone: string }>>(await authed(`${USER}/detailInfo?id=${user_id}`, access_token));
    expect(me.data.phone).toBe("13800000014");
  });
});

describe("pc-updateLoginPassword", () => {
  const change = async (token: string, oldPlain: string, newPlain: string, newPlain1 = newPlain) =>
    body<R<unknown>>(
      await authed(
        `${USER}/pc-updateLoginPassword?oldPassword=${md5Hex(oldPlain)}&newPassword=${md5Hex(newPlain)}&newPassword1=${md5Hex(newPlain1)}`,
        token,
      ),
    );
  const LOCKED = {
    code: 400,
    success: false,
    data: { errorCount: 5, lockMinutes: 30 },
    msg: "[原登录密码]输入错误次数太多,请通过【忘记密码】重置密码!",
  };

  it("mismatched new passwords, a wrong old one, then success with the new hash", async () => {
    const { access_token } = await signIn("operator", "operator123");
    expect(await change(access_token, "operator123", "new-pass-1", "new-pass-2")).toEqual(
      failed("两次输入的新密码不一致"),
    );
    expect(await change(access_token, "wrong", "new-pass-1")).toEqual(failed("原登录密码输入错误"));
    expect(await change(access_token, "operator123", "new-pass-1")).toEqual(OK);
    const stored = await sandboxEnv.DB.prepare(
      "SELECT password FROM blade_user WHERE account = 'operator' AND tenant_id = '000001'",
    ).first<string>("password");
    const expected = [
      ...new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(md5Hex("new-pass-1")))),
    ]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(stored).toBe(expected);
    expect((await body(await passwordLogin("operator", "operator123"))).error_code).toBe(2004);
    await signIn("operator", "new-pass-1");
    // The success reset the wrong-old-password count.
    const count = await sandboxEnv.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_password_fail").first<number>("n");
    expect(count).toBe(0);
  });

  it("missing parameters are 缺少必要的请求参数 (HTTP 400)", async () => {
    const { access_token } = await signIn("qa1", "qa123456");
    const response = await authed(
      `${USER}/pc-updateLoginPassword?oldPassword=${md5Hex("x")}&newPassword=${md5Hex("y")}`,
      access_token,
    );
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 400, success: false, msg: "缺少必要的请求参数: newPassword1" });
  });

  it("the 5th consecutive wrong old password locks for 30 minutes with {errorCount, lockMinutes}", async () => {
    const { access_token } = await signIn("qa4", "qa123456");
    for (let i = 1; i <= 4; i++)
      expect(await change(access_token, `wrong-${i}`, "next-pass")).toEqual(failed("原登录密码输入错误"));
    expect(await change(access_token, "wrong-5", "next-pass")).toEqual(LOCKED);
    // Locked: even the right old password is refused, and the mismatch check still comes first.
    expect(await change(access_token, "qa123456", "next-pass")).toEqual(LOCKED);
    expect(await change(access_token, "qa123456", "a", "b")).toEqual(failed("两次输入的新密码不一致"));
    // The login lockout is a different counter: signing in still works.
    await signIn("qa4", "qa123456");
    const row = await sandboxEnv.DB.prepare("SELECT fail_count, locked_until FROM sandbox_password_fail").first<{
      fail_count: number;
      locked_until: number;
    }>();
    expect(row!.fail_count).toBe(5);
    expect(row!.locked_until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(row!.locked_until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it("after the lock expires the count starts again", async () => {
    const { access_token } = await signIn("qa4", "qa123456");
    await sandboxEnv.DB.prepare("UPDATE sandbox_password_fail SET locked_until = ?")
      .bind(Date.now() - 1)
      .run();
    expect(await change(access_token, "wrong", "next-pass")).toEqual(failed("原登录密码输入错误"));
    expect(
      await sandboxEnv.DB.prepare("SELECT fail_count FROM sandbox_password_fail").first<number>("fail_count"),
    ).toBe(1);
    expect(await change(access_token, "qa123456", "next-pass")).toEqual(OK);
  });
});

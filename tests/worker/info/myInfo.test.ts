/**
 * 我的信息 (/info/index) in the built Worker against the sandbox: the profile, the phone change
 * (spec §5 mobile rules, the sandbox code, wrong or used codes) and the password change (the
 * console's own checks, the backend's messages, the lockout text in full, spec §8).
 * Sessions are per account, so each test signs in the account it works on.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signIn } from "../browser";
import { answer, BAD_MOBILES } from "../screens";

const PAGE = "/info/index";
const LOCKOUT = "[原登录密码]输入错误次数太多,请通过【忘记密码】重置密码!";

async function signedIn(account: string, password = "qa123456") {
  const browser = new Browser();
  const response = await signIn(browser, account, password);
  expect(location(response)).toBe("/main/index");
  return browser;
}

const post = (browser: Browser, form: Record<string, string>) => answer(browser.post(PAGE, form));

/** A password change: the old password, the new one and its confirmation (the new one again unless given). */
const changePassword = (browser: Browser, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  post(browser, { intent: "change-password", oldPassword, newPassword, confirmPassword });

/** Sends a code to `phone` and reads the sandbox's code off the page. */
async function sendCode(browser: Browser, phone: string): Promise<string> {
  const { status, html } = await post(browser, { intent: "send-code", phone });
  expect(status).toBe(200);
  const code = /沙箱短信网关：本次验证码为 (\d{6})/.exec(html)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The masked phone in the profile card. */
const profilePhone = (html: string) => /data-testid="profile-phone"[^>]*>([^<]*)</.exec(html)?.[1];

describe("the profile", () => {
  it("shows the operator's details from detailInfo, the phone masked", async () => {
    const browser = await signedIn("qa2");
    const response = await browser.get(PAGE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("我的信息");
    expect(html).toContain("qa2");
    expect(html).toContain("测试账号2");
    expect(profilePhone(html)).toBe("138****0012");
    expect(html).not.toContain("13800000012");
    expect(html).toContain("超级管理员");
    expect(html).toContain("支付平台");
    // Plain forms (they work without JavaScript), one intent per action.
    expect(html).toMatch(/<button[^>]*value="send-code"[^>]*name="intent"/);
    expect(html).toMatch(/<button[^>]*value="change-phone"[^>]*name="intent"/);
    expect(html).toContain('<input type="hidden" name="intent" value="change-password"/>');
  });

  it("speaks English with ?lng=en", async () => {
    const browser = await signedIn("qa2");
    const html = await (await browser.get(`${PAGE}?lng=en`)).text();
    expect(html).toContain("My info");
    expect(html).toContain("Change password");
  });

  it("sends a guest to the login page", async () => {
    const response = await new Browser().get(PAGE);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/login?redirectTo=%2Finfo%2Findex");
  });
});

describe("changing the phone", () => {
  it("applies the spec §5 mobile rules before asking the backend, keeping what was typed", async () => {
    const browser = await signedIn("qa2");
    for (const [phone, message] of BAD_MOBILES) {
      const { status, html } = await post(browser, { intent: "send-code", phone });
      expect(status, phone).toBe(400);
      expect(html, phone).toContain(message);
      if (phone) expect(html).toContain(`value="${phone}"`);
      expect(html).not.toMatch(/沙箱短信网关：本次验证码为 \d/);
    }
    const missingCode = await post(browser, { intent: "change-phone", phone: "13900000031", code: "" });
    expect(missingCode.status).toBe(400);
    expect(missingCode.html).toContain("请输入验证码");
    expect(missingCode.html).toContain('value="13900000031"');
  });

  it("shows the sandbox code after sending, and the backend's refusal of a second send", async () => {
    const browser = await signedIn("qa2");
    const first = await post(browser, { intent: "send-code", phone: "13900000032" });
    expect(first.status).toBe(200);
    expect(first.html).toMatch(/沙箱短信网关：本次验证码为 \d{6}/);
    expect(first.html).toContain("验证码已发送，5分钟内有效");
    expect(first.html).toContain('value="13900000032"');
    const again = await post(browser, { intent: "send-code", phone: "13900000032" });
    expect(again.status).toBe(400);
    expect(again.html).toContain("发送过于频繁，请稍后再试");
  });

  it("refuses a wrong code and a number in use, with the backend's words", async () => {
    const browser = await signedIn("qa2");
    const code = await sendCode(browser, "13900000033");
    const wrong = await post(browser, { intent: "change-phone", phone: "13900000033", code: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("验证码错误或已过期");
    expect(wrong.html).toContain('value="13900000033"');

    // qa3's number: the code is good, the number is taken.
    const taken = await sendCode(browser, "13800000013");
    const used = await post(browser, { intent: "change-phone", phone: "13800000013", code: taken });
    expect(used.status).toBe(400);
    expect(used.html).toContain("该手机号码已被使用");
    expect(profilePhone(used.html)).toBe("138****0012");
  });

  it("changes the phone, shows the new one masked, and changes it back", async () => {
    const browser = await signedIn("qa2");
    const code = await sendCode(browser, "13900000088");
    const changed = await post(browser, { intent: "change-phone", phone: "13900000088", code });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain("操作成功，手机号码已更换为 139****0088");
    expect(profilePhone(changed.html)).toBe("139****0088");
    expect(profilePhone(await (await browser.get(PAGE)).text())).toBe("139****0088");

    const back = await sendCode(browser, "13800000012");
    const restored = await post(browser, { intent: "change-phone", phone: "13800000012", code: back });
    expect(restored.status).toBe(200);
    expect(profilePhone(restored.html)).toBe("138****0012");
  });
});

describe("changing the password", () => {
  it("checks length, sameness and confirmation on the server, never echoing a password", async () => {
    const browser = await signedIn("qa1");
    const cases: [Record<string, string>, string][] = [
      [{ oldPassword: "", newPassword: "", confirmPassword: "" }, "请输入原密码"],
      [{ oldPassword: "qa123456", newPassword: "short", confirmPassword: "short" }, "新密码长度为6-20位"],
      [
        { oldPassword: "qa123456", newPassword: "a-very-long-password-1", confirmPassword: "a-very-long-password-1" },
        "新密码长度为6-20位",
      ],
      [{ oldPassword: "qa123456", newPassword: "qa123456", confirmPassword: "qa123456" }, "新密码不能与原密码相同"],
      [{ oldPassword: "qa123456", newPassword: "secret-one", confirmPassword: "secret-two" }, "两次输入的新密码不一致"],
    ];
    for (const [form, message] of cases) {
      const { status, html } = await post(browser, { intent: "change-password", ...form });
      expect(status, message).toBe(400);
      expect(html, message).toContain(message);
      for (const value of Object.values(form)) if (value) expect(html).not.toContain(`value="${value}"`);
      expect(html).not.toContain("secret-one");
    }
    // Still the old password.
    expect(location(await signIn(new Browser(), "qa1", "qa123456"))).toBe("/main/index");
  });

  it("shows 原登录密码输入错误 for a wrong old password", async () => {
    const browser = await signedIn("qa1");
    const { status, html } = await changePassword(browser, "not-qa1-password", "qa654321");
    expect(status).toBe(400);
    expect(html).toContain("原登录密码输入错误");
    expect(html).not.toContain("not-qa1-password");
  });

  it("changes the password (the new one signs in), then changes it back", async () => {
    let browser = await signedIn("qa1");
    const changed = await changePassword(browser, "qa123456", "qa1-New-pass");
    expect(changed.status).toBe(200);
    expect(changed.html).toContain("操作成功");
    expect(changed.html).not.toContain("qa1-New-pass");

    expect((await signIn(new Browser(), "qa1", "qa123456")).status).toBe(400);
    browser = await signedIn("qa1", "qa1-New-pass");
    const back = await changePassword(browser, "qa1-New-pass", "qa123456");
    expect(back.status).toBe(200);
    expect(location(await signIn(new Browser(), "qa1", "qa123456"))).toBe("/main/index");
  });

  it("after 5 wrong old passwords shows the lockout message in full", async () => {
    const browser = await signedIn("qa3");
    const attempt = (n: number) => changePassword(browser, `wrong-${n}`, "qa3-new-pass");
    for (let n = 1; n <= 4; n++) {
      const { status, html } = await attempt(n);
      expect(status).toBe(400);
      expect(html).toContain("原登录密码输入错误");
      expect(html).not.toContain("输入错误次数太多");
    }
    const fifth = await attempt(5);
    expect(fifth.status).toBe(400);
    expect(fifth.html).toContain(LOCKOUT);
    // Locked: even the right old password now gets the same full message.
    const right = await changePassword(browser, "qa123456", "qa3-new-pass");
    expect(right.status).toBe(400);
    expect(right.html).toContain(LOCKOUT);
    expect(location(await signIn(new Browser(), "qa3", "qa123456"))).toBe("/main/index");
  });
});

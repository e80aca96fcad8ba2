/**
 * 我的信息 as qa1 uses it: the profile, the phone changed with the sandbox code (the spec §5 rules
 * first, a wrong code refused), the password changed (a mismatch and a wrong old password first),
 * each change undone before the test ends.
 */
import { expect, type Page } from "@playwright/test";
import { expectHome, signIn, test } from "../fixtures";

// qa1's own phone and password: every change below is changed back before the test ends,
// since other specs sign in as qa1 / qa123456.
const PHONE = "13800000011";
const PASSWORD = "qa123456";

const profilePhone = (page: Page) => page.getByTestId("profile-phone");
const phoneCard = (page: Page) => page.locator("form").filter({ has: page.getByLabel("新手机号码") });
const passwordCard = (page: Page) => page.locator("form").filter({ has: page.getByLabel("原密码") });

async function changePhone(page: Page, phone: string) {
  await page.getByLabel("新手机号码").fill(phone);
  await page.getByRole("button", { name: "发送验证码" }).click();
  const notice = page.getByText(/沙箱短信网关：本次验证码为 \d{6}/);
  await expect(notice).toBeVisible();
  const code = /(\d{6})/.exec((await notice.textContent()) ?? "")![1]!;
  await page.getByLabel("验证码", { exact: true }).fill(code);
  await page.getByRole("button", { name: "确认修改" }).click();
}

async function changePassword(page: Page, from: string, to: string, confirm = to) {
  await page.getByLabel("原密码").fill(from);
  await page.getByLabel("新密码", { exact: true }).fill(to);
  await page.getByLabel("确认新密码").fill(confirm);
  await page.getByRole("button", { name: "修改密码" }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "qa1", PASSWORD);
  await expectHome(page);
  await page.goto("/info/index");
  await expect(page.getByRole("heading", { name: "我的信息", level: 1 })).toBeVisible();
});

test("shows the profile and changes the phone with the sandbox code, then back", async ({ page }) => {
  await expect(profilePhone(page)).toHaveText("138****0011");
  await expect(page.getByText("测试账号1").first()).toBeVisible();
  await expect(page.getByText("超级管理员").first()).toBeVisible();

  // The spec §5 rules, checked on the server, the number kept in the field.
  await page.getByLabel("新手机号码").fill("1390000004");
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(phoneCard(page).getByText("手机号码长度不为11位")).toBeVisible();
  await expect(page.getByLabel("新手机号码")).toHaveValue("1390000004");
  await page.getByLabel("新手机号码").fill("");
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(phoneCard(page).getByText("手机号码不能为空")).toBeVisible();

  let changed = false;
  try {
    await changePhone(page, "13900000041");
    await expect(phoneCard(page).getByText("操作成功，手机号码已更换为 139****0041")).toBeVisible();
    changed = true;
    await expect(profilePhone(page)).toHaveText("139****0041");
  } finally {
    if (changed) {
      await changePhone(page, PHONE);
      await expect(profilePhone(page)).toHaveText("138****0011");
    }
  }
});

test("a wrong code is refused with the backend's words", async ({ page }) => {
  await page.getByLabel("新手机号码").fill("13900000042");
  await page.getByRole("button", { name: "发送验证码" }).click();
  const notice = page.getByText(/沙箱短信网关：本次验证码为 \d{6}/);
  await expect(notice).toBeVisible();
  const code = /(\d{6})/.exec((await notice.textContent()) ?? "")![1]!;
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel("验证码", { exact: true }).fill(wrong);
  await page.getByRole("button", { name: "确认修改" }).click();
  await expect(phoneCard(page).getByRole("alert").filter({ hasText: "验证码错误或已过期" })).toBeVisible();
  await expect(page.getByLabel("新手机号码")).toHaveValue("13900000042");
  await expect(profilePhone(page)).toHaveText("138****0011");
});

test("changes the password (mismatch and wrong old password first), then back", async ({ page }) => {
  await changePassword(page, PASSWORD, "qa1-e2e-pass", "qa1-e2e-other");
  await expect(passwordCard(page).getByText("两次输入的新密码不一致")).toBeVisible();

  await changePassword(page, "not-the-old-one", "qa1-e2e-pass");
  await expect(passwordCard(page).getByRole("alert").filter({ hasText: "原登录密码输入错误" })).toBeVisible();

  let changed = false;
  try {
    await changePassword(page, PASSWORD, "qa1-e2e-pass");
    await expect(passwordCard(page).getByText(/^操作成功/)).toBeVisible();
    changed = true;
    await expect(page.getByLabel("原密码")).toHaveValue("");
  } finally {
    if (changed) {
      await changePassword(page, "qa1-e2e-pass", PASSWORD);
      await expect(passwordCard(page).getByText(/^操作成功/)).toBeVisible();
    }
  }
});

/**
 * The JavaScript-off suite (the chromium-no-js project runs this file alone, after the others):
 * sign-in, a wrong password, a backend that is down (the account kept, a save keeping its
 * input), the captcha an account's failures bring, lock, unlock and sign-out, and the language
 * switch, all through plain forms.
 */
import { expect } from "@playwright/test";
import { addFault, clearFaults } from "../faults";
import { signIn, test } from "../fixtures";
import { captchaCodeOf } from "../sandbox-db";

test("signs in with JavaScript off", async ({ page }) => {
  await signIn(page, "operator", "operator123");
  await expect(page).toHaveURL(/\/main\/index$/);
  await expect(page.getByRole("heading", { name: /欢迎回来/ })).toBeVisible();
});

test("a wrong password with JavaScript off keeps the account and shows the error", async ({ page }) => {
  await signIn(page, "operator", "wrong-one");
  await expect(page.getByText("账号或密码错误")).toBeVisible();
  await expect(page.getByLabel("账号")).toHaveValue("operator");
});

test("a backend that is down, with JavaScript off: 服务不可用, the account kept, then a save keeps its input", async ({
  page,
  request,
  baseURL,
}) => {
  await addFault(request, baseURL!, { account: "user10", kind: "drop", path: "/api/cloud-auth/oauth/token", times: 1 });
  await signIn(page, "user10", "123456");
  await expect(page.getByText("服务不可用")).toBeVisible();
  await expect(page.getByLabel("账号")).toHaveValue("user10");
  await signIn(page, "user10", "123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await addFault(request, baseURL!, { account: "user10", kind: "html-error", path: "/api/cloud-system/mcc/submit" });
  await page.goto("/system/mcc?dialog=create");
  await page.getByRole("dialog").getByLabel("MCC编码").fill("0198");
  await page.getByRole("dialog").getByLabel("MCC名称").fill("无脚本故障");
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("dialog").getByText("网关错误")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("MCC名称")).toHaveValue("无脚本故障");
  await clearFaults(request, baseURL!, "user10");
});

test("five wrong passwords bring the captcha with JavaScript off, and it signs in", async ({ page }) => {
  for (let i = 1; i <= 5; i++) await signIn(page, "user34", `wrong-${i}`);
  await expect(page.getByText("登录失败次数较多，请输入验证码")).toBeVisible();
  await expect(page.getByRole("img", { name: "验证码图片，点击更换" })).toBeVisible();
  const key = await page.locator('input[name="captchaKey"]').inputValue();
  await page.getByLabel("账号").fill("user34");
  await page.getByLabel("密码").fill("123456");
  await page.getByLabel("验证码", { exact: true }).fill(captchaCodeOf(key));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/main\/index$/);
});

test("locks, unlocks and signs out with JavaScript off", async ({ page }) => {
  await signIn(page, "qa1", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.getByLabel("用户菜单").click();
  await page.getByRole("button", { name: "锁屏" }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel("登录密码").fill("qa123456");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page).toHaveURL(/\/main\/index$/);

  await page.getByLabel("用户菜单").click();
  await page.getByRole("link", { name: "退出登录" }).click();
  await expect(page.getByText("确定退出系统吗？")).toBeVisible();
  await page.getByRole("button", { name: "确定" }).click();
  await expect(page.getByText("正在退出登录...")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
});

test("the language switch works with JavaScript off", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await page.getByRole("button", { name: "中文" }).click();
  await expect(page.getByRole("heading", { name: "欢迎登录" })).toBeVisible();
});

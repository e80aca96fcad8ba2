/**
 * Signing in as people do: admin / admin to the home page and its menu, a wrong password and
 * empty fields, the language switch, a deep link kept through sign-in, the captcha tenant's
 * subdomain, phone + SMS code, third-party sign-in through /authredirect, and the captcha an
 * account's failures bring (ADR 028).
 */
import { expect } from "@playwright/test";
import { expectHome, signIn, test } from "../fixtures";
import { captchaCodeOf } from "../sandbox-db";

test("admin / admin signs in to the home page with its menu", async ({ page }) => {
  await signIn(page, "admin", "admin");
  await expectHome(page);
  await expect(page.getByText("交易订单")).toBeAttached();
  await page.getByText("订单管理").click();
  await page.getByRole("link", { name: "交易订单" }).click();
  await expect(page).toHaveURL(/\/orders\/transactionOrder$/);
  await expect(page.getByRole("heading", { name: "交易订单" })).toBeVisible();
});

test("a wrong password shows 账号或密码错误 and keeps the account", async ({ page }) => {
  await signIn(page, "qa1", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "账号或密码错误" })).toBeVisible();
  await expect(page.getByLabel("账号")).toHaveValue("qa1");
  await expect(page).toHaveURL(/\/login/);
});

test("empty fields get their own errors", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("请输入账号")).toBeVisible();
  await expect(page.getByText("请输入密码")).toBeVisible();
});

test("the language switch turns the page English and back", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByLabel("Account")).toBeVisible();
  await page.getByRole("button", { name: "中文" }).click();
  await expect(page.getByRole("heading", { name: "欢迎登录" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});

test("a deep link survives sign-in", async ({ page }) => {
  await page.goto("/orders/transactionOrder");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders%2FtransactionOrder/);
  await page.getByLabel("账号").fill("qa4");
  await page.getByLabel("密码").fill("qa123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/transactionOrder$/);
});

test("the captcha tenant's subdomain hides the tenant and shows a captcha that refreshes", async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  await page.goto(`${url.protocol}//t2.localhost:${url.port}/login`);
  await expect(page.getByLabel("租户ID")).toHaveCount(0);
  const image = page.getByRole("img", { name: "验证码图片，点击更换" });
  await expect(image).toBeVisible();
  const before = await image.getAttribute("src");
  await image.click();
  await expect(image).not.toHaveAttribute("src", before!);
  await page.getByLabel("账号").fill("admin");
  await page.getByLabel("密码").fill("admin");
  await page.getByLabel("验证码", { exact: true }).fill("wrong");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("验证码不正确")).toBeVisible();
});

test("phone + SMS code signs in through the sandbox SMS gateway", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "手机号登录" }).click();
  await page.getByLabel("手机号码").fill("1380000001");
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(page.getByText("手机号码长度不为11位")).toBeVisible();
  await page.getByLabel("手机号码").fill("13800000014");
  await page.getByRole("button", { name: "发送验证码" }).click();
  const notice = page.getByText(/沙箱短信网关：本次验证码为 \d{6}/);
  await expect(notice).toBeVisible();
  const code = /(\d{6})/.exec((await notice.textContent()) ?? "")![1];
  await page.getByLabel("短信验证码").fill(code);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/main\/index$/);
});

test("third-party sign-in goes to the provider and back through /authredirect", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "第三方登录" }).click();
  await page.getByRole("link", { name: "使用沙箱第三方账号登录" }).click();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/authorize/);
  await page.getByRole("button", { name: "授权登录" }).first().click();
  await expect(page).toHaveURL(/\/main\/index$/);
});

test("five wrong passwords bring the captcha; the right captcha and password sign in", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("验证码", { exact: true })).toHaveCount(0);
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel("账号").fill("user33");
    await page.getByLabel("密码").fill(`wrong-${i}`);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "账号或密码错误" })).toBeVisible();
    if (i < 5) await expect(page.getByLabel("验证码", { exact: true })).toHaveCount(0);
  }
  // The fifth failure's answer asks for the captcha and shows it.
  await expect(page.getByRole("status").filter({ hasText: "登录失败次数较多，请输入验证码" })).toBeVisible();
  const image = page.getByRole("img", { name: "验证码图片，点击更换" });
  await expect(image).toBeVisible();
  await expect(page.getByLabel("账号")).toHaveValue("user33");

  const key = await page.locator('input[name="captchaKey"]').inputValue();
  await page.getByLabel("密码").fill("123456");
  await page.getByLabel("验证码", { exact: true }).fill(captchaCodeOf(key));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/main\/index$/);
});

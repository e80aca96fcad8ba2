/**
 * Lock and sign-out from the user menu: every URL goes to /lock until the password unlocks it back
 * to the page; sign-out asks first, says 正在退出登录..., then lands on /login.
 */
import { expect } from "@playwright/test";
import { expectHome, openUserMenu, signIn, test } from "../fixtures";

test("lock from the user menu, every URL goes to /lock, the password unlocks back to the page", async ({ page }) => {
  await signIn(page, "qa2", "qa123456");
  await expectHome(page);
  await page.goto("/orders/transactionOrder");
  await openUserMenu(page);
  await page.getByRole("button", { name: "锁屏" }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByRole("heading", { name: "屏幕已锁定" })).toBeVisible();

  await page.goto("/main/index");
  await expect(page).toHaveURL(/\/lock$/);

  await page.getByLabel("登录密码").fill("wrong");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page.getByText("密码错误，还可尝试4次")).toBeVisible();

  await page.getByLabel("登录密码").fill("qa123456");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page).toHaveURL(/\/orders\/transactionOrder$/);
});

test("sign-out asks first, says 正在退出登录..., then lands on /login", async ({ page }) => {
  await signIn(page, "qa3", "qa123456");
  await expectHome(page);
  await openUserMenu(page);
  await page.getByRole("link", { name: "退出登录" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("确定退出系统吗？")).toBeVisible();
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toBeHidden();

  await openUserMenu(page);
  await page.getByRole("link", { name: "退出登录" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(page.getByText("正在退出登录...").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await page.goto("/main/index");
  await expect(page).toHaveURL(/\/login/);
});

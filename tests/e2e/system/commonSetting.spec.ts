/**
 * 通用设置 as an administrator uses it (qa3, tenant 000001): password sign-in must stay, the typed
 * values stay on an error, the save says 操作成功. It changes tenant 000001's marketing link for
 * the specs after it (the shell's marketing shortcut is before it).
 */
import { expect } from "@playwright/test";
import { flash, openAs, test } from "../fixtures";

// Generous under load (other suites share the machine); each test is a few seconds alone.
test.describe.configure({ timeout: 60_000 });

const SETTINGS = "/system/commonSetting";

test("通用设置: password sign-in must stay; the typed values stay on an error; 操作成功", async ({ page }) => {
  await openAs(page, "qa3", SETTINGS);
  await expect(page.getByRole("heading", { name: "通用设置" })).toBeVisible();
  await page.getByLabel("营销链接").fill("https://marketing.example/e2e");
  await page.getByLabel("账号密码").uncheck();
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("账号密码登录必须保留")).toBeVisible();
  await expect(page.getByLabel("营销链接")).toHaveValue("https://marketing.example/e2e");
  await expect(page.getByLabel("账号密码")).not.toBeChecked();
  await page.getByLabel("账号密码").check();
  await page.getByRole("button", { name: "保存" }).click();
  await expect(flash(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("营销链接")).toHaveValue("https://marketing.example/e2e");
});

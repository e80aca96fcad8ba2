/** What the top-up specs share: the tenant below its threshold (000005 星河支付) and screenshot files. */
import { expect, type Page } from "@playwright/test";
import { slowExpect } from "../fixtures";

export const TOPUP_TENANT = "000005";

/** A 1×1 PNG, named `name`. */
export const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
});
export const textFile = { name: "回单.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") };

/** Signs a 星河支付 account in through the form (tenant field, account, password). */
export async function signInTenant(page: Page, account: string) {
  await page.goto("/login");
  await page.getByLabel("租户ID").fill(TOPUP_TENANT);
  await page.getByLabel("账号").fill(account);
  await page.getByLabel("密码").fill("123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await slowExpect(page).toHaveURL(/\/main\/index$/);
}

export const banner = (page: Page) => page.getByRole("status").filter({ hasText: "您的流水余额已不足，请充值" });

export async function expectBanner(page: Page) {
  await expect(banner(page)).toBeVisible();
}

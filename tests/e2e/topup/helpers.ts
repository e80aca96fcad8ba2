/** What the top-up specs share: the tenant below its threshold (000005 星河支付) and screenshot files. */
import { type Browser, expect, type Page } from "@playwright/test";
import { dialog, flash, rows, signIn, slowExpect, test } from "../fixtures";

export const TOPUP_TENANT = "000005";

/** A 1×1 PNG, named `name`. */
export const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
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

/** A page of the platform's (tenant 000001) administrator `account`, in a browser context of its own. */
export async function platformPage(browser: Browser, baseURL: string | undefined, account = "qa3"): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  await signIn(page, account, "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  return page;
}

/** The platform sets 星河支付's flow back below its threshold (流水统计 修改): the banner's starting point. */
export async function resetTenantFlow(platform: Page) {
  await platform.goto(`/marketing/flowCount?tenantId=${TOPUP_TENANT}`);
  await expect(rows(platform)).toHaveCount(1);
  await rows(platform).first().getByRole("link", { name: /^修改/ }).click();
  await dialog(platform).getByLabel("流水余额(元)").fill("120.00");
  await dialog(platform).getByLabel("提醒阈值(元)").fill("1000.00");
  await dialog(platform).getByRole("button", { name: "保存" }).click();
  await expect(flash(platform)).toBeVisible();
}

/** Before the file's tests: the platform sets 星河支付 below its threshold (the banner's starting point). */
export function startBelowThreshold() {
  test.beforeAll(async ({ browser, serverURL }) => {
    const platform = await platformPage(browser, serverURL);
    await resetTenantFlow(platform);
    await platform.context().close();
  });
}

/**
 * 差错处理's 处理 with JavaScript off: qa4 opens an amount mismatch; 以平台为准 without a comment
 * comes back with 请填写处理说明 and the choice kept; with one it goes through and the difference
 * leaves the open list. And 指派 (issue 34): qa4 assigns an open difference to qa3; without a
 * user the dialog says 请选择指派给谁, with one the row shows 测试账号3. Every step a plain link or
 * form post.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, signIn, slowExpect, test } from "../fixtures";

test("以平台为准 needs a comment, then leaves the open list, with JavaScript off", async ({ page }) => {
  test.setTimeout(120_000); // the first sign-in may seed the sandbox
  await signIn(page, "qa4", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/, { timeout: 90_000 });
  await page.goto("/reconciliation/error?type=3&state=0");
  const first = rows(page).first();
  const orderNo = (await first.locator("td").nth(4).innerText()).split("\n")[0]!.trim();
  await first.getByRole("link", { name: `处理 ${orderNo}` }).click();
  await expect(dialog(page)).toContainText(orderNo);
  await dialog(page).getByLabel("以平台为准", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(dialog(page).getByText("请填写处理说明")).toBeVisible();
  await expect(dialog(page).getByLabel("以平台为准", { exact: true })).toBeChecked();

  await dialog(page).getByLabel("处理说明").fill("平台订单与渠道流水核对无误");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(rows(page).filter({ hasText: orderNo })).toHaveCount(0);
});

test("指派 needs a user, then the row shows whom it is assigned to, with JavaScript off", async ({ page }) => {
  test.setTimeout(120_000); // the first sign-in may seed the sandbox
  await signIn(page, "qa4", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/, { timeout: 90_000 });
  await page.goto("/reconciliation/error?type=5&state=0");
  const first = rows(page).filter({ hasNotText: "测试账号3" }).first();
  const orderNo = (await first.locator("td").nth(4).innerText()).split("\n")[0]!.trim();
  await first.getByRole("link", { name: `指派 ${orderNo}` }).click();
  await expect(dialog(page)).toContainText(orderNo);
  await dialog(page).getByRole("button", { name: "指派" }).click();
  await expect(dialog(page).getByText("请选择指派给谁")).toBeVisible();

  await dialog(page).getByRole("combobox", { name: "指派给" }).selectOption({ label: "测试账号3（qa3）" });
  await dialog(page).getByRole("button", { name: "指派" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已指派" })).toBeVisible();
  await expect(rows(page).filter({ hasText: orderNo })).toContainText("测试账号3");
});

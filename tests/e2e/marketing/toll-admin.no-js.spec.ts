/**
 * 充值订单's 审核 with JavaScript off: qa3 rejects 蓝海支付's newest pending order; without a
 * reason the form comes back with 请填写驳回原因 and the choice kept, with one it goes through
 * and the reason shows in the order's detail. Every step a plain link or form post.
 */
import { expect } from "@playwright/test";
import { dialog, flash, rows, signIn, test } from "../fixtures";

test("驳回 needs a reason, then stores it, with JavaScript off", async ({ page }) => {
  await signIn(page, "qa3", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/marketing/recharge?tenantId=000002&orderState=0");
  const newest = rows(page).first();
  const orderNo = (await newest.locator("td").first().innerText()).trim();
  await newest.getByRole("link", { name: `审核 ${orderNo}` }).click();
  await expect(dialog(page)).toContainText(orderNo);
  await dialog(page).getByLabel("驳回", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(dialog(page).getByText("请填写驳回原因")).toBeVisible();
  await expect(dialog(page).getByLabel("驳回", { exact: true })).toBeChecked();

  await dialog(page).getByLabel("驳回原因").fill("付款户名与机构名称不一致");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await page.goto("/marketing/recharge?tenantId=000002&orderState=2");
  await rows(page).filter({ hasText: orderNo }).getByRole("link", { name: /^查看/ }).click();
  await expect(dialog(page)).toContainText("付款户名与机构名称不一致");
});

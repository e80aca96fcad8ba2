/**
 * 退款 with JavaScript off: the dialog is a link, the form a plain post; without a reason it
 * comes back with 请填写退款原因 and the amount kept, with one the order is refunded.
 */
import { expect } from "@playwright/test";
import { dialog, rows, signIn, test } from "../fixtures";

test("a refund needs its reason, then goes through, with JavaScript off", async ({ page }) => {
  await signIn(page, "qa3", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/orders/transactionOrder?period=last7&state=1&payType=ALIPAY");
  const row = rows(page).first();
  const orderNo = (await row.locator("td").first().innerText()).match(/P\d{20}/)![0];
  await row.getByRole("link", { name: `退款 ${orderNo}` }).click();
  await dialog(page).getByLabel("退款金额").fill("0.30");
  await dialog(page).getByRole("button", { name: "退款" }).click();
  await expect(dialog(page).getByText("请填写退款原因")).toBeVisible();
  await expect(dialog(page).getByLabel("退款金额")).toHaveValue("0.30");
  await dialog(page).getByLabel("退款原因").fill("无脚本退款");
  await dialog(page).getByRole("button", { name: "退款" }).click();
  await expect(page.getByRole("status").filter({ hasText: "退款成功" })).toBeVisible();
  await page.goto(`/orders/transactionOrder?period=custom&keyword=${orderNo}`);
  await expect(rows(page).first()).toContainText("部分退款");
});

/**
 * 结算记录's 审核 with JavaScript off: qa3 rejects a 等待审核 batch; without a remark the form comes
 * back with 请填写审核不通过的原因 and the choice kept, with one the batch is 审核不通过. Every step
 * a plain link or form post. It takes the last batch of the first page (the JavaScript spec the first).
 */
import { expect } from "@playwright/test";
import { dialog, rows, signIn, test } from "../fixtures";

test("审核不通过 needs a remark, then stores it, with JavaScript off", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "qa3", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/settlement/settleRecord?state=0");
  const last = rows(page).last();
  const batchNo = (await last.locator("td").first().innerText()).trim();
  await last.getByRole("link", { name: `审核 ${batchNo}` }).click();
  await expect(dialog(page)).toContainText(batchNo);
  await dialog(page).getByLabel("不通过", { exact: true }).check();
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(dialog(page).getByText("请填写审核不通过的原因")).toBeVisible();
  await expect(dialog(page).getByLabel("不通过", { exact: true })).toBeChecked();

  await dialog(page).getByLabel("审核意见").fill("结算账户与营业执照名称不一致");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已审核不通过" })).toBeVisible();
  await page.goto(`/settlement/settleRecord?state=2&size=100`);
  await expect(rows(page).filter({ hasText: batchNo })).toContainText("结算账户与营业执照名称不一致");
});

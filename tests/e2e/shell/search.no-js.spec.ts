/**
 * Search by number with JavaScript off (issue 34): the top bar links to /search, a GET form; an
 * order's number finds it as a plain link that opens its detail, and /search with nothing typed
 * then offers it among the records opened last.
 */
import { expect } from "@playwright/test";
import { dialog, rows, signIn, test } from "../fixtures";

test("an order found on /search opens its detail, and is offered as opened last", async ({ page }) => {
  await signIn(page, "qa2", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/orders/transactionOrder?period=last7&state=1");
  const orderNo = /P\d{20}/.exec(await rows(page).first().locator("td").first().innerText())![0];

  await page.goto("/main/index");
  await page.getByRole("link", { name: "搜索", exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole("searchbox", { name: "搜索" }).fill(orderNo);
  await page.getByRole("button", { name: "搜索", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${orderNo}$`));
  const found = page.getByRole("link", { name: new RegExp(orderNo) });
  await expect(found).toContainText("平台订单号");
  await found.click();
  await expect(page).toHaveURL(/\/orders\/transactionOrder\?period=custom&keyword=P\d+&dialog=view&id=\d+$/);
  await expect(dialog(page)).toContainText(orderNo);

  await page.goto("/search");
  await expect(page.getByTestId("recent-records").getByRole("link").first()).toContainText(orderNo);
});

/**
 * 我的审批 (issue 34) with JavaScript off: qa1 asks a refund above its merchant's 复核金额 by the
 * plain form; qa2 follows the top bar's 我的审批 link, opens the refund's 审批 link, submits the
 * form without a decision (asked for one), then 通过 with a comment: 已通过, the count one less.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, rows, signIn, slowExpect, test } from "../fixtures";

test.describe.configure({ timeout: 120_000 });

const ORDERS = "/orders/transactionOrder?period=last7&state=1&merchantNo=M10000001&minAmount=1001";
const badge = (page: Page) => page.getByRole("link", { name: /^我的审批 \d+$/ });

test("a refund waiting for review is approved from 我的审批 by links and the plain form", async ({ page }) => {
  await signIn(page, "qa1", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await page.goto(ORDERS);
  // The third listed order: the spec with JavaScript on refunds the first two.
  const row = rows(page).nth(2);
  const orderNo = (await row.locator("td").first().innerText()).match(/P\d{20}/)![0];
  await row.getByRole("link", { name: `退款 ${orderNo}` }).click();
  await dialog(page).getByLabel("退款金额").fill("1000.50");
  await dialog(page).getByLabel("退款原因").fill("无脚本退款（收件箱）");
  await dialog(page).getByRole("button", { name: "退款" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已提交复核" })).toBeVisible();
  await page.context().clearCookies();

  await signIn(page, "qa2", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  const before = Number((await badge(page).getAttribute("aria-label"))!.split(" ")[1]);
  expect(before).toBeGreaterThanOrEqual(1);
  await badge(page).click();
  await expect(page).toHaveURL(/\/approvals$/);
  const mine = rows(page).filter({ hasText: orderNo });
  await expect(mine).toContainText("无脚本退款（收件箱）");
  await mine.getByRole("link", { name: /^审批 / }).click();
  await expect(page).toHaveURL(/op=decide/);
  await expect(dialog(page)).toContainText(orderNo);
  await expect(dialog(page)).toContainText("1000.50");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(dialog(page).getByText("请选择通过或驳回")).toBeVisible();
  await dialog(page).getByLabel("通过").check();
  await dialog(page).getByLabel("审批意见").fill("无脚本复核通过");
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已通过" })).toBeVisible();
  await expect(rows(page).filter({ hasText: orderNo })).toHaveCount(0);
  await expect(badge(page)).toHaveAttribute("aria-label", `我的审批 ${before - 1}`);
});

/**
 * 我的审批 (issue 34) with JavaScript on: qa1 asks a refund above its merchant's 复核金额 (mer01's
 * merchant M10000001: 1,000.00); qa2 signs in, reads the count on the top bar's 我的审批, opens
 * the inbox by clicking it, moves to the refund with j, opens its decision with a (通过 chosen),
 * writes the comment and submits it with Enter: 已通过, the count one less, the request gone. r
 * opens it with 驳回 chosen; the inbox, its dialog and its empty state pass axe in both languages.
 */
import { expect, type Page } from "@playwright/test";
import { accessFindings } from "../axe";
import { dialog, rows, signIn, slowExpect, test } from "../fixtures";

test.describe.configure({ timeout: 120_000 });

const ORDERS = "/orders/transactionOrder?period=last7&state=1&merchantNo=M10000001&minAmount=1001";
const badge = (page: Page) => page.getByRole("link", { name: /^我的审批 \d+$/ });
const countOf = async (page: Page) => Number((await badge(page).getAttribute("aria-label"))!.split(" ")[1]);
/** The top bar's 全屏 appears once the page is live (it needs the Fullscreen API). */
const live = (page: Page) => slowExpect(page.getByRole("button", { name: "全屏" })).toBeVisible({ timeout: 20_000 });

/** qa1 asks a refund of 1,000.50 on the `nth` listed order; its number. */
async function askRefund(page: Page, nth: number): Promise<string> {
  await signIn(page, "qa1", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await page.goto(ORDERS);
  const row = rows(page).nth(nth);
  const orderNo = (await row.locator("td").first().innerText()).match(/P\d{20}/)![0];
  await row.getByRole("link", { name: `退款 ${orderNo}` }).click();
  await dialog(page).getByLabel("退款金额").fill("1000.50");
  await dialog(page).getByLabel("退款原因").fill("顾客整单退货（收件箱）");
  await dialog(page).getByRole("button", { name: "退款" }).click();
  await slowExpect(page.getByRole("status").filter({ hasText: "已提交复核" })).toBeVisible();
  await page.context().clearCookies();
  return orderNo;
}

test("a refund asked by qa1 is approved by qa2 from 我的审批 with the keyboard; the count goes down", async ({
  page,
}) => {
  const orderNo = await askRefund(page, 0);
  await signIn(page, "qa2", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  const before = await countOf(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await badge(page).click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByRole("heading", { name: "我的审批", level: 1 })).toBeVisible();
  await expect(page.getByText("快捷键：j / k 上下移动")).toBeVisible();
  const mine = rows(page).filter({ hasText: orderNo });
  await expect(mine).toContainText("退款复核");
  await expect(mine).toContainText("1000.50");
  await expect(mine).toContainText("顾客整单退货（收件箱）");
  await live(page);

  // j down the rows until the refund's is the current one (oldest first: others may be above it).
  const key = await mine.getAttribute("data-row-id");
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("j");
    if ((await page.evaluate(() => document.activeElement?.getAttribute("data-row-id"))) === key) break;
  }
  await expect(mine).toBeFocused();
  await expect(mine).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("a");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(orderNo);
  await expect(dialog(page).getByLabel("通过")).toBeChecked();
  await dialog(page).getByLabel("审批意见").fill("核实无误，同意退款");
  await page.keyboard.press("Enter");
  await slowExpect(page.getByRole("status").filter({ hasText: "已通过" })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(rows(page).filter({ hasText: orderNo })).toHaveCount(0);
  await expect(badge(page)).toHaveAttribute("aria-label", `我的审批 ${before - 1}`);
});

test("r opens the decision with 驳回 chosen and the comment focused; Esc closes it", async ({ page }) => {
  const orderNo = await askRefund(page, 1);
  await signIn(page, "qa2", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/approvals");
  const mine = rows(page).filter({ hasText: orderNo });
  await live(page);
  await mine.focus();
  await expect(mine).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("r");
  await expect(dialog(page)).toContainText(orderNo);
  await expect(dialog(page).getByLabel("驳回")).toBeChecked();
  await expect(dialog(page).getByLabel("审批意见")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByText("驳回时请填写审批意见")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(mine).toBeVisible();
});

test("the inbox, its decision dialog and its empty state pass axe, in both languages", async ({ page }) => {
  await signIn(page, "qa2", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/approvals");
  const key = await page.locator("tbody tr[data-decide]").first().getAttribute("data-row-id");
  const found: Record<string, string[]> = {};
  for (const language of ["zh", "en"]) {
    for (const path of ["/approvals", `/approvals?op=decide&id=${key}&decision=reject`]) {
      const url = `${path}${path.includes("?") ? "&" : "?"}lng=${language}`;
      await page.goto(url);
      await expect(page.getByRole("main")).toBeVisible();
      const issues = await accessFindings(page);
      if (issues.length) found[url] = issues;
    }
  }
  await page.context().clearCookies();
  await signIn(page, "operator", "operator123");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await page.goto("/approvals?lng=zh");
  await expect(page.getByText("没有等待你处理的事项")).toBeVisible();
  const empty = await accessFindings(page);
  if (empty.length) found.empty = empty;
  expect(found).toEqual({});
});

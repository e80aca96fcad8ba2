/**
 * Search by number through Ctrl/⌘+K (issue 34) as qa2 uses it: an order found by each of its
 * three numbers (platform, merchant, channel), picked by Enter and by the mouse, its detail
 * opened on 交易订单's own URL; then the record opened last offered when the panel opens empty.
 */
import { expect, type Page } from "@playwright/test";
import { dialog, rows, signIn, slowExpect, test } from "../fixtures";

const palette = (page: Page) => page.getByRole("dialog", { name: "搜索", exact: true });

/** A paid order's three numbers, as 交易订单's first column shows them. */
async function anOrder(page: Page) {
  await page.goto("/orders/transactionOrder?period=last7&state=1");
  const cell = await rows(page).first().locator("td").first().innerText();
  const number = (tag: string) => new RegExp(`${tag}\\s*(\\S+)`).exec(cell)![1]!;
  return { platform: number("平台"), merchant: number("商户"), channel: number("渠道") };
}

/** Opens the panel from the home page with Ctrl+K and types `text`. */
async function searchFor(page: Page, text: string) {
  await page.goto("/main/index");
  await expect(page.getByRole("button", { name: "搜索", exact: true })).toBeVisible();
  await page.keyboard.press("Control+k");
  await palette(page).getByRole("combobox").fill(text);
}

test("an order is found by each of its three numbers and opened; the last one opened is offered first", async ({
  page,
}) => {
  await signIn(page, "qa2", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  const order = await anOrder(page);

  for (const [number, matched, pick] of [
    [order.platform, "平台订单号", "enter"],
    [order.merchant, "商户订单号", "mouse"],
    [order.channel, "渠道订单号", "enter"],
  ] as const) {
    await searchFor(page, number);
    const found = palette(page).getByRole("option", { name: new RegExp(order.platform) });
    await slowExpect(found).toContainText(matched);
    if (pick === "mouse") await found.click();
    else {
      // A number's records come first: the order is the active option.
      await expect(found).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
    }
    await expect(page).toHaveURL(/\/orders\/transactionOrder\?.*dialog=view&id=\d+/);
    await expect(palette(page)).toBeHidden();
    await expect(dialog(page)).toContainText(order.platform);
  }

  await page.goto("/main/index");
  await expect(page.getByRole("button", { name: "搜索", exact: true })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(palette(page).getByText("最近打开的记录")).toBeVisible();
  const recent = palette(page).getByRole("option").first();
  await expect(recent).toContainText(order.platform);
  await expect(recent).toContainText("交易订单");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/orders\/transactionOrder\?.*dialog=view&id=\d+/);
  await expect(dialog(page)).toContainText(order.platform);
});

test("see all results opens /search with the text", async ({ page }) => {
  await signIn(page, "qa2", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await searchFor(page, "M10000001");
  const all = palette(page).getByRole("option", { name: "查看全部结果" });
  await slowExpect(all).toBeVisible();
  await all.click();
  await expect(page).toHaveURL(/\/search\?q=M10000001$/);
  await expect(page.getByRole("heading", { name: "商户列表" })).toBeVisible();
  await expect(page.getByRole("link", { name: /M10000001/ })).toBeVisible();
});

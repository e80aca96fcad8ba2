/**
 * The console's frame as qa4 uses it: tabs (full URLs, close by ×, middle-click and menus, a
 * reload, the keyboard), menu search, the collapsed sidebar, a lock reaching every browser tab,
 * the two tenants' looks, the marketing shortcut, a menu page elsewhere framed inside the
 * console, and the idle lock after the tenant's idle time.
 */
import { expect, type Page } from "@playwright/test";
import { expectHome, openUserMenu, signIn, test } from "../fixtures";

const tabList = (page: Page) => page.getByRole("navigation", { name: "已打开的页面" });
const tabNames = (page: Page) => tabList(page).locator("a[data-tab]").allTextContents();

/** The CSP of each page's current document: client-side navigations keep it. */
const documentCsp = new WeakMap<Page, string>();

test.beforeEach(async ({ page }) => {
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      documentCsp.set(page, response.headers()["content-security-policy"] ?? "");
    }
  });
  await signIn(page, "qa4", "qa123456");
  await expectHome(page);
});

test("tabs: open, keep the full URL, close by ×, middle-click, menus; survive a reload", async ({ page }) => {
  await page.goto("/orders/transactionOrder?page=2");
  await page.goto("/orders/refundOrder");
  await page.goto("/settlement/settleRecord");
  expect(await tabNames(page)).toEqual(["首页", "交易订单", "退款订单", "结算记录"]);
  await expect(tabList(page).getByRole("link", { name: "交易订单" })).toHaveAttribute(
    "href",
    "/orders/transactionOrder?page=2",
  );
  await expect(tabList(page).getByRole("button", { name: "关闭 首页" })).toHaveCount(0);

  await page.reload();
  expect(await tabNames(page)).toEqual(["首页", "交易订单", "退款订单", "结算记录"]);

  // Closing the active tab opens the previous one.
  await tabList(page).getByRole("button", { name: "关闭 结算记录" }).click();
  await expect(page).toHaveURL(/\/orders\/refundOrder$/);
  await expect.poll(() => tabNames(page)).toEqual(["首页", "交易订单", "退款订单"]);

  // Middle-click closes a tab that is not active; we stay where we are.
  await tabList(page).getByRole("link", { name: "交易订单" }).click({ button: "middle" });
  await expect(tabList(page).getByRole("link", { name: "交易订单" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\/refundOrder$/);

  // Right-click menu: close others.
  await page.goto("/orders/transactionOrder");
  await tabList(page).getByRole("link", { name: "交易订单" }).click({ button: "right" });
  await page.getByRole("menuitem", { name: "关闭其他" }).click();
  await expect.poll(() => tabNames(page)).toEqual(["首页", "交易订单"]);

  // Dropdown: close all returns to / (and so to 首页).
  await page.getByText("页签操作").locator("..").click();
  await page.getByRole("button", { name: "关闭全部" }).click();
  await expect(page).toHaveURL(/\/main\/index$/);
  await expect.poll(() => tabNames(page)).toEqual(["首页"]);
});

test("tabs and the sidebar are one Tab stop each; arrows move, Delete closes a tab", async ({ page }) => {
  await page.goto("/orders/transactionOrder");
  await page.goto("/orders/refundOrder");
  const active = tabList(page).getByRole("link", { name: "退款订单" });
  await expect(active).toHaveAttribute("aria-current", "page");
  // Only the current tab is in the Tab order; the arrows move along the bar.
  await expect(tabList(page).locator('a[data-tab][tabindex="0"]')).toHaveText("退款订单");
  await active.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tabList(page).getByRole("link", { name: "交易订单" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabList(page).getByRole("link", { name: "首页" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  // Delete closes the focused tab, as its × does; we stay on the page.
  await page.keyboard.press("Delete");
  await expect.poll(() => tabNames(page)).toEqual(["首页", "退款订单"]);
  await expect(page).toHaveURL(/\/orders\/refundOrder$/);
  // One Tab leaves the bar.
  await active.focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("a[data-tab]:focus")).toHaveCount(0);

  // The sidebar: one stop (the current page's link), ↓ ↑ move, → opens a group, ← goes back to its name.
  const menu = page.getByRole("navigation", { name: "支付平台运营管理系统" });
  const current = menu.getByRole("link", { name: "退款订单" });
  await expect(current).toHaveAttribute("tabindex", "0");
  await expect(menu.locator('[tabindex="0"]')).toHaveCount(1);
  await current.focus();
  await page.keyboard.press("ArrowLeft");
  const group = menu.locator("summary", { hasText: "订单管理" });
  await expect(group).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(current).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(current).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("link", { name: "交易订单" })).toBeFocused();
});

test("menu search: prefix, case, pinyin, arrows + Enter, Esc", async ({ page }) => {
  await page.getByRole("button", { name: "搜索", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "搜索", exact: true });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole("combobox");
  await input.fill("订单");
  await expect(dialog.getByText("没有匹配的菜单")).toBeVisible();
  await input.fill("MCC");
  await expect(dialog.getByRole("option", { name: "MCC管理" })).toBeVisible();
  await input.fill("mcc");
  await expect(dialog.getByRole("option", { name: "MCC管理" })).toBeVisible();
  await input.fill("jiaoyi");
  await expect(dialog.getByRole("option")).toHaveText(["交易订单", "交易报表"]);
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("option", { name: "交易报表" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/orders\/transactionOrder$/);
  await expect(dialog).toBeHidden();

  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the collapsed sidebar stays collapsed across a reload", async ({ page }) => {
  const sidebar = page.locator("aside").first();
  await expect(sidebar).not.toHaveAttribute("data-collapsed", "true");
  // The toggle answers at once and saves in the background: reload once the save has landed.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && /^\/shell(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("button", { name: "折叠/展开菜单" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await saved;
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await page.getByRole("button", { name: "折叠/展开菜单" }).click();
  await expect(sidebar).not.toHaveAttribute("data-collapsed", "true");
});

test("locking in one browser tab locks the others at once", async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto("/orders/refundOrder");
  await expect(other.getByRole("heading", { name: "退款订单" })).toBeVisible();
  await openUserMenu(page);
  await page.getByRole("button", { name: "锁屏" }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(other).toHaveURL(/\/lock$/);
  await page.getByLabel("登录密码").fill("qa123456");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page).toHaveURL(/\/main\/index$/);
});

test("the two tenants look different", async ({ page, baseURL }) => {
  const primary = () =>
    page.getByRole("button", { name: "登录", exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  await openUserMenu(page);
  await page.getByRole("link", { name: "退出登录" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "theme-fhb");
  const fhb = await primary();
  const url = new URL(baseURL!);
  await page.goto(`${url.protocol}//t2.localhost:${url.port}/login`);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "theme-ocean");
  const ocean = await primary();
  expect(fhb).toMatch(/^(rgb|oklch|color)/);
  expect(ocean).not.toBe(fhb);
});

test("the marketing shortcut opens the marketing site with a one-time ticket", async ({ page, context }) => {
  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name: "营销平台" }).click();
  const site = await popup;
  await expect(site.getByRole("heading", { name: "营销平台（沙箱）" })).toBeVisible();
  await expect(site.locator("body")).toContainText("测试账号4");
  // The ticket is single use: reloading the same URL is refused.
  const again = await site.reload();
  expect(again?.status()).toBe(401);
});

test("a menu item that is a page elsewhere opens framed inside the console", async ({ page }) => {
  await page.getByRole("button", { name: "系统", exact: true }).click();
  await page.locator("aside summary").filter({ hasText: "系统管理" }).click();
  await page.getByRole("link", { name: "帮助中心" }).click();
  await expect(page).toHaveURL(/\/myiframe\/urlPath\?src=https%3A%2F%2Fhelp\.example\.com/);
  await expect(page.locator("iframe")).toHaveAttribute("src", "https://help.example.com/console/index.html");
  // The page and its frame are named after the menu item.
  await expect(page).toHaveTitle("帮助中心");
  await expect(page.getByTitle("帮助中心")).toHaveAttribute("src", /help\.example\.com/);
  await expect(tabList(page).getByRole("link", { name: "帮助中心" })).toBeVisible();
  // Signing in (a form post with JavaScript on) ended in a console document, whose CSP lets
  // this operator's menu pages be framed; the sign-in page's would not.
  expect(documentCsp.get(page)).toContain("frame-src 'self' https://help.example.com;");
});

test("an idle console tab locks itself after the tenant's idle time", async ({ page }) => {
  await page.clock.install();
  await page.goto("/orders/refundOrder");
  await expect(page.getByRole("heading", { name: "退款订单" })).toBeVisible();
  // Hydrated (the screen class is set from the browser), so the idle timer is running.
  await expect(page.locator("html")).toHaveAttribute("data-screen", /\d/);
  // Tenant 000001 locks after 10 idle minutes.
  await page.clock.runFor("09:00");
  await expect(page).toHaveURL(/\/orders\/refundOrder$/);
  await page.clock.runFor("01:05");
  // Let time flow again so the navigation to /lock can finish.
  await page.clock.resume();
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel("登录密码").fill("qa123456");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page).toHaveURL(/\/orders\/refundOrder$/);
});

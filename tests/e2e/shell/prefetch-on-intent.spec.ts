/**
 * The sidebar loads a page ahead on intent (ADR 038): the pointer resting on a link, or keyboard
 * focus, asks for the page's route modules with all their imports at once and for its loader data,
 * so the click shows the page with no new request for either. A page only hovered leaves no tab;
 * one opened from memory keeps its tab. An action in between (closing a tab) drops what was fetched
 * ahead: the click then asks again and shows the bar as it is now.
 */
import { expect, type Page, type Request } from "@playwright/test";
import { rows, signIn, slowExpect, test } from "../fixtures";

const AGENTS = { href: "/agent/agentInfo", name: "代理商列表" };
const ORDERS = { href: "/orders/transactionOrder", name: "交易订单" };

/**
 * 交易订单's list drawn: its first row, or its empty state. It opens on today (Beijing), which just
 * after Beijing's midnight may hold no order of a sandbox seeded the day before.
 */
const ordersShown = (page: Page) =>
  rows(page)
    .first()
    .or(page.getByText("暂无数据", { exact: true }));

/** Every request the page makes from now on, and a wait for those under way to end. */
function watchRequests(page: Page) {
  const made: Request[] = [];
  const open = new Set<Request>();
  page.on("request", (request) => {
    made.push(request);
    open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  const under = () => [...open].map((request) => `${request.method()} ${request.url()}`);
  return { made, settled: () => expect.poll(under, { timeout: 15_000 }).toEqual([]) };
}

/** The page's `.data` requests and its scripts among `requests`. */
const dataAndScripts = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url()).pathname)
    .filter((path) => path.endsWith(".data") || (path.startsWith("/assets/") && path.endsWith(".js")));

const sidebar = (page: Page) => page.getByRole("complementary").getByRole("navigation");
const menuLink = (page: Page, href: string) => sidebar(page).locator(`a[href="${href}"]`);
const tabNames = (page: Page) => page.locator("a[data-tab]");
const currentTab = (page: Page) => page.locator('a[data-tab][aria-current="page"]');

/** Once hydrated, the sidebar's links are the router's (React has attached its handlers to the nav). */
async function sidebarHydrated(page: Page) {
  await page.waitForFunction(() => {
    const nav = document.querySelector("aside nav");
    return !!nav && Object.keys(nav).some((key) => key.startsWith("__reactProps"));
  });
}

/** Opens the link's groups in the sidebar, outermost first. */
async function openGroups(page: Page, href: string) {
  for (const group of await menuLink(page, href).locator("xpath=ancestor::details").all())
    if (!(await group.evaluate((details) => (details as HTMLDetailsElement).open)))
      await group.locator(":scope > summary").click();
}

/** Resolves with the prefetch of `href`'s data, checked to say it is one. */
function prefetchOf(page: Page, href: string) {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === `${href}.data`)
    .then((response) => {
      expect(response.request().headers()["purpose"]).toBe("prefetch");
      expect(response.status()).toBe(200);
      return response;
    });
}

async function signedInHome(page: Page) {
  await signIn(page, "qa4", "qa123456");
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await sidebarHydrated(page);
}

test("a hovered link's page opens with no request for its data or scripts; only the click keeps its tab", async ({
  page,
}) => {
  await signedInHome(page);
  const requests = watchRequests(page);

  // Hovered, not clicked: its data comes ahead, and no tab is left behind.
  await openGroups(page, AGENTS.href);
  const first = prefetchOf(page, AGENTS.href);
  await menuLink(page, AGENTS.href).hover();
  await first;
  await page.mouse.move(900, 500);
  await page.reload();
  await sidebarHydrated(page);
  await expect(tabNames(page)).toHaveText(["首页"]);

  await openGroups(page, AGENTS.href);
  const ahead = prefetchOf(page, AGENTS.href);
  await menuLink(page, AGENTS.href).hover();
  await ahead;
  await requests.settled();
  const before = requests.made.length;
  const visit = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/shell",
  );
  await menuLink(page, AGENTS.href).click();
  await expect(page).toHaveURL(new RegExp(`${AGENTS.href}$`));
  await expect(currentTab(page)).toHaveText(AGENTS.name);
  await expect(rows(page).first()).toBeVisible();
  await requests.settled();
  expect(dataAndScripts(requests.made.slice(before))).toEqual([]);
  // The visit is the server's too: the tab stays after a reload.
  expect((await visit).status()).toBe(200);
  await page.reload();
  await expect(tabNames(page)).toHaveText(["首页", AGENTS.name]);
});

test("keyboard focus resting on a link loads its page ahead too", async ({ page }) => {
  await signedInHome(page);
  await page.goto("/orders/refundOrder");
  await sidebarHydrated(page);
  await page.mouse.move(900, 500);
  const requests = watchRequests(page);
  await menuLink(page, "/orders/refundOrder").focus();
  const ahead = prefetchOf(page, ORDERS.href);
  await page.keyboard.press("ArrowUp");
  await expect(menuLink(page, ORDERS.href)).toBeFocused();
  await ahead;
  await requests.settled();
  const before = requests.made.length;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${ORDERS.href}$`));
  await expect(currentTab(page)).toHaveText(ORDERS.name);
  await expect(ordersShown(page)).toBeVisible();
  await requests.settled();
  expect(dataAndScripts(requests.made.slice(before))).toEqual([]);
});

test("an action after the hover drops what was fetched ahead: the click asks again", async ({ page }) => {
  await signedInHome(page);
  await page.goto("/orders/refundOrder");
  await page.goto("/main/index");
  await sidebarHydrated(page);
  await expect(tabNames(page)).toHaveText(["首页", "退款订单"]);
  const requests = watchRequests(page);

  await openGroups(page, ORDERS.href);
  const ahead = prefetchOf(page, ORDERS.href);
  await menuLink(page, ORDERS.href).hover();
  await ahead;
  // Its answer carries the bar with 退款订单; closing that tab is an action (a POST).
  await page.getByRole("button", { name: "关闭 退款订单" }).click();
  await expect(tabNames(page)).toHaveText(["首页"]);
  await requests.settled();
  const before = requests.made.length;
  await menuLink(page, ORDERS.href).click();
  await expect(currentTab(page)).toHaveText(ORDERS.name);
  await expect(ordersShown(page)).toBeVisible();
  await expect(tabNames(page)).toHaveText(["首页", ORDERS.name]);
  // Asked again after the action (by the click, or by a hover just before it).
  expect(dataAndScripts(requests.made.slice(before))).toContain(`${ORDERS.href}.data`);
});

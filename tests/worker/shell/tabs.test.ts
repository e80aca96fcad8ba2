/**
 * The tab bar in the built Worker: a tab per screen with its full URL, 首页 always first and never
 * closed, close / close others / close all, tabs kept per session, no tabs for redirects or
 * unknown paths.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PREFETCH_HEADER } from "~/lib/prefetch-cache";
import { Browser, location, signIn } from "../browser";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

// These open 交易订单 and other money screens: their data is seeded first, not under a page's deadline.
beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

/** The tab links in the bar, in order: [href, label]. */
function tabsIn(html: string): [string, string][] {
  return [...html.matchAll(/<a data-tab=""[^>]*?href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [
    m[1].replace(/&amp;/g, "&"),
    m[2],
  ]);
}

async function visitAll(browser: Browser, paths: string[]) {
  let html = "";
  for (const path of paths) html = await (await browser.get(path)).text();
  return html;
}

describe("the tab bar", () => {
  it("adds a tab per screen, keeping its full URL, with 首页 always first", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const html = await visitAll(browser, [
      "/orders/transactionOrder?page=2",
      "/orders/refundOrder",
      "/orders/transactionOrder?page=3",
    ]);
    expect(tabsIn(html)).toEqual([
      ["/main/index", "首页"],
      ["/orders/transactionOrder?page=3", "交易订单"],
      ["/orders/refundOrder", "退款订单"],
    ]);
    // A nav of links, the page on screen current; a closable tab says Delete closes it.
    expect(html).toContain('<nav aria-label="已打开的页面"');
    expect(html).toMatch(
      /<a data-tab="" aria-current="page" aria-keyshortcuts="Delete"[^>]*href="\/orders\/transactionOrder\?page=3"/,
    );
    // 首页 has no close button; the others do.
    expect(html).not.toContain('aria-label="关闭 首页"');
    expect(html).toContain('aria-label="关闭 交易订单"');
  });

  it("closing the active tab opens the previous one; closing another stays", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    await visitAll(browser, ["/orders/transactionOrder", "/orders/refundOrder", "/settlement/settleRecord"]);
    const other = await browser.post("/shell", {
      intent: "close-tab",
      path: "/orders/refundOrder",
      active: "/settlement/settleRecord",
      returnTo: "/settlement/settleRecord",
    });
    expect(location(other)).toBe("/settlement/settleRecord");
    const active = await browser.post("/shell", {
      intent: "close-tab",
      path: "/settlement/settleRecord",
      active: "/settlement/settleRecord",
      returnTo: "/settlement/settleRecord",
    });
    expect(location(active)).toBe("/orders/transactionOrder");
    const html = await (await browser.get("/orders/transactionOrder")).text();
    expect(tabsIn(html).map(([href]) => href)).toEqual(["/main/index", "/orders/transactionOrder"]);
  });

  it("closes tabs with the page's own forms: a tab's ×, then the menu's close others", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const html = await visitAll(browser, [
      "/orders/refundOrder",
      "/settlement/settleRecord",
      "/orders/transactionOrder",
    ]);
    // As a browser without JavaScript posts them: the fixed fields in the URL the form or the
    // button names (formaction), the pressed button's own field in the body.
    const unescape = (url: string | undefined) => url?.replaceAll("&amp;", "&");
    const close =
      /<button[^>]*form="tab-close" value="([^"]+)"[^>]*aria-label="关闭 退款订单"[^>]*formAction="([^"]+)"/.exec(html);
    expect(close?.[1]).toBe("/orders/refundOrder");
    const closed = await browser.post(unescape(close![2])!, { path: close![1]! });
    expect(location(closed)).toBe("/orders/transactionOrder");
    const page = await (await browser.get("/orders/transactionOrder")).text();
    expect(tabsIn(page).map(([href]) => href)).toEqual([
      "/main/index",
      "/settlement/settleRecord",
      "/orders/transactionOrder",
    ]);
    const menu = unescape(/<form id="tab-close"[^>]*action="([^"]+)"/.exec(page)?.[1]);
    expect(location(await browser.post(menu!, { intent: "close-others" }))).toBe("/orders/transactionOrder");
    expect(tabsIn(await (await browser.get("/orders/transactionOrder")).text()).map(([href]) => href)).toEqual([
      "/main/index",
      "/orders/transactionOrder",
    ]);
  });

  it("never closes 首页, and the last tab left cannot be closed", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    await browser.get("/main/index");
    const refused = await browser.post("/shell", {
      intent: "close-tab",
      path: "/main/index",
      active: "/main/index",
      returnTo: "/main/index",
    });
    expect(location(refused)).toBe("/main/index");
    expect(tabsIn(await (await browser.get("/main/index")).text())).toEqual([["/main/index", "首页"]]);
  });

  it("close others keeps 首页 and the chosen tab; close all returns to /", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    await visitAll(browser, ["/orders/transactionOrder", "/orders/refundOrder", "/settlement/settleRecord"]);
    await browser.post("/shell", {
      intent: "close-others",
      path: "/orders/refundOrder",
      returnTo: "/orders/refundOrder",
    });
    expect(tabsIn(await (await browser.get("/orders/refundOrder")).text()).map(([href]) => href)).toEqual([
      "/main/index",
      "/orders/refundOrder",
    ]);
    const all = await browser.post("/shell", { intent: "close-all", returnTo: "/" });
    expect(location(all)).toBe("/");
    expect(tabsIn(await (await browser.get("/main/index")).text()).map(([href]) => href)).toEqual(["/main/index"]);
  });

  it("keeps tabs per session: a new sign-in starts with 首页 only", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    await visitAll(browser, ["/orders/transactionOrder"]);
    await browser.send("/logout", { method: "POST" });
    await signIn(browser, "qa2", "qa123456");
    expect(tabsIn(await (await browser.get("/main/index")).text()).map(([href]) => href)).toEqual(["/main/index"]);
  });

  it("a prefetch of a page's data shows its tab but saves no visit; the visit posted when the page is shown does (ADR 038)", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    const data = "/orders/refundOrder.data?_routes=routes%2Fconsole%2Flayout%2Cscreens%2Forders%2FrefundOrder%2Froute";
    const prefetched = await browser.get(data, { [PREFETCH_HEADER]: "prefetch" });
    expect(prefetched.status).toBe(200);
    // The answer carries the bar as the click would show it ...
    expect(await prefetched.text()).toContain("/orders/refundOrder");
    // ... but a page only hovered leaves no tab behind.
    expect(tabsIn(await (await browser.get("/main/index")).text()).map(([href]) => href)).toEqual(["/main/index"]);
    const visit = await browser.post("/shell", { intent: "visit", url: data });
    expect(visit.status).toBe(200);
    expect(tabsIn(await (await browser.get("/main/index")).text())).toEqual([
      ["/main/index", "首页"],
      ["/orders/refundOrder", "退款订单"],
    ]);
  });

  it("does not make tabs of redirects or unknown paths", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    await visitAll(browser, ["/main", "/no/such/screen"]);
    expect(tabsIn(await (await browser.get("/main/index")).text()).map(([href]) => href)).toEqual(["/main/index"]);
  });
});

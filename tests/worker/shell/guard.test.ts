/**
 * The console layout's route guard in the built Worker: guests to /login with a same-origin
 * target, public pages with their own status, a signed-in operator from /login to / and unknown
 * paths to /404, menu titles in English, and the limited operator's own menus and screens only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, location, signIn } from "../browser";
import { MONEY_SEED_TIMEOUT_MS, warmMoney } from "../warm-money";

// These open 交易订单 and other money screens: their data is seeded first, not under a page's deadline.
beforeAll(warmMoney, MONEY_SEED_TIMEOUT_MS);

describe("the route guard", () => {
  it("sends a guest to /login, remembering a same-origin target", async () => {
    const browser = new Browser();
    expect(location(await browser.get("/"))).toBe("/main");
    expect(location(await browser.get("/main"))).toBe("/login");
    expect(location(await browser.get("/orders/transactionOrder?page=2"))).toBe(
      `/login?redirectTo=${encodeURIComponent("/orders/transactionOrder?page=2")}`,
    );
  });

  it("lets public pages through (the error pages with their own status)", async () => {
    const browser = new Browser();
    for (const [path, status] of [
      ["/login", 200],
      ["/403", 403],
      ["/404", 404],
      ["/500", 500],
    ] as const) {
      expect((await browser.get(path)).status, path).toBe(status);
    }
  });

  it("sends a signed-in operator from /login to /, and unknown paths to /404", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    expect(location(await browser.get("/login"))).toBe("/");
    expect(location(await browser.get("/no/such/screen"))).toBe("/404");
    const menuScreen = await browser.get("/orders/transactionOrder");
    expect(menuScreen.status).toBe(200);
    expect(await menuScreen.text()).toContain("交易订单");
  });

  it("names menu items in English when English is chosen", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    const html = await (await browser.get("/orders/transactionOrder?lng=en")).text();
    expect(html).toContain("Transactions");
    expect(html).toContain("<title>Transactions</title>");
    expect(html).not.toContain(">交易订单<");
  });

  it("titles the system screens in English when English is chosen (the layout's packed texts)", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    expect(await (await browser.get("/system/mcc?lng=en")).text()).toContain("<title>MCC codes</title>");
    expect(await (await browser.get("/system/user")).text()).toContain("<title>Users</title>");
    expect(await (await browser.get("/system/user?lng=zh")).text()).toContain("<title>用户管理</title>");
  });

  it("titles the tab siblings and the logs in the chosen language too (白名单, 业务字典, 接口日志)", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await browser.get(path)).text())?.[1];
    expect(await title("/system/sensitiveWhite?lng=en")).toBe("Whitelist");
    expect(await title("/system/dictBiz")).toBe("Business dictionaries");
    expect(await title("/log/api")).toBe("API logs");
    expect(await title("/system/sensitiveWhite?lng=zh")).toBe("白名单");
    expect(await title("/system/dictBiz")).toBe("业务字典");
  });

  it("shows the limited operator only its own menus and screens", async () => {
    const admin = new Browser();
    await signIn(admin, "qa2", "qa123456");
    const operator = new Browser();
    await signIn(operator, "operator", "operator123");
    const adminHtml = await (await admin.get("/main/index")).text();
    const operatorHtml = await (await operator.get("/main/index")).text();
    // Rendered text (the page's dictionary also holds these words, as data).
    expect(adminHtml).toMatch(/>系统<\/button>/);
    // The operator has 系统 too, but only 用户管理 and 部门管理 in it.
    expect(operatorHtml).toMatch(/>系统<\/button>/);
    expect(operatorHtml).not.toMatch(/>通道管理</);
    expect((await admin.get("/system/dict")).status).toBe(200);
    // A built screen outside their menu is refused; a path that is no screen is a 404.
    expect(location(await operator.get("/system/dict"))).toBe("/403");
    expect(location(await operator.get("/channel/channelInfo"))).toBe("/403");
    expect(location(await operator.get("/channel/noSuchScreen"))).toBe("/404");
  });
});

/**
 * The sidebar and the top menus in the built Worker: the collapsed sidebar remembered in a cookie
 * and rendered from the server, the sidebar loaded per top menu, shell actions refused without a
 * session.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signIn } from "../browser";

describe("the sidebar and top menus", () => {
  it("remembers the collapsed sidebar in a cookie and renders it collapsed from the server", async () => {
    const browser = new Browser();
    await signIn(browser, "qa3", "qa123456");
    expect(await (await browser.get("/main/index")).text()).not.toContain("data-collapsed");
    const response = await browser.post("/shell", { intent: "sidebar", state: "collapsed", returnTo: "/main/index" });
    expect(location(response)).toBe("/main/index");
    expect(await (await browser.get("/main/index")).text()).toContain('data-collapsed="true"');
    await browser.post("/shell", { intent: "sidebar", state: "expanded" });
    expect(await (await browser.get("/main/index")).text()).not.toContain("data-collapsed");
  });

  it("loads the sidebar per top menu", async () => {
    const browser = new Browser();
    await signIn(browser, "qa3", "qa123456");
    const business = await (await browser.get("/main/index")).text();
    expect(business).toContain(">订单管理<");
    expect(business).not.toContain(">系统管理<");
    // The top menus' form as the page writes it: its fixed fields in the URL it posts to, the
    // pressed button's menu id in the body (as a browser without JavaScript sends it).
    const form = business.split("<form").find((html) => html.includes("intent=top-menu"))!;
    const action = /action="([^"]+)"/.exec(form)?.[1]?.replaceAll("&amp;", "&");
    const systemId = form.match(/<button[^>]*value="(\d+)"[^>]*>系统<\/button>/)?.[1];
    expect(action).toMatch(/^\/shell\?intent=top-menu&returnTo=%2Fmain%2Findex$/);
    expect(systemId).toBeTruthy();
    expect(location(await browser.post(action!, { id: systemId! }))).toBe("/main/index");
    const system = await (await browser.get("/main/index")).text();
    expect(system).toContain(">系统管理<");
    expect(system).not.toContain(">订单管理<");
  });

  it("refuses shell actions without a session", async () => {
    const response = await new Browser().post("/shell", { intent: "close-all", returnTo: "/" });
    expect(location(response)).toMatch(/^\/login/);
  });
});

/**
 * The lock screen (/lock) in the built Worker: every page goes to /lock until the sign-in password
 * unlocks it and returns; 5 wrong passwords sign out; a new sign-in clears it.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signIn } from "../browser";

describe("lock", () => {
  it("sends every page to /lock until the sign-in password unlocks it, then returns", async () => {
    const browser = new Browser();
    await signIn(browser, "qa1", "qa123456");
    const locked = await browser.post("/lock", { intent: "lock", returnTo: "/orders/transactionOrder" });
    expect(location(locked)).toBe("/lock");
    for (const path of ["/main/index", "/orders/transactionOrder", "/login", "/main"]) {
      expect(location(await browser.get(path)), path).toBe("/lock");
    }
    const lockPage = await browser.get("/lock");
    expect(lockPage.status).toBe(200);
    expect(await lockPage.text()).toContain("屏幕已锁定");

    const wrong = await browser.post("/lock", { password: "nope" });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("密码错误，还可尝试4次");

    const unlocked = await browser.post("/lock", { password: "qa123456" });
    expect(location(unlocked)).toBe("/orders/transactionOrder");
    expect((await browser.get("/main/index")).status).toBe(200);
  });

  it("signs out after 5 wrong unlock passwords", async () => {
    const browser = new Browser();
    await signIn(browser, "qa2", "qa123456");
    await browser.post("/lock", { intent: "lock", returnTo: "/main/index" });
    for (let i = 0; i < 4; i++) expect((await browser.post("/lock", { password: `bad${i}` })).status).toBe(200);
    const ended = await browser.post("/lock", { password: "bad4" });
    expect(location(ended)).toBe("/login");
    expect(location(await browser.get("/main/index"))).toMatch(/^\/login/);
  });

  it("is cleared by signing in again", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    await browser.post("/lock", { intent: "lock", returnTo: "/main/index" });
    await browser.send("/logout", { method: "POST" });
    await signIn(browser, "qa4", "qa123456");
    expect((await browser.get("/main/index")).status).toBe(200);
  });
});

/**
 * Redirect targets end to end through the built Worker: a target whose dot segments resolve
 * to "//host" (`/.//evil.example`) must never leave the console, whether it comes in as a
 * sign-in's redirectTo, a shell or language form's returnTo, or a lock's way back.
 */
import { describe, expect, it } from "vitest";
import { Browser, location, ORIGIN, signedInAs, signIn } from "../worker/browser";

const TRICKS = [
  "/.//evil.example",
  "/./\\evil.example",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "/.//evil.example/%2e%2e/x",
];

/** The Location stays on the console: one leading "/", and it resolves to the console's origin. */
function expectSameOrigin(response: Response) {
  expect(response.status).toBe(302);
  const target = location(response);
  expect(target).toMatch(/^\/(?![/\\])/);
  expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
}

describe("redirect targets with dot segments", () => {
  it("a sign-in with redirectTo=/.//evil.example lands on the home page", async () => {
    const response = await signIn(new Browser("192.0.2.201"), "user30", "123456", { redirectTo: "/.//evil.example" });
    expect(location(response)).toBe("/main/index");
  });

  it("closing a tab never goes back to another site", async () => {
    const browser = await signedInAs("user31", "123456");
    for (const returnTo of TRICKS) {
      const response = await browser.post("/shell", {
        intent: "close-tab",
        path: "/nowhere",
        active: "/main/index",
        returnTo,
      });
      expectSameOrigin(response);
      expect(location(response)).toBe("/main/index");
    }
  });

  it("the language switch never goes back to another site", async () => {
    for (const returnTo of TRICKS) {
      const response = await new Browser().post("/locale", { lng: "en", returnTo });
      expectSameOrigin(response);
      expect(location(response)).toBe("/");
    }
  });

  it("unlocking never goes back to another site", async () => {
    const browser = await signedInAs("user33", "123456");
    const locked = await browser.post("/lock", { intent: "lock", returnTo: "/.//evil.example" });
    expect(location(locked)).toBe("/lock");
    const unlocked = await browser.post("/lock", { password: "123456" });
    expectSameOrigin(unlocked);
    expect(location(unlocked)).toBe("/main");
  });
});

/**
 * The embedded frame page (/myiframe/urlPath) in the built Worker: the menu's pages elsewhere are
 * framed, anything else goes to /403 (../../security/framing.test.ts has the rest).
 */
import { describe, expect, it } from "vitest";
import { Browser, location, signIn } from "../browser";

describe("the embedded frame page", () => {
  it("frames the menu's pages elsewhere only (tests/security/framing.test.ts has the rest)", async () => {
    const browser = new Browser();
    await signIn(browser, "qa4", "qa123456");
    const framed = await browser.get(
      `/myiframe/urlPath?src=${encodeURIComponent("https://help.example.com/console/index.html")}`,
    );
    expect(framed.status).toBe(200);
    expect(await framed.text()).toContain('<iframe src="https://help.example.com/console/index.html"');
    expect(framed.headers.get("Content-Security-Policy")).toContain("frame-src 'self' https://help.example.com;");
    const script = await browser.get(`/myiframe/urlPath?src=${encodeURIComponent("javascript:alert(1)")}`);
    expect(location(script)).toBe("/403");
  });
});

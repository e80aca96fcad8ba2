/**
 * The framed page (/myiframe/urlPath?src=) frames only sources the operator's menu has, or
 * origins the Worker's FRAME_SOURCES allows; the CSP's frame-src names exactly those origins on
 * every signed-in page (a client-side navigation keeps the CSP of the first document).
 */
import { describe, expect, it } from "vitest";
import { location, signedInAs, withRecord } from "../worker/browser";
import { fetchWithVars } from "./with-vars";

const HELP = "https://help.example.com/console/index.html";
const framed = (src: string) => `/myiframe/urlPath?src=${encodeURIComponent(src)}`;

/** The sources of the response's CSP frame-src directive. */
function frameSources(response: Response): string[] {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const directive = csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("frame-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe("the framed page", () => {
  it("refuses a source outside the menu with the 403 page and makes no tab of it", async () => {
    const admin = await signedInAs("admin", "admin");
    // Through the same build, waiting for the request's background work (the tab is saved there).
    const response = await fetchWithVars({}, framed("https://evil.example/login"), { browser: admin });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/403");
    const tabs = await withRecord(admin, (record) => (record.tabs ?? []).map((tab) => `${tab.url} ${tab.label}`));
    expect(tabs.join("\n")).not.toContain("evil.example");
  });

  it("frames the menu's own source; the CSP names its origin and no scheme-wide source", async () => {
    const admin = await signedInAs("admin", "admin");
    const response = await admin.get(framed(HELP));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<iframe src="${HELP}"`);
    const sources = frameSources(response);
    expect(sources).toEqual(["'self'", "https://help.example.com"]);
    expect(sources).not.toContain("https:");
    expect(sources).not.toContain("http:");
  });

  it("gives every signed-in page the frame-src of that operator's menu", async () => {
    const admin = await signedInAs("admin", "admin");
    expect(frameSources(await admin.get("/main/index"))).toEqual(["'self'", "https://help.example.com"]);
    const operator = await signedInAs("operator", "operator123");
    expect(frameSources(await operator.get("/main/index"))).toEqual(["'self'"]);
  });

  it("refuses javascript:, data:, relative and scheme-relative sources", async () => {
    const admin = await signedInAs("admin", "admin");
    for (const src of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "/main/index",
      "//evil.example/x",
      "",
    ]) {
      const response = await admin.get(framed(src));
      expect(response.status, src).toBe(302);
      expect(location(response), src).toBe("/403");
    }
  });

  it("refuses the help centre to an operator whose menu does not have it", async () => {
    const operator = await signedInAs("operator", "operator123");
    const response = await operator.get(framed(HELP));
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/403");
  });

  it("frames origins of the FRAME_SOURCES allowlist, and only those", async () => {
    const admin = await signedInAs("admin", "admin");
    const vars = {
      FRAME_SOURCES: "https://docs.partner.test, https://status.partner.test/, not a url, javascript:alert(1)",
    };
    const allowed = await fetchWithVars(vars, framed("https://docs.partner.test/guide/index.html"), { browser: admin });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('<iframe src="https://docs.partner.test/guide/index.html"');
    expect(frameSources(allowed)).toEqual([
      "'self'",
      "https://help.example.com",
      "https://docs.partner.test",
      "https://status.partner.test",
    ]);

    const lookalike = await fetchWithVars(vars, framed("https://docs.partner.test.evil.example/"), { browser: admin });
    expect(location(lookalike)).toBe("/403");
    const otherScheme = await fetchWithVars(vars, framed("http://docs.partner.test/guide/index.html"), {
      browser: admin,
    });
    expect(location(otherScheme)).toBe("/403");
    const unset = await fetchWithVars({}, framed("https://docs.partner.test/guide/index.html"), { browser: admin });
    expect(location(unset)).toBe("/403");
  });
});

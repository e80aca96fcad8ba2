/** The same-origin redirect target after sign-in (lib/redirect-target), path tricks included. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "~/lib/redirect-target";

describe("safeRedirectTarget", () => {
  it.each([
    ["/main/index", "/main/index"],
    ["/orders/transactionOrder?page=2#top", "/orders/transactionOrder?page=2#top"],
    ["/agent/list?name=%E4%BB%A3%E7%90%86", "/agent/list?name=%E4%BB%A3%E7%90%86"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "main/index",
    "/main\u0000",
    "/a\nb",
    "%",
    "",
  ])("refuses %j", (input) => {
    expect(safeRedirectTarget(input, "/fallback")).toBe("/fallback");
  });

  it("never sends a fresh sign-in back to a page that would loop", () => {
    expect(safeRedirectTarget("/login?redirectTo=/main", "/main")).toBe("/main");
    expect(safeRedirectTarget("/lock", "/main")).toBe("/main");
    expect(safeRedirectTarget("/logout", "/main")).toBe("/main");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectTarget(null)).toBe("/");
    expect(safeRedirectTarget(["/main"])).toBe("/");
  });
});

describe("safeRedirectTarget against path tricks", () => {
  const FALLBACK = "/fallback";
  const CONSOLE = "https://console.test";

  /** What a safe answer looks like: the fallback, or one "/" then neither "/" nor "\", on this origin. */
  function expectSafe(input: string) {
    const result = safeRedirectTarget(input, FALLBACK);
    if (result === FALLBACK) return;
    expect(result, JSON.stringify(input)).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex -- a safe answer holds no control character: this looks for one
    expect(result).not.toMatch(/[\u0000-\u001f\u007f\\]/);
    expect(new URL(result, CONSOLE).origin, JSON.stringify(input)).toBe(CONSOLE);
    // What the browser will ask for is exactly what was checked: resolving it changes nothing.
    const resolved = new URL(result, CONSOLE);
    expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(result);
  }

  it.each([
    "/.//evil.example",
    "/./\\evil.example",
    "/../\\evil.example",
    "/a/..//evil.example",
    "/.//evil.example/path?x=1",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/.%2f/evil.example",
    "/%252f%252fevil.example",
    "/%255cevil.example",
    "/%2f%2fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.\u0000//evil.example",
    "/\u2028/evil.example",
    " //evil.example",
    "\u3000//evil.example",
    "\u00a0/\\evil.example",
  ])("refuses %j", (input) => {
    expect(safeRedirectTarget(input, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["/main/./index", "/main/index"],
    ["/main/x/../index", "/main/index"],
    ["/agent/list?name=100%25", "/agent/list?name=100%25"],
    ["/main/index?next=//elsewhere", "/main/index?next=//elsewhere"],
  ])("resolves %j to the plain path %j", (input, expected) => {
    expect(safeRedirectTarget(input, FALLBACK)).toBe(expected);
  });

  const PIECES = [
    "/",
    "//",
    "\\",
    "/\\",
    "\\\\",
    ".",
    "..",
    "/./",
    "/../",
    "/.//",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%2e",
    "%2E",
    "%252f",
    "%255c",
    "%25",
    "%",
    "\t",
    "\n",
    "\r",
    "\u0000",
    "\u007f",
    "\u0085",
    "\u2028",
    " ",
    "\u3000",
    "\ufeff",
    "／",
    "＼",
    "∕",
    "⧵",
    "。",
    "javascript:",
    "http:",
    "https://",
    "data:",
    "evil.example",
    "@",
    ":",
    "?",
    "#",
    "a",
    "main",
  ];
  const tricky = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((parts) => parts.join(""));

  it("answers only a plain same-origin path (or the fallback), whatever pieces are put together", () => {
    fc.assert(fc.property(tricky, expectSafe), { numRuns: 1500 });
  });

  it("does so behind a leading slash too", () => {
    fc.assert(
      fc.property(tricky, (rest) => expectSafe(`/${rest}`)),
      { numRuns: 1500 },
    );
  });

  it("does so for any string at all after a slash", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (rest) => expectSafe(`/${rest}`)),
      { numRuns: 1000 },
    );
  });

  it("keeps every plain same-origin path it is given", () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join("/")}`;
        const looping = ["/login", "/lock", "/logout", "/authredirect"].some(
          (p) => path === p || path.startsWith(`${p}/`),
        );
        expect(safeRedirectTarget(path, FALLBACK)).toBe(looping ? FALLBACK : path);
      }),
    );
  });
});

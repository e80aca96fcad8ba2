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

/** What the embedded frame page may show (server/menu/frame-sources.server): FRAME_SOURCES and the menu's pages elsewhere. */
import { describe, expect, it } from "vitest";
import { normalizeMenu } from "~/lib/menu";
import { framableSource, frameOrigins, menuFrameUrls, parseFrameAllowlist } from "~/server/menu/frame-sources.server";
import { tabFor } from "~/features/shell/shell.server";

const menu = normalizeMenu(
  [
    {
      id: "1",
      name: "订单管理",
      path: "/orders",
      children: [{ id: "11", name: "交易订单", path: "/orders/transactionOrder" }],
    },
    {
      id: "2",
      name: "帮助",
      path: "/help",
      children: [{ id: "21", name: "帮助中心", path: "https://help.example.com/console/index.html" }],
    },
    { id: "3", name: "本地页面", path: "/static/guide.html" },
    { id: "4", name: "带账号", path: "https://user:secret@intranet.example.com/" },
  ],
  [],
);

describe("FRAME_SOURCES", () => {
  it("keeps the origins of http(s) URLs and drops anything else", () => {
    expect(
      parseFrameAllowlist(
        " https://docs.example.com/guide , http://status.example.com:8080,https://docs.example.com,javascript:alert(1), data:text/html,x ,,not a url",
      ),
    ).toEqual(["https://docs.example.com", "http://status.example.com:8080"]);
    expect(parseFrameAllowlist("")).toEqual([]);
    expect(parseFrameAllowlist(undefined)).toEqual([]);
  });
});

describe("framable sources", () => {
  it("are the menu's absolute http(s) pages, exactly", () => {
    expect(menuFrameUrls(menu).map((url) => url.href)).toEqual(["https://help.example.com/console/index.html"]);
    expect(framableSource("https://help.example.com/console/index.html", menu, [])).toBe(
      "https://help.example.com/console/index.html",
    );
    expect(framableSource("https://help.example.com/console/other.html", menu, [])).toBeNull();
    expect(framableSource("https://evil.example/", menu, [])).toBeNull();
    expect(framableSource("/static/guide.html", menu, [])).toBeNull();
    for (const src of ["javascript:alert(1)", "data:text/html,<b>x</b>", "", "//help.example.com/console/index.html"]) {
      expect(framableSource(src, menu, ["https://help.example.com"]), src).toBeNull();
    }
  });

  it("include any page on an allowlisted origin", () => {
    const allow = ["https://docs.example.com"];
    expect(framableSource("https://docs.example.com/a/b?c=1", menu, allow)).toBe("https://docs.example.com/a/b?c=1");
    expect(framableSource("http://docs.example.com/a", menu, allow)).toBeNull();
    expect(framableSource("https://docs.example.com.evil.example/", menu, allow)).toBeNull();
    expect(framableSource("https://x:y@docs.example.com/", menu, allow)).toBeNull();
  });

  it("make the CSP's frame-src origins: the menu's, then the allowlist's", () => {
    expect(frameOrigins(menu, [])).toEqual(["https://help.example.com"]);
    expect(frameOrigins(menu, ["https://docs.example.com", "https://help.example.com"])).toEqual([
      "https://help.example.com",
      "https://docs.example.com",
    ]);
    expect(frameOrigins([], [])).toEqual([]);
  });

  it("decide whether the framed page becomes a tab", () => {
    const tab = (src: string, allow: string[] = []) =>
      tabFor(new URL(`https://console.test/myiframe/urlPath?src=${encodeURIComponent(src)}`), menu, allow);
    expect(tab("https://help.example.com/console/index.html")?.label).toBe("帮助中心");
    expect(tab("https://evil.example/")).toBeNull();
    expect(tab("https://docs.example.com/x", ["https://docs.example.com"])?.label).toBe("https://docs.example.com/x");
  });
});

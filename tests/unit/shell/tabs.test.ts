/** The tab bar's rules (lib/tabs): visiting, closing, 首页 always first. */
import { describe, expect, it } from "vitest";
import { close, closeAll, closeOthers, HOME_TAB, isClosable, type Tab, visit } from "~/lib/tabs";

const tab = (path: string, query = ""): Tab => ({ path, url: `${path}${query}`, label: path, i18n: "" });

describe("tab rules", () => {
  it("puts 首页 first and adds visits at the end, updating a revisited tab's URL in place", () => {
    let tabs = visit([], tab("/a", "?page=1"));
    tabs = visit(tabs, tab("/b"));
    tabs = visit(tabs, tab("/a", "?page=2"));
    expect(tabs.map((t) => t.url)).toEqual(["/main/index", "/a?page=2", "/b"]);
  });

  it("never lets 首页 or the last tab be closed", () => {
    expect(isClosable([HOME_TAB], HOME_TAB)).toBe(false);
    const tabs = visit([], tab("/a"));
    expect(isClosable(tabs, tabs[0])).toBe(false);
    expect(isClosable(tabs, tabs[1])).toBe(true);
    expect(close(tabs, "/main/index", "/main/index").tabs).toHaveLength(2);
  });

  it("closing the active tab goes to the previous one", () => {
    const tabs = [tab("/a"), tab("/b"), tab("/c")].reduce(visit, [] as Tab[]);
    expect(close(tabs, "/b", "/b")).toEqual({ tabs: [HOME_TAB, tab("/a"), tab("/c")], goTo: "/a" });
    expect(close(tabs, "/a", "/c").goTo).toBeNull();
  });

  it("close others and close all keep 首页", () => {
    const tabs = [tab("/a"), tab("/b")].reduce(visit, [] as Tab[]);
    expect(closeOthers(tabs, "/b").map((t) => t.path)).toEqual(["/main/index", "/b"]);
    expect(closeAll(tabs).map((t) => t.path)).toEqual(["/main/index"]);
  });
});

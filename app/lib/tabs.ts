/**
 * The tab bar's rules (spec §2, issue 3), pure so the session object and tests share them.
 * A tab is one screen (its path) remembering the full URL last seen there, so returning to a
 * list restores its filters and page. The home tab is always first and never closable; the
 * last tab left is not closable either.
 */
export const HOME_TAB_PATH = "/main/index";

export type Tab = {
  /** The screen: a pathname, unique in the bar. */
  path: string;
  /** The full URL last visited on that screen (path + query). */
  url: string;
  /** The server's name for the screen, and the locale key that translates it, if any. */
  label: string;
  i18n: string;
};

export const HOME_TAB: Tab = { path: HOME_TAB_PATH, url: HOME_TAB_PATH, label: "首页", i18n: "menu.home" };

export function withHome(tabs: Tab[]): Tab[] {
  const home = tabs.find((tab) => tab.path === HOME_TAB_PATH) ?? HOME_TAB;
  return [home, ...tabs.filter((tab) => tab.path !== HOME_TAB_PATH)];
}

export function isClosable(tabs: Tab[], tab: Tab): boolean {
  return tab.path !== HOME_TAB_PATH && tabs.length > 1;
}

/** A visit adds the screen's tab at the end, or updates the URL of the tab it already has. */
export function visit(tabs: Tab[], tab: Tab): Tab[] {
  const list = withHome(tabs);
  const at = list.findIndex((t) => t.path === tab.path);
  if (at === -1) return [...list, tab];
  const next = [...list];
  next[at] = { ...list[at], url: tab.url, label: tab.label || list[at].label, i18n: tab.i18n || list[at].i18n };
  return next;
}

export type CloseResult = { tabs: Tab[]; /** Where to go: set when the active tab was closed. */ goTo: string | null };

/** Closing the active tab opens the previous one (spec §2); closing another stays put. */
export function close(tabs: Tab[], path: string, activePath: string): CloseResult {
  const list = withHome(tabs);
  const at = list.findIndex((tab) => tab.path === path);
  if (at === -1 || !isClosable(list, list[at])) return { tabs: list, goTo: null };
  const next = list.filter((_, index) => index !== at);
  const goTo = path === activePath ? next[Math.max(0, at - 1)].url : null;
  return { tabs: next, goTo };
}

export function closeOthers(tabs: Tab[], keepPath: string): Tab[] {
  return withHome(tabs).filter((tab) => tab.path === HOME_TAB_PATH || tab.path === keepPath);
}

/** Close all keeps only the home tab; the caller sends the operator to / (spec §2). */
export function closeAll(tabs: Tab[]): Tab[] {
  return withHome(tabs).filter((tab) => tab.path === HOME_TAB_PATH);
}

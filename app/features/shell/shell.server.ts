/**
 * What the console layout loads for every signed-in screen, in parallel: top menus, the
 * chosen top menu's sidebar, unread counts, the theme; and the tab of the screen being visited.
 */
import { dataSync, msgCenter, system } from "@contract";
import { BackendError, countOrNull } from "~/server/backend.server";
import type { Operator } from "~/server/auth.server";
import { IsolateCache } from "~/server/isolate-cache.server";
import { sessionStub } from "~/server/session.server";
import { MENU_TTL_MS, sessionMemo, UNREAD_TTL_MS } from "~/server/session-memo.server";
import { findMenuLeaf, type MenuItem } from "~/lib/menu";
import { readConfig } from "~/server/config.server";
import { loadMenu } from "~/server/menu/menu.server";
import { framableSource } from "~/server/menu/frame-sources.server";
import { type Tab, visit, withHome } from "~/lib/tabs";

export type TopMenu = { id: string; name: string; icon: string };

export async function loadTopMenus(operator: Operator): Promise<TopMenu[]> {
  try {
    const list = await sessionMemo(operator.sessionId, "top-menus", MENU_TTL_MS, () =>
      operator.api.call(system.menu.topMenu),
    );
    return list.map((m) => ({ id: String(m.id), name: m.name, icon: m.source ?? "" }));
  } catch (error) {
    if (error instanceof BackendError) return [];
    throw error;
  }
}

export type UnreadCounts = { messages: number | null; notices: number | null };

/** Unread messages and system notices, kept for a few seconds for the session. */
export async function loadUnreadCounts(operator: Operator): Promise<UnreadCounts> {
  const count = (entry: typeof msgCenter.msg.notReadNum) =>
    countOrNull(sessionMemo(operator.sessionId, entry.name, UNREAD_TTL_MS, () => operator.api.call(entry)));
  const [messages, notices] = await Promise.all([count(msgCenter.msg.notReadNum), count(msgCenter.sysMsg.notReadNum)]);
  return { messages, notices };
}

/** Screens that are not in the menu but are still real screens of the shell. */
const FIXED_SCREENS: Record<string, { label: string; i18n: string }> = {
  "/main/index": { label: "首页", i18n: "menu.home" },
  "/info/index": { label: "我的信息", i18n: "info.title" },
  "/approvals": { label: "我的审批", i18n: "shell.approvals" },
  "/search": { label: "搜索", i18n: "search.title" },
  "/myiframe/urlPath": { label: "", i18n: "" },
};

/**
 * The tab a visit to this URL makes, or null when it is not a screen (a redirect, a 404, a
 * framed page the operator may not frame: `frameAllowlist` is FRAME_SOURCES' origins).
 */
export function tabFor(url: URL, menu: MenuItem[], frameAllowlist: readonly string[] = []): Tab | null {
  const path = url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("lng");
  const query = search.toString();
  const full = `${path}${query ? `?${query}` : ""}`;
  const leaf = findMenuLeaf(menu, path);
  if (leaf) return { path, url: full, label: leaf.name, i18n: leaf.i18n };
  const fixed = FIXED_SCREENS[path];
  if (!fixed) return null;
  if (path === "/myiframe/urlPath") {
    // One tab per framed source: the path alone would merge different pages.
    const src = search.get("src") ?? "";
    if (!framableSource(src, menu, frameAllowlist)) return null;
    const item = findMenuLeafByUrl(menu, src);
    return { path: full, url: full, label: item?.name ?? src, i18n: item?.i18n ?? "" };
  }
  return { path, url: full, ...fixed };
}

function findMenuLeafByUrl(items: MenuItem[], src: string): MenuItem | null {
  for (const item of items) {
    if (item.children.length === 0 && item.path === src) return item;
    const below = findMenuLeafByUrl(item.children, src);
    if (below) return below;
  }
  return null;
}

/**
 * Adds or updates the visited screen's tab. The bar is computed here from the session read at
 * the start of this request, and saved in the background (off the response's critical path),
 * unless `save` is false: a prefetch (ADR 038) is for a page that may never be opened, and the
 * console saves the visit when it shows the page (saveVisit).
 */
export function recordVisit(operator: Operator, env: Env, ctx: ExecutionContext, tab: Tab | null, save = true): Tab[] {
  const current = withHome(operator.record.tabs ?? []);
  if (!tab) return current;
  const next = visit(current, tab);
  if (save && JSON.stringify(next) !== JSON.stringify(current))
    ctx.waitUntil(sessionStub(env, operator.sessionId).visitTab(tab));
  return next;
}

/** The visit of a page shown from a prefetched answer (`url`, in its `.data` form or not), saved now. */
export async function saveVisit(operator: Operator, env: Env, url: URL): Promise<void> {
  const tab = tabFor(url, await loadMenu(operator), readConfig(env).frameSources);
  if (tab) await sessionStub(env, operator.sessionId).visitTab(tab);
}

const marketingLinks = new IsolateCache<string>(60_000, 100);

/**
 * The tenant's marketing link (dataSync.marketingLink), "" when none is configured. It is
 * tenant configuration that rarely changes, so each isolate keeps it for a minute.
 */
export function loadMarketingLink(operator: Operator): Promise<string> {
  const tenantId = operator.record.tenantId;
  return marketingLinks.get(tenantId, () =>
    operator.api
      .call(dataSync.marketingLink, { query: { id: tenantId } })
      .then((data) =>
        data && "marketingLink" in data && typeof data.marketingLink === "string" ? data.marketingLink.trim() : "",
      )
      .catch((error) => {
        if (error instanceof BackendError) return "";
        throw error;
      }),
  );
}

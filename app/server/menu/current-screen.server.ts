/**
 * The screen a signed-in request is for, resolved once per request (issue 11): the console
 * layout's middleware reads the path and starts loading the operator's whole menu (memoized
 * per session, ADR 008); the layout, the screens' permission check, the catch-all and the framed
 * page all read the same answer instead of parsing the URL and asking for the menu again.
 * It is a promise, so no loader waits on it before starting its own backend calls.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { visiblePath } from "~/lib/request-path";
import { operatorContext } from "~/server/auth.server";
import { getInstance } from "~/server/i18n.server";
import { findMenuLeaf, type MenuItem } from "~/lib/menu";
import { loadMenu } from "./menu.server";

export type CurrentScreen = {
  /** The menu path the request belongs to (a tab-sibling screen counts as its menu screen). */
  path: string;
  /** The operator's whole menu. */
  menu: MenuItem[];
  /** The operator's menu item for `path`, or null when their menu does not have it. */
  leaf: MenuItem | null;
};

const currentScreenContext = createContext<Promise<CurrentScreen>>();

/** Sibling screens reached by tabs inside a menu screen, not menu items of their own. */
const SCREEN_ALIASES: Record<string, string> = {
  "/system/dictBiz": "/system/dict",
  "/system/sensitiveWhite": "/system/sensitive",
  // Spec §2's fixed routes of the partner screens open for those holding their menu screen.
  "/merchantSub": "/merchant/merchantSub",
  "/channelStatus": "/merchant/merchantInfo",
  "/bankChannelStatus": "/merchant/merchantInfo",
  // The flow top-up's pages open for those who hold their tenant's 充值订单 (ADR 017).
  "/topup": "/marketing/recharge",
};

/** The menu item's path a request belongs to. */
export function menuPathOf(request: Request): string {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return SCREEN_ALIASES[path] ?? path;
}

/** Runs after requireOperator in the console layout. */
export const resolveCurrentScreen: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const path = menuPathOf(request);
  const screen = loadMenu(context.get(operatorContext)).then((menu) => ({
    path,
    menu,
    leaf: findMenuLeaf(menu, path),
  }));
  // Resource routes may never ask for it; a failure is then nobody's to handle.
  screen.catch(() => undefined);
  context.set(currentScreenContext, screen);
  return next();
};

export function currentScreen(context: Readonly<RouterContextProvider>): Promise<CurrentScreen> {
  return context.get(currentScreenContext);
}

/** A menu item's name in the request's language (its i18n key, else the name the menu gives). */
export function menuItemTitle(context: Readonly<RouterContextProvider>, item: Pick<MenuItem, "name" | "i18n">): string {
  const translate = getInstance(context).t as unknown as (key: string, options: { defaultValue: string }) => string;
  return item.i18n ? translate(item.i18n, { defaultValue: item.name }) : item.name;
}

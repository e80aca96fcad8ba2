import { screenMeta } from "~/lib/menu-title";
import { wechatMenuScreen } from "./screen";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { MenuBody } from "./page";
import { loadWechatMenu, wechatMenuAction } from "./screen.server";
import type { Route } from "./+types/route";

/** 公众号菜单 (ADR 026): an account's menu, edited as a tree and published (wechat_menu_edit). */
export const loader = (args: Route.LoaderArgs) => loadWechatMenu(args);
export const action = (args: Route.ActionArgs) => wechatMenuAction(args);
export const meta = screenMeta(wechatMenuScreen);

export default screenPage(wechatMenuScreen, MenuBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { storeInfoScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useStoreParts } from "./page";
import { storeInfoActions, storeInfoLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 门店列表: keyword, 门店状态 and 含直营门店; create, edit, view, 修改状态, delete, 导出, and the
 * link to 分账配置; all within the operator's partner scope (ADR 016).
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(storeInfoScreen, args, storeInfoLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(storeInfoScreen, args, storeInfoActions);
export const meta = screenMeta(storeInfoScreen);

export default describedPage(storeInfoScreen, useStoreParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

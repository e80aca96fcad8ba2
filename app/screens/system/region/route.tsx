import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { regionScreen } from "./screen";
import { regionActions, regionLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useRegionParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 地区管理: the region tree expanded level by level (?open=), or a flat paged search by code or
 * name; create at the top or under a row (新增子项), edit (the code stays), delete (refused while
 * a region has children), batch delete.
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(regionScreen, args, regionLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(regionScreen, args, regionActions);
export const meta = screenMeta(regionScreen);

export default describedPage(regionScreen, useRegionParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

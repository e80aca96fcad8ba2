import { loadScreen, screenAction } from "~/kit/server/described.server";
import { storeSubLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import { screenMeta } from "~/lib/menu-title";
import { storeSubScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useStoreSubParts } from "./page";
import type { Route } from "./+types/route";

/** 门店分账配置: the stores of the operator's partner scope with their split state, each linking to /storeSub?storeId=. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(storeSubScreen, args, storeSubLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(storeSubScreen, args);
export const meta = screenMeta(storeSubScreen);

export default describedPage(storeSubScreen, useStoreSubParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

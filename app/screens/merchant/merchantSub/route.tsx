import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { merchantSubScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useSubListParts } from "./page";
import type { Route } from "./+types/route";

/** 商户分账配置: the merchants of the operator's scope with their split state; 配置 opens /merchantSub?merchantId=. */
export const loader = (args: Route.LoaderArgs) => loadScreen(merchantSubScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(merchantSubScreen, args);
export const meta = screenMeta(merchantSubScreen);

export default describedPage(merchantSubScreen, useSubListParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

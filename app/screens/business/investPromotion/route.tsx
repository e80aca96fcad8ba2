import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { investPromotionScreen } from "./screen";
import { investPromotionActions } from "./screen.server";
import { useInvestPromotionParts } from "./page";
import type { Route } from "./+types/route";

/** 招商推广人员: search (name or mobile, status), sort, page; create, edit, view, delete, batch delete. */
export const loader = (args: Route.LoaderArgs) => loadScreen(investPromotionScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(investPromotionScreen, args, investPromotionActions);
export const meta = screenMeta(investPromotionScreen);

export default describedPage(
  investPromotionScreen,
  useInvestPromotionParts,
) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

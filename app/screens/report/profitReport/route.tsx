import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { profitReportScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useProfitParts } from "./page";
import { profitReportLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 分润报表 (issue 18): a month's profit shares per agent down the levels, reconciling with the month's fees; an agent's merchants on its row. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(profitReportScreen, args, profitReportLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(profitReportScreen, args);
export const meta = screenMeta(profitReportScreen);

export default describedPage(profitReportScreen, useProfitParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

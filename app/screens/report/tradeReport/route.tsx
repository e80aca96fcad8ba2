import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { tradeReportScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useReportParts } from "./page";
import { tradeReportLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(tradeReportScreen, args, tradeReportLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(tradeReportScreen, args);
export const meta = screenMeta(tradeReportScreen);

export default describedPage(tradeReportScreen, useReportParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

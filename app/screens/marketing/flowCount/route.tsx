import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowCountScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useFlowParts } from "./page";
import { flowCountActions, flowCountLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowCountScreen, args, flowCountLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(flowCountScreen, args, flowCountActions);
export const meta = screenMeta(flowCountScreen);

export default describedPage(flowCountScreen, useFlowParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

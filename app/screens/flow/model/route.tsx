import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowModelScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useModelParts } from "./page";
import { modelActions, modelLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowModelScreen, args, modelLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(flowModelScreen, args, modelActions);
export const meta = screenMeta(flowModelScreen);

export default describedPage(flowModelScreen, useModelParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

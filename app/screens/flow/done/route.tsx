import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowDoneScreen } from "~/screens/flow/todo/screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useDoneParts } from "~/screens/flow/todo/page";
import { taskLoadOptions } from "~/screens/flow/todo/screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowDoneScreen, args, taskLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(flowDoneScreen, args, {});
export const meta = screenMeta(flowDoneScreen);

export default describedPage(flowDoneScreen, useDoneParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

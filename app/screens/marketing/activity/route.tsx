import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { activityScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useActivityParts } from "./page";
import { activityActions, activityLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 营销活动 (ADR 023): activities over Beijing days per channel and merchant scope, 启用/停用, published to the marketing platform. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(activityScreen, args, activityLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(activityScreen, args, activityActions);
export const meta = screenMeta(activityScreen);

export default describedPage(activityScreen, useActivityParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

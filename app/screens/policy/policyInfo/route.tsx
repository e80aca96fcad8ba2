import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { policyInfoScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { usePolicyParts } from "./page";
import { policyInfoActions, policyInfoLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 政策列表 (ADR 020): a rate template for a level of agents or one agent from a day after today; the network's ordering is the backend's rule. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(policyInfoScreen, args, policyInfoLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(policyInfoScreen, args, policyInfoActions);
export const meta = screenMeta(policyInfoScreen);

export default describedPage(policyInfoScreen, usePolicyParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

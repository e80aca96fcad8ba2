import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { rechargeScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useRechargeParts } from "./page";
import { rechargeActions } from "./recharge-actions.server";
import { rechargeLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(rechargeScreen, args, rechargeLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(rechargeScreen, args, rechargeActions);
export const meta = screenMeta(rechargeScreen);

export default describedPage(rechargeScreen, useRechargeParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

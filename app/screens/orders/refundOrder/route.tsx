import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { refundOrderScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useRefundParts } from "./page";
import { refundOrderLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(refundOrderScreen, args, refundOrderLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(refundOrderScreen, args);
export const meta = screenMeta(refundOrderScreen);

export default describedPage(refundOrderScreen, useRefundParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

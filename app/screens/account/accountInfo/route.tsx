import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { accountInfoScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useAccountParts } from "./page";
import { accountLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(accountInfoScreen, args, accountLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(accountInfoScreen, args);
export const meta = screenMeta(accountInfoScreen);

export default describedPage(accountInfoScreen, useAccountParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

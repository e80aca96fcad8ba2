import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { freezeScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useFreezeParts } from "./page";
import { freezeActions, freezeLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(freezeScreen, args, freezeLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(freezeScreen, args, freezeActions);
export const meta = screenMeta(freezeScreen);

export default describedPage(freezeScreen, useFreezeParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

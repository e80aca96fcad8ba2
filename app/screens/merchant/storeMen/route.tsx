import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { storeMenScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useStoreMenParts } from "./page";
import { storeMenActions, storeMenLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 收银员管理: keyword, role and status; create, edit, view and delete within the operator's partner scope (ADR 016). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(storeMenScreen, args, storeMenLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(storeMenScreen, args, storeMenActions);
export const meta = screenMeta(storeMenScreen);

export default describedPage(storeMenScreen, useStoreMenParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { menuScreen } from "./screen";
import { menuActions, menuLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useMenuParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 菜单管理: the menu catalogue as a lazy tree (expand with ?open=), create (top or child), edit, delete, batch delete. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(menuScreen, args, menuLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(menuScreen, args, menuActions);
export const meta = screenMeta(menuScreen);

export default describedPage(menuScreen, useMenuParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { roleScreen } from "./screen";
import { roleActions, roleLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useRoleParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 角色管理: the role tree (expand with ?open=), create, edit, delete, batch delete and 权限设置 (?grant=<id>). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(roleScreen, args, roleLoadOptions(args.request, args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(roleScreen, args, roleActions);
export const meta = screenMeta(roleScreen);

export default describedPage(roleScreen, useRoleParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { userScreen } from "./screen";
import { userActions, userLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useUserParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 用户管理: search (account, name, phone, department), sort, page; create, edit (the role is
 * disabled for roles that may not change it), delete, batch delete and 重置密码 (a row or a
 * selection, after a confirmation).
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(userScreen, args, userLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(userScreen, args, userActions);
export const meta = screenMeta(userScreen);

export default describedPage(userScreen, useUserParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { deptScreen } from "./screen";
import { deptActions, deptLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useDeptParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 部门管理: the department tree, expanded level by level (?open=), or a flat paged search by
 * name; create at the top or under a row (新增子项), edit, delete, batch delete.
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(deptScreen, args, deptLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(deptScreen, args, deptActions);
export const meta = screenMeta(deptScreen);

export default describedPage(deptScreen, useDeptParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

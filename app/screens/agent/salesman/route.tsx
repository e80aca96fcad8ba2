import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { salesmanScreen } from "./screen";
import { salesmanActions, salesmanLoadOptions } from "./screen.server";
import { useSalesmanParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 业务员管理: search (name, mobile, status), sort, page; create, edit, view, delete, batch delete, within the agent subtree. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(salesmanScreen, args, salesmanLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(salesmanScreen, args, salesmanActions);
export const meta = screenMeta(salesmanScreen);

export default describedPage(salesmanScreen, useSalesmanParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { businessInfoScreen } from "./screen";
import type { Route } from "./+types/route";

/** 业务列表: each salesperson's agents and merchants developed (counts, latest date); search, sort, page, export. */
export const loader = (args: Route.LoaderArgs) => loadScreen(businessInfoScreen, args, { detail: null });
export const action = (args: Route.ActionArgs) => screenAction(businessInfoScreen, args);
export const meta = screenMeta(businessInfoScreen);

export default describedPage(businessInfoScreen) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

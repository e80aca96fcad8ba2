import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { bankInfoScreen } from "./screen";
import type { Route } from "./+types/route";

/** 银行信息: bank branches (search, page, sort, create, edit, delete, batch delete). */
export const loader = (args: Route.LoaderArgs) => loadScreen(bankInfoScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(bankInfoScreen, args);
export const meta = screenMeta(bankInfoScreen);

export default describedPage(bankInfoScreen) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { mccScreen } from "./screen";
import type { Route } from "./+types/route";

/** MCC管理: merchant category codes (search, page, sort, create, edit, delete, batch delete). */
export const loader = (args: Route.LoaderArgs) => loadScreen(mccScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(mccScreen, args);
export const meta = screenMeta(mccScreen);

export default describedPage(mccScreen) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { blacklistScreen } from "./screen";
import { blacklistSchema } from "./screen.server";
import type { Route } from "./+types/route";

/** 黑名单: phone, ID, card and merchant numbers refused by risk control (search, page, sort, create, delete, batch delete). */
export const loader = (args: Route.LoaderArgs) => loadScreen(blacklistScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(blacklistScreen, args, { schema: blacklistSchema });
export const meta = screenMeta(blacklistScreen);

export default describedPage(blacklistScreen) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

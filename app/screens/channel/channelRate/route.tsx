import { loadScreen, screenAction } from "~/kit/server/described.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { channelRateScreen } from "./screen";
import { channelRateActions } from "./screen.server";
import type { Route } from "./+types/route";

/** 通道费率配置: the channels' cost rates per pay way; 修改 (channel_rate_edit) sets the three rates. */
export const loader = (args: Route.LoaderArgs) => loadScreen(channelRateScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(channelRateScreen, args, channelRateActions);
export const meta = screenMeta(channelRateScreen);

export default describedPage(channelRateScreen) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

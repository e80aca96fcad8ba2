import { loadChannelStatus } from "./screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { CHANNEL_STATUS } from "./channel-status";
import { ChannelStatusBody } from "./page";
import type { Route } from "./+types/route";

/** 入网查询 (spec §2 fixed route): a merchant's network-entry status at each channel, read-only (merchant_channel). */
export const loader = (args: Route.LoaderArgs) => loadChannelStatus("channel", args);
export const meta = () => [{ title: "入网查询" }];

export default screenPage(CHANNEL_STATUS, ChannelStatusBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

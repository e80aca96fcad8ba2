import { loadChannelStatus } from "~/screens/channelStatus/screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { CHANNEL_STATUS } from "~/screens/channelStatus/channel-status";
import { ChannelStatusBody } from "~/screens/channelStatus/page";
import type { Route } from "./+types/route";

/** 入网查询 (spec §2 fixed route): a merchant's network-entry status at each bank, read-only (merchant_channel). */
export const loader = (args: Route.LoaderArgs) => loadChannelStatus("bank", args);
export const meta = () => [{ title: "入网查询" }];

export default screenPage(CHANNEL_STATUS, ChannelStatusBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

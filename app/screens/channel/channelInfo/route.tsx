import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { channelInfoScreen } from "./screen";
import { channelActions, channelLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useChannelParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 通道列表: search (name or code, type, status), sort, page; add, edit, view, delete; 启用 / 停用. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(channelInfoScreen, args, channelLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(channelInfoScreen, args, channelActions);
export const meta = screenMeta(channelInfoScreen);

export default describedPage(channelInfoScreen, useChannelParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

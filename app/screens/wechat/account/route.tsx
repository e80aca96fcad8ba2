import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { wechatAccountScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useAccountParts } from "./page";
import { wechatAccountActions } from "./screen.server";
import type { Route } from "./+types/route";

/** 公众号配置 (ADR 026): the tenant's official accounts; their secrets are write-only. */
export const loader = (args: Route.LoaderArgs) => loadScreen(wechatAccountScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(wechatAccountScreen, args, wechatAccountActions);
export const meta = screenMeta(wechatAccountScreen);

export default describedPage(wechatAccountScreen, useAccountParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

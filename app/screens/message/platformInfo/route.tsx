import { screenMeta } from "~/lib/menu-title";
import { platformInfoScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { usePlatformInfoParts } from "./page";
import { loadPlatformInfo, platformInfoAction } from "./screen.server";
import type { Route } from "./+types/route";

/** 平台公告 (ADR 024): announcements to the departments of the operator's subtree, delivered as 系统消息. */
export const loader = (args: Route.LoaderArgs) => loadPlatformInfo(args);
export const action = (args: Route.ActionArgs) => platformInfoAction(args);
export const meta = screenMeta(platformInfoScreen);

export default describedPage(platformInfoScreen, usePlatformInfoParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

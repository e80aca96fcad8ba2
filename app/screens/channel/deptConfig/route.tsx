import { screenMeta } from "~/lib/menu-title";
import { deptChannelScreen } from "./screen";
import { loadDeptChannel, saveDeptChannel } from "./screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { DeptChannelBody } from "./page";
import type { Route } from "./+types/route";

/** 机构通道配置: a department's channels, settle types and cost rates, saved at once (dept_channel_edit). */
export const loader = (args: Route.LoaderArgs) => loadDeptChannel(args);
export const action = (args: Route.ActionArgs) => saveDeptChannel(args);
export const meta = screenMeta(deptChannelScreen);

export default screenPage(deptChannelScreen, DeptChannelBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { screenMeta } from "~/lib/menu-title";
import { commonSettingScreen } from "./screen";
import { loadCommonSetting, saveCommonSetting } from "./screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { CommonSettingBody } from "./page";
import type { Route } from "./+types/route";

/** 通用设置: the tenant's marketing link, token refresh time, sign-in methods and auto lock (administrators). */
export const loader = (args: Route.LoaderArgs) => loadCommonSetting(args);
export const action = (args: Route.ActionArgs) => saveCommonSetting(args);
export const meta = screenMeta(commonSettingScreen);

export default screenPage(commonSettingScreen, CommonSettingBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { screenMeta } from "~/lib/menu-title";
import { commonSettingScreen } from "./screen";
import { loadCommonSetting, saveCommonSetting } from "./screen.server";
import { CommonSettingScreen } from "./page";
import type { Route } from "./+types/route";

/** 通用设置: the tenant's marketing link, token refresh time, sign-in methods and auto lock (administrators). */
export const loader = (args: Route.LoaderArgs) => loadCommonSetting(args);
export const action = (args: Route.ActionArgs) => saveCommonSetting(args);
export const meta = screenMeta(commonSettingScreen);

export default function CommonSetting({ loaderData, actionData }: Route.ComponentProps) {
  return <CommonSettingScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

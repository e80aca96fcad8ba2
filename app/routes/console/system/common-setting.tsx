import { screenMeta } from "~/lib/menu-title";
import { commonSettingScreen } from "~/screens/system/common-setting";
import { loadCommonSetting, saveCommonSetting } from "~/screens/system/common-setting.server";
import { CommonSettingScreen } from "~/screens/system/common-setting-page";
import type { Route } from "./+types/common-setting";

/** 通用设置: the tenant's marketing link, token refresh time, sign-in methods and auto lock (administrators). */
export const loader = (args: Route.LoaderArgs) => loadCommonSetting(args);
export const action = (args: Route.ActionArgs) => saveCommonSetting(args);
export const meta = screenMeta(commonSettingScreen);

export default function CommonSetting({ loaderData, actionData }: Route.ComponentProps) {
  return <CommonSettingScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

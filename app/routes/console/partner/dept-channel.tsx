import { screenMeta } from "~/lib/menu-title";
import { deptChannelScreen } from "~/screens/partner/dept-channel";
import { loadDeptChannel, saveDeptChannel } from "~/screens/partner/dept-channel.server";
import { DeptChannelScreen } from "~/screens/partner/dept-channel-page";
import type { Route } from "./+types/dept-channel";

/** 机构通道配置: a department's channels, settle types and cost rates, saved at once (dept_channel_edit). */
export const loader = (args: Route.LoaderArgs) => loadDeptChannel(args);
export const action = (args: Route.ActionArgs) => saveDeptChannel(args);
export const meta = screenMeta(deptChannelScreen);

export default function DeptChannel({ loaderData, actionData }: Route.ComponentProps) {
  return <DeptChannelScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

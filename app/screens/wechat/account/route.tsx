import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { wechatAccountScreen } from "./screen";
import { WechatAccountScreen } from "./page";
import { wechatAccountActions } from "./screen.server";
import type { Route } from "./+types/route";

/** 公众号配置 (ADR 026): the tenant's official accounts; their secrets are write-only. */
export const loader = (args: Route.LoaderArgs) => loadScreen(wechatAccountScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(wechatAccountScreen, args, wechatAccountActions);
export const meta = screenMeta(wechatAccountScreen);

export default function WechatAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <WechatAccountScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

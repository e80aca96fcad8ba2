import { screenMeta } from "~/lib/menu-title";
import { wechatMenuScreen } from "./screen";
import { WechatMenuScreen } from "./page";
import { loadWechatMenu, wechatMenuAction } from "./screen.server";
import type { Route } from "./+types/route";

/** 公众号菜单 (ADR 026): an account's menu, edited as a tree and published (wechat_menu_edit). */
export const loader = (args: Route.LoaderArgs) => loadWechatMenu(args);
export const action = (args: Route.ActionArgs) => wechatMenuAction(args);
export const meta = screenMeta(wechatMenuScreen);

export default function WechatMenu({ loaderData, actionData }: Route.ComponentProps) {
  return <WechatMenuScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

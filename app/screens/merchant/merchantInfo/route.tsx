import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { merchantInfoScreen } from "./screen";
import { merchantActions, merchantLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useMerchantParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 商户列表: search (name or number, status, reg status), sort, page, 导出; create, edit, view,
 * delete, 修改状态; links to 入网查询 and 分账配置. Rows and changes within the partner scope.
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(merchantInfoScreen, args, merchantLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(merchantInfoScreen, args, merchantActions);
export const meta = screenMeta(merchantInfoScreen);

export default describedPage(merchantInfoScreen, useMerchantParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

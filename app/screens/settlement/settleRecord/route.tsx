import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { settleRecordScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useSettleParts } from "./page";
import { settleRecordActions, settleRecordLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 结算记录: batches within the operator's partner scope, their lines, 审核, 打款 and 重试打款 (issue 17). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(settleRecordScreen, args, settleRecordLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(settleRecordScreen, args, settleRecordActions);
export const meta = screenMeta(settleRecordScreen);

export default describedPage(settleRecordScreen, useSettleParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

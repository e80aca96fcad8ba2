import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { settleConfigScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useConfigParts } from "./page";
import { settleConfigActions, settleConfigLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 结算配置: cycle, minimum amount, settlement account and 复核金额 per merchant or agent, within the partner scope (issue 17). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(settleConfigScreen, args, settleConfigLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(settleConfigScreen, args, settleConfigActions);
export const meta = screenMeta(settleConfigScreen);

export default describedPage(settleConfigScreen, useConfigParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { transactionOrderScreen } from "./screen";
import { describedPage } from "~/kit/ui/described-screen";
import { useOrderParts } from "./page";
import { tradeOrderActions, tradeOrderLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(transactionOrderScreen, args, tradeOrderLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(transactionOrderScreen, args, tradeOrderActions);
export const meta = screenMeta(transactionOrderScreen);

export default describedPage(transactionOrderScreen, useOrderParts) satisfies (
  props: Route.ComponentProps,
) => React.ReactNode;

export { ErrorBoundary } from "~/components/route-error";

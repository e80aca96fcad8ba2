import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { tradeReportScreen } from "./screen";
import { TradeReportScreen } from "./page";
import { tradeReportLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(tradeReportScreen, args, tradeReportLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(tradeReportScreen, args);
export const meta = screenMeta(tradeReportScreen);

export default function TradeReport({ loaderData, actionData }: Route.ComponentProps) {
  return <TradeReportScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

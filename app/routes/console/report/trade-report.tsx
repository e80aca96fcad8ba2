import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { tradeReportScreen } from "~/screens/report/trade-report";
import { TradeReportScreen } from "~/screens/report/trade-report-page";
import { tradeReportLoadOptions } from "~/screens/report/trade-report.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/trade-report";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(tradeReportScreen, args, tradeReportLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(tradeReportScreen, args);
export const meta = screenMeta(tradeReportScreen);

export default function TradeReport({ loaderData, actionData }: Route.ComponentProps) {
  return <TradeReportScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

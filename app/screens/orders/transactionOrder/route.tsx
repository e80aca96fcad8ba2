import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { transactionOrderScreen } from "./screen";
import { TransactionOrderScreen } from "./page";
import { tradeOrderActions, tradeOrderLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(transactionOrderScreen, args, tradeOrderLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(transactionOrderScreen, args, tradeOrderActions);
export const meta = screenMeta(transactionOrderScreen);

export default function TransactionOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <TransactionOrderScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

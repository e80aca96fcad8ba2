import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { transactionOrderScreen } from "~/screens/money/transaction-order";
import { TransactionOrderScreen } from "~/screens/money/transaction-order-page";
import { tradeOrderActions, tradeOrderLoadOptions } from "~/screens/money/transaction-order.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/transaction-order";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(transactionOrderScreen, args, tradeOrderLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(transactionOrderScreen, args, tradeOrderActions);
export const meta = screenMeta(transactionOrderScreen);

export default function TransactionOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <TransactionOrderScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

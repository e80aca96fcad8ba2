import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { refundOrderScreen } from "~/screens/money/refund-order";
import { RefundOrderScreen } from "~/screens/money/refund-order-page";
import { refundOrderLoadOptions } from "~/screens/money/refund-order.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/refund-order";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(refundOrderScreen, args, refundOrderLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(refundOrderScreen, args);
export const meta = screenMeta(refundOrderScreen);

export default function RefundOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <RefundOrderScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

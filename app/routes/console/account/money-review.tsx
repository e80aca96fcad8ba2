import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { moneyReviewScreen } from "~/screens/money/money-review";
import { MoneyReviewScreen } from "~/screens/money/money-review-page";
import { reviewActions, reviewLoadOptions } from "~/screens/money/money-review.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/money-review";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(moneyReviewScreen, args, reviewLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(moneyReviewScreen, args, reviewActions);
export const meta = screenMeta(moneyReviewScreen);

export default function MoneyReview({ loaderData, actionData }: Route.ComponentProps) {
  return <MoneyReviewScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { investPromotionScreen } from "~/screens/partner/invest-promotion";
import { investPromotionActions } from "~/screens/partner/invest-promotion.server";
import { useInvestPromotionParts } from "~/screens/partner/invest-promotion-page";
import type { Route } from "./+types/invest-promotion";

/** 招商推广人员: search (name or mobile, status), sort, page; create, edit, view, delete, batch delete. */
export const loader = (args: Route.LoaderArgs) => loadScreen(investPromotionScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(investPromotionScreen, args, investPromotionActions);
export const meta = screenMeta(investPromotionScreen);

export default function InvestPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DescribedScreen
      spec={investPromotionScreen}
      data={loaderData}
      actionData={actionData}
      useParts={useInvestPromotionParts}
    />
  );
}

export { ErrorBoundary } from "~/components/route-error";

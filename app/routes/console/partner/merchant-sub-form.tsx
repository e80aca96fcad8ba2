import { screenMeta } from "~/lib/menu-title";
import { merchantSubScreen } from "~/screens/partner/merchant-sub";
import { loadMerchantSub, saveMerchantSub } from "~/screens/partner/merchant-sub.server";
import { MerchantSubForm } from "~/screens/partner/merchant-sub-page";
import type { Route } from "./+types/merchant-sub-form";

/** /merchantSub?merchantId= (spec §2): one merchant's split-account configuration (merchant_sub_edit). */
export const loader = (args: Route.LoaderArgs) => loadMerchantSub(args);
export const action = (args: Route.ActionArgs) => saveMerchantSub(args);
export const meta = screenMeta(merchantSubScreen);

export default function MerchantSubFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MerchantSubForm data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

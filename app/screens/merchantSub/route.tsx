import { screenMeta } from "~/lib/menu-title";
import { merchantSubScreen } from "~/screens/merchant/merchantSub/screen";
import { loadMerchantSub, saveMerchantSub } from "./screen.server";
import { MerchantSubForm } from "~/screens/merchant/merchantSub/page";
import type { Route } from "./+types/route";

/** /merchantSub?merchantId= (spec §2): one merchant's split-account configuration (merchant_sub_edit). */
export const loader = (args: Route.LoaderArgs) => loadMerchantSub(args);
export const action = (args: Route.ActionArgs) => saveMerchantSub(args);
export const meta = screenMeta(merchantSubScreen);

export default function MerchantSubFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MerchantSubForm data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

import { screenMeta } from "~/lib/menu-title";
import { merchantSubScreen } from "~/screens/merchant/merchantSub/screen";
import { loadMerchantSub, saveMerchantSub } from "./screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { SubFormBody } from "~/screens/merchant/merchantSub/page";
import type { Route } from "./+types/route";

/** /merchantSub?merchantId= (spec §2): one merchant's split-account configuration (merchant_sub_edit). */
export const loader = (args: Route.LoaderArgs) => loadMerchantSub(args);
export const action = (args: Route.ActionArgs) => saveMerchantSub(args);
export const meta = screenMeta(merchantSubScreen);

export default screenPage(merchantSubScreen, SubFormBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

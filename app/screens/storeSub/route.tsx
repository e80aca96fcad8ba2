import { screenMeta } from "~/lib/menu-title";
import { storeSubScreen } from "~/screens/store/storeSub/screen";
import { loadStoreSplit, saveStoreSplit } from "~/screens/store/storeSub/screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { StoreSplitBody } from "./page";
import type { Route } from "./+types/route";

/** /storeSub?storeId= (spec §2): one store's split-account config, for holders of 门店分账配置 or 门店列表, within the partner scope. */
export const loader = (args: Route.LoaderArgs) => loadStoreSplit(args);
export const action = (args: Route.ActionArgs) => saveStoreSplit(args);
export const meta = screenMeta(storeSubScreen);

export default screenPage(storeSubScreen, StoreSplitBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { storeSubLoadOptions } from "~/screens/partner/store-split.server";
import { operatorContext } from "~/server/auth.server";
import { screenMeta } from "~/lib/menu-title";
import { storeSubScreen } from "~/screens/partner/store-sub";
import { StoreSubScreen } from "~/screens/partner/store-sub-page";
import type { Route } from "./+types/store-sub";

/** 门店分账配置: the stores of the operator's partner scope with their split state, each linking to /storeSub?storeId=. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(storeSubScreen, args, storeSubLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(storeSubScreen, args);
export const meta = screenMeta(storeSubScreen);

export default function StoreSub({ loaderData, actionData }: Route.ComponentProps) {
  return <StoreSubScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { requireScreen } from "~/kit/server/screen.server";
import { screenMeta } from "~/lib/menu-title";
import { reconBillScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useReconBillParts } from "./page";
import { lastSevenDays, openingFilters, reconBillLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = async (args: Route.LoaderArgs) => {
  // The menu first: the opening filters are only for operators who may open the screen.
  await requireScreen(args.context);
  const opening = openingFilters(args.request, reconBillScreen, lastSevenDays());
  if (opening) throw opening;
  return loadScreen(reconBillScreen, args, reconBillLoadOptions(args.context.get(operatorContext), args.request));
};
export const action = (args: Route.ActionArgs) => screenAction(reconBillScreen, args);
export const meta = screenMeta(reconBillScreen);

export default describedPage(reconBillScreen, useReconBillParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

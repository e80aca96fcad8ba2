import { loadScreen, screenAction } from "~/kit/server/described.server";
import { requireScreen } from "~/kit/server/screen.server";
import { screenMeta } from "~/lib/menu-title";
import { OPEN, reconErrorScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useReconErrorParts } from "./page";
import { reconErrorActions, reconErrorLoadOptions } from "./screen.server";
import { openingFilters } from "~/screens/reconciliation/bill/screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = async (args: Route.LoaderArgs) => {
  // The menu first: the opening filters are only for operators who may open the screen.
  await requireScreen(args.context);
  const opening = openingFilters(args.request, reconErrorScreen, { state: OPEN });
  if (opening) throw opening;
  return loadScreen(reconErrorScreen, args, reconErrorLoadOptions(args.context.get(operatorContext), args.request));
};
export const action = (args: Route.ActionArgs) => screenAction(reconErrorScreen, args, reconErrorActions);
export const meta = screenMeta(reconErrorScreen);

export default describedPage(reconErrorScreen, useReconErrorParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

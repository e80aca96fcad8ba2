import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { companyConfigScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useCompanyParts } from "./page";
import { companyConfigActions, companyConfigLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(companyConfigScreen, args, companyConfigLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(companyConfigScreen, args, companyConfigActions);
export const meta = screenMeta(companyConfigScreen);

export default describedPage(companyConfigScreen, useCompanyParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

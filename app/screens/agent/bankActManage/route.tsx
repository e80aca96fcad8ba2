import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { bankActScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useBankActParts } from "./page";
import { bankActActions } from "./screen.server";
import type { Route } from "./+types/route";

/** 银行活动 (ADR 023): banks' discount activities over Beijing days; the rows the activity search-select finds. */
export const loader = (args: Route.LoaderArgs) => loadScreen(bankActScreen, args);
export const action = (args: Route.ActionArgs) => screenAction(bankActScreen, args, bankActActions);
export const meta = screenMeta(bankActScreen);

export default describedPage(bankActScreen, useBankActParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

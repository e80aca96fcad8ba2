import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { rateTemplateScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useTemplateParts } from "./page";
import { rateTemplateActions, rateTemplateLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 费率模板 (ADR 020): templates of agents' cost rates per channel and pay type; 复制, and 删除 while no policy uses one. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(rateTemplateScreen, args, rateTemplateLoadOptions(args.context.get(operatorContext), args.request));
export const action = async (args: Route.ActionArgs) =>
  screenAction(rateTemplateScreen, args, await rateTemplateActions(args.context.get(operatorContext)));
export const meta = screenMeta(rateTemplateScreen);

export default describedPage(rateTemplateScreen, useTemplateParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

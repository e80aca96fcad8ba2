import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { attachScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useAttachParts } from "./page";
import { attachLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 附件管理: the tenant's uploaded files; preview and download through the console, delete with the stored bytes (ADR 027). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(attachScreen, args, attachLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(attachScreen, args);
export const meta = screenMeta(attachScreen);

export default describedPage(attachScreen, useAttachParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

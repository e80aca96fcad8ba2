import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { ossScreen } from "./screen";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useOssParts } from "./page";
import { ossActions, ossLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 对象存储: the tenant's storage configs, 启用 (one at a time) and 测试上传; the secret key is write-only (ADR 027). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(ossScreen, args, ossLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(ossScreen, args, ossActions);
export const meta = screenMeta(ossScreen);

export default describedPage(ossScreen, useOssParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

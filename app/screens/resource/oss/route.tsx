import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { ossScreen } from "./screen";
import { OssScreen } from "./page";
import { ossActions, ossLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 对象存储: the tenant's storage configs, 启用 (one at a time) and 测试上传; the secret key is write-only (ADR 027). */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(ossScreen, args, ossLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(ossScreen, args, ossActions);
export const meta = screenMeta(ossScreen);

export default function Oss({ loaderData, actionData }: Route.ComponentProps) {
  return <OssScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

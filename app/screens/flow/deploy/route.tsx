import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowDeployScreen } from "./screen";
import { FlowDeployScreen } from "./page";
import { deployActions, deployLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowDeployScreen, args, deployLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(flowDeployScreen, args, deployActions);
export const meta = screenMeta(flowDeployScreen);

export default function FlowDeploy({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowDeployScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowDeployScreen } from "~/screens/flow/deploy";
import { FlowDeployScreen } from "~/screens/flow/deploy-page";
import { deployActions, deployLoadOptions } from "~/screens/flow/deploy.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/deploy";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowDeployScreen, args, deployLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(flowDeployScreen, args, deployActions);
export const meta = screenMeta(flowDeployScreen);

export default function FlowDeploy({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowDeployScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

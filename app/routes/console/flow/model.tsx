import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowModelScreen } from "~/screens/flow/model";
import { FlowModelScreen } from "~/screens/flow/model-page";
import { modelActions, modelLoadOptions } from "~/screens/flow/model.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/model";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowModelScreen, args, modelLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(flowModelScreen, args, modelActions);
export const meta = screenMeta(flowModelScreen);

export default function FlowModel({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowModelScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

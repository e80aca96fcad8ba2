import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowModelScreen } from "./screen";
import { FlowModelScreen } from "./page";
import { modelActions, modelLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowModelScreen, args, modelLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(flowModelScreen, args, modelActions);
export const meta = screenMeta(flowModelScreen);

export default function FlowModel({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowModelScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

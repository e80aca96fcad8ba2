import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowCountScreen } from "~/screens/marketing/flow-count";
import { FlowCountScreen } from "~/screens/marketing/flow-count-page";
import { flowCountActions, flowCountLoadOptions } from "~/screens/marketing/flow-count.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/flow-count";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowCountScreen, args, flowCountLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(flowCountScreen, args, flowCountActions);
export const meta = screenMeta(flowCountScreen);

export default function FlowCount({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowCountScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

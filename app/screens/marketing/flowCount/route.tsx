import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowCountScreen } from "./screen";
import { FlowCountScreen } from "./page";
import { flowCountActions, flowCountLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowCountScreen, args, flowCountLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(flowCountScreen, args, flowCountActions);
export const meta = screenMeta(flowCountScreen);

export default function FlowCount({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowCountScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

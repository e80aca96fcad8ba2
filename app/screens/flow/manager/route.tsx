import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowManagerScreen } from "./screen";
import { FlowManagerScreen } from "./page";
import { managerActions, managerLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowManagerScreen, args, managerLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(flowManagerScreen, args, managerActions);
export const meta = screenMeta(flowManagerScreen);

export default function FlowManager({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowManagerScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

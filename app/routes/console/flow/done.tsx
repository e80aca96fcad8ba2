import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowDoneScreen } from "~/screens/flow/todo";
import { FlowDoneScreen } from "~/screens/flow/todo-page";
import { taskLoadOptions } from "~/screens/flow/todo.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/done";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowDoneScreen, args, taskLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(flowDoneScreen, args, {});
export const meta = screenMeta(flowDoneScreen);

export default function FlowDone({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowDoneScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

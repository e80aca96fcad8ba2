import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { flowTodoScreen } from "./screen";
import { FlowTodoScreen } from "./page";
import { taskLoadOptions, todoActions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(flowTodoScreen, args, taskLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(flowTodoScreen, args, todoActions);
export const meta = screenMeta(flowTodoScreen);

export default function FlowTodo({ loaderData, actionData }: Route.ComponentProps) {
  return <FlowTodoScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

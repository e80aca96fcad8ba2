import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { agentScreen } from "./screen";
import { AgentScreen } from "./page";
import { agentActions } from "./agent-actions.server";
import { agentLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(agentScreen, args, agentLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(agentScreen, args, agentActions);
export const meta = screenMeta(agentScreen);

export default function AgentInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <AgentScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { freezeScreen } from "./screen";
import { FreezeScreen } from "./page";
import { freezeActions, freezeLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(freezeScreen, args, freezeLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(freezeScreen, args, freezeActions);
export const meta = screenMeta(freezeScreen);

export default function FreezeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FreezeScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

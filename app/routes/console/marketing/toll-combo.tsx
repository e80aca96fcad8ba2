import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { tollComboScreen } from "~/screens/marketing/toll-combo";
import { TollComboScreen } from "~/screens/marketing/toll-combo-page";
import { tollComboActions, tollComboLoadOptions } from "~/screens/marketing/toll-combo.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/toll-combo";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(tollComboScreen, args, tollComboLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(tollComboScreen, args, tollComboActions);
export const meta = screenMeta(tollComboScreen);

export default function TollCombo({ loaderData, actionData }: Route.ComponentProps) {
  return <TollComboScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

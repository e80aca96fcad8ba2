import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { policyInfoScreen } from "~/screens/policy/policy-info";
import { PolicyInfoScreen } from "~/screens/policy/policy-info-page";
import { policyInfoActions, policyInfoLoadOptions } from "~/screens/policy/policy-info.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/policy-info";

/** 政策列表 (ADR 020): a rate template for a level of agents or one agent from a day after today; the network's ordering is the backend's rule. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(policyInfoScreen, args, policyInfoLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(policyInfoScreen, args, policyInfoActions);
export const meta = screenMeta(policyInfoScreen);

export default function PolicyInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <PolicyInfoScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

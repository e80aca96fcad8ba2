import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { rateTemplateScreen } from "./screen";
import { RateTemplateScreen } from "./page";
import { rateTemplateActions, rateTemplateLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 费率模板 (ADR 020): templates of agents' cost rates per channel and pay type; 复制, and 删除 while no policy uses one. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(rateTemplateScreen, args, rateTemplateLoadOptions(args.context.get(operatorContext), args.request));
export const action = async (args: Route.ActionArgs) =>
  screenAction(rateTemplateScreen, args, await rateTemplateActions(args.context.get(operatorContext)));
export const meta = screenMeta(rateTemplateScreen);

export default function RateTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <RateTemplateScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

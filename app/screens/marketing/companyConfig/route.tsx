import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { companyConfigScreen } from "./screen";
import { CompanyConfigScreen } from "./page";
import { companyConfigActions, companyConfigLoadOptions } from "./screen.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(companyConfigScreen, args, companyConfigLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(companyConfigScreen, args, companyConfigActions);
export const meta = screenMeta(companyConfigScreen);

export default function CompanyConfig({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyConfigScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

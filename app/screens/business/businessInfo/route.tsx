import { loadScreen, screenAction } from "~/kit/server/described.server";
import { DescribedScreen } from "~/kit/ui/described-screen";
import { screenMeta } from "~/lib/menu-title";
import { businessInfoScreen } from "./screen";
import type { Route } from "./+types/route";

/** 业务列表: each salesperson's agents and merchants developed (counts, latest date); search, sort, page, export. */
export const loader = (args: Route.LoaderArgs) => loadScreen(businessInfoScreen, args, { detail: null });
export const action = (args: Route.ActionArgs) => screenAction(businessInfoScreen, args);
export const meta = screenMeta(businessInfoScreen);

export default function BusinessInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <DescribedScreen spec={businessInfoScreen} data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

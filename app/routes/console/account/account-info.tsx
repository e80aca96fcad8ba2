import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { accountInfoScreen } from "~/screens/money/account-info";
import { AccountInfoScreen } from "~/screens/money/account-info-page";
import { accountLoadOptions } from "~/screens/money/account-info.server";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/account-info";

export const loader = (args: Route.LoaderArgs) =>
  loadScreen(accountInfoScreen, args, accountLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(accountInfoScreen, args);
export const meta = screenMeta(accountInfoScreen);

export default function AccountInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountInfoScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { migrationScreen } from "./screen";
import { migrationActions, migrationLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useMigrationParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/** 代理商迁移: merchants with their current and previous agents, each one's trajectory (查看), 迁移, the latest records, the backend's trajectory export. */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(migrationScreen, args, migrationLoadOptions(args.context.get(operatorContext)));
export const action = (args: Route.ActionArgs) => screenAction(migrationScreen, args, migrationActions);
export const meta = screenMeta(migrationScreen);

export default describedPage(migrationScreen, useMigrationParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

import { loadScreen, screenAction } from "~/kit/server/described.server";
import { screenMeta } from "~/lib/menu-title";
import { equipInfoScreen } from "./screen";
import { equipActions, equipLoadOptions } from "./screen.server";
import { describedPage, type RouteComponent } from "~/kit/ui/described-screen";
import { useEquipParts } from "./page";
import { operatorContext } from "~/server/auth.server";
import type { Route } from "./+types/route";

/**
 * 设备列表: the devices of the operator's partner scope; search (SN, type, status, merchant,
 * store), sort, page, export; add, edit, view, delete; 绑定 to a store by its number and 解绑.
 */
export const loader = (args: Route.LoaderArgs) =>
  loadScreen(equipInfoScreen, args, equipLoadOptions(args.context.get(operatorContext), args.request));
export const action = (args: Route.ActionArgs) => screenAction(equipInfoScreen, args, equipActions);
export const meta = screenMeta(equipInfoScreen);

export default describedPage(equipInfoScreen, useEquipParts) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

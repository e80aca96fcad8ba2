import { screenMeta } from "~/lib/menu-title";
import { equipTenantScreen } from "./screen";
import { loadEquipTenant, saveEquipTenant } from "./screen.server";
import { type RouteComponent, screenPage } from "~/kit/ui/crud-screen";
import { EquipTenantBody } from "./page";
import type { Route } from "./+types/route";

/** 设备租户配置: receipt printing, SN prefix, sign slips and cashiers, each section saved on its own (equip_tenant_edit). */
export const loader = (args: Route.LoaderArgs) => loadEquipTenant(args);
export const action = (args: Route.ActionArgs) => saveEquipTenant(args);
export const meta = screenMeta(equipTenantScreen);

export default screenPage(equipTenantScreen, EquipTenantBody) satisfies RouteComponent<Route.ComponentProps>;

export { ErrorBoundary } from "~/components/route-error";

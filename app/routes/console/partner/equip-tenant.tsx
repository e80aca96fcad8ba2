import { screenMeta } from "~/lib/menu-title";
import { equipTenantScreen } from "~/screens/partner/equip-tenant";
import { loadEquipTenant, saveEquipTenant } from "~/screens/partner/equip-tenant.server";
import { EquipTenantScreen } from "~/screens/partner/equip-tenant-page";
import type { Route } from "./+types/equip-tenant";

/** 设备租户配置: receipt printing, SN prefix, sign slips and cashiers, each section saved on its own (equip_tenant_edit). */
export const loader = (args: Route.LoaderArgs) => loadEquipTenant(args);
export const action = (args: Route.ActionArgs) => saveEquipTenant(args);
export const meta = screenMeta(equipTenantScreen);

export default function EquipTenant({ loaderData, actionData }: Route.ComponentProps) {
  return <EquipTenantScreen data={loaderData} actionData={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error";

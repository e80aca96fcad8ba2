/** cloud-equip: devices (equipinfo) and the tenant's equipment settings (equip-tenant). */
import type { Route } from "../../core/env";
import { equipInfoRoutes } from "./routes";
import { equipTenantRoutes } from "./tenant";

export const equipRoutes: Route[] = [...equipInfoRoutes, ...equipTenantRoutes];

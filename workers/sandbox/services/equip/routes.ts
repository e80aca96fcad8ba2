/** cloud-equip: devices (equipinfo) and the tenant's equipment settings (equip-tenant). */
import type { Route } from "../../core/env";
import { equipInfoRoutes } from "./devices";
import { equipTenantRoutes } from "./tenant";

export default [...equipInfoRoutes, ...equipTenantRoutes] satisfies Route[];

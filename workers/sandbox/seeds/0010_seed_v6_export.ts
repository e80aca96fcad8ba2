/** Tenant 000004 and its account export01, whose 接口日志 is generated (services/log/generated.ts), nothing in the other tenants. */
import { tenantSeed } from "../core/db";
import { exportTenantSeed } from "../services/user/seed-export";

export default tenantSeed(exportTenantSeed);

/** Tenant 000003 and its 300 accounts for `npm run load`, nothing in the other tenants. */
import { tenantSeed } from "../core/db";
import { loadTenantSeed } from "../services/user/seed-load";

export default tenantSeed(loadTenantSeed);

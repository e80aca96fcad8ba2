/** Stores and cashiers at scale (30,000 and 10,000 over the tenant's merchants), some store split configs (after seed_v9_merchant). */
import { tenantSeed } from "../core/db";
import { storeSeed } from "../services/store/seed";

export default tenantSeed(storeSeed);

/** A reconciliation batch per channel per day over the last 30 days and their differences, derived from the orders. */
import { tenantSeed } from "../../core/db";
import { reconSeed } from "../../services/recon/seed";

export default tenantSeed(() => reconSeed());

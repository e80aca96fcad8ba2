/** The rows behind the remote search-selects: agents, salespersons, bank activities, merchants, stores, cashiers, sales reps. */
import { tenantSeed } from "../core/db";
import { businessSearchSeed } from "../services/business-search/seed";

export default tenantSeed(businessSearchSeed);

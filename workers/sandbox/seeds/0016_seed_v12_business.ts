/** 业务员, 业务 and 代理商迁移: more salespersons, who developed what, migration records and trajectories. */
import { tenantSeed } from "../core/db";
import { businessSeed } from "../services/migration/seed";

export default tenantSeed(businessSeed);

/** 营销活动 and 银行活动 (ADR 023): the activity buttons 启用/停用 and 同步, activities in 000001 and 000002, the bank activities' periods and rules. */
import { tenantSeed } from "../core/db";
import { marketingActivitySeed } from "../services/activity/seed";

export default tenantSeed(() => marketingActivitySeed());

/** 20,000 more merchants over the agents, their split configs and network-entry status. */
import { tenantSeed } from "../core/db";
import { merchantSeed } from "../services/merchant/seed";

export default tenantSeed(merchantSeed);

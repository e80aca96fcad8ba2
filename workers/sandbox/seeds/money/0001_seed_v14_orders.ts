/** 200,000 orders over 183 days up to the seed's moment, refunds, an account per merchant and agent, the ledger. */
import { tenantSeed } from "../../core/db";
import { orderDataSeed } from "../../services/order/seed";

export default tenantSeed(() => orderDataSeed());

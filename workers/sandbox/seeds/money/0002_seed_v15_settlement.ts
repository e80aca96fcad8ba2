/** Settle configs of the trading merchants, 30 days of settlement batches over their orders, SETTLE/REMIT ledger rows. */
import { tenantSeed } from "../../core/db";
import { settlementDataSeed } from "../../services/settlement/seed";

export default tenantSeed(() => settlementDataSeed());

/** Freezes on some merchants' accounts with their ledger rows (after the settlement's balances). */
import { tenantSeed } from "../../core/db";
import { accountDataSeed } from "../../services/account/seed";

export default tenantSeed(() => accountDataSeed());

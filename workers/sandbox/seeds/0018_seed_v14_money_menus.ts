/** Money movement's menus, buttons, grants and dictionaries (ADR 018); its data is the money seeds' (seeds/money/), on first use. */
import { tenantSeed } from "../core/db";
import { joinSeeds } from "../core/seed";
import { orderMenuSeed } from "../services/order/seed";
import { settlementMenuSeed } from "../services/settlement/seed";
import { accountMenuSeed } from "../services/account/seed";

export default tenantSeed(() => joinSeeds(orderMenuSeed(), settlementMenuSeed(), accountMenuSeed()));

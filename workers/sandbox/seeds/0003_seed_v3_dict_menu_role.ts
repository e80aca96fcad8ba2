/** The system dictionary and the business dictionaries of 000001 and 000002; the roles and their menu and top-menu grants. */
import { tenantSeed } from "../core/db";
import { joinSeeds } from "../core/seed";
import { dictSeed } from "../services/dict/seed";
import { roleTreeSeed } from "../services/role/seed";

export default tenantSeed(() => joinSeeds(dictSeed(), roleTreeSeed()));

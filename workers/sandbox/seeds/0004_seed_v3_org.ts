/** The dept tree, extra posts and the regions; user01…user40 of 000001 and user01…user03 of 000002. */
import { tenantSeed } from "../core/db";
import { joinSeeds } from "../core/seed";
import { orgSeed } from "../services/org/seed";
import { directorySeed } from "../services/user/seed";

export default tenantSeed(() => joinSeeds(orgSeed(), directorySeed()));

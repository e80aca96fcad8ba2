/** MCC codes, bank branches, blacklist and sensitive words; the api, error and usual logs. */
import { tenantSeed } from "../core/db";
import { joinSeeds } from "../core/seed";
import { referenceSeed } from "../services/reference/seed";
import { logsSeed } from "../services/log/seed";

export default tenantSeed(() => joinSeeds(referenceSeed(), logsSeed()));

/**
 * The seeds, in the order they are applied after the migrations (core/db.ts); each runs once and
 * is recorded in `_migrations`. Their data lives with the services.
 */
import { emptyDatabaseSeed, type Seed, tenantSeed } from "./core/db";
import { seedRows } from "./seed";
import { shellSeed } from "./seed-shell";
import { businessSearchSeed } from "./services/business-search/seed";
import { dictMenuRoleSeed } from "./services/dict/seed";
import { orgSeed } from "./services/org/seed";
import { referenceSeed } from "./services/reference/seed";
import { operatorSystemSeed } from "./services/role/seed-operator-system";
import { dataScopeSeed } from "./services/user/seed-data-scope";

export const SEEDS: Seed[] = [
  // The base data set, only into an empty database.
  emptyDatabaseSeed("seed_v1", async () => ({ rows: await seedRows() })),
  // The console shell's data; this and every later seed go into any database that holds seed_v1's tenant.
  tenantSeed("seed_v2_shell", shellSeed),
  tenantSeed("seed_v3_dict_menu_role", dictMenuRoleSeed),
  tenantSeed("seed_v3_org", orgSeed),
  tenantSeed("seed_v3_reference", referenceSeed),
  tenantSeed("seed_v3_business_search", businessSearchSeed),
  tenantSeed("seed_v3_operator_system", operatorSystemSeed),
  tenantSeed("seed_v4_data_scope", dataScopeSeed),
];

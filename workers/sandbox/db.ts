/**
 * Migrations and seed, applied automatically on the first request (no manual step: works in
 * `vite preview`, `wrangler dev` and tests). `_migrations` records what ran; the seed is
 * recorded there too, so each request costs one small read once everything is in place.
 */
import init from "./migrations/0001_init";
import shell from "./migrations/0002_shell";
import autoLock from "./migrations/0003_auto_lock";
import dictMenuRole from "./migrations/0004_dict_menu_role";
import org from "./migrations/0005_org";
import reference from "./migrations/0006_reference";
import businessSearch from "./migrations/0007_business_search";
import { seedRows } from "./seed";
import { seedId } from "./seed-ids";
import { businessSearchSeed } from "./seed-business-search";
import { dataScopeSeed } from "./seed-data-scope";
import { dictMenuRoleSeed } from "./seed-dict-menu-role";
import { operatorSystemSeed } from "./seed-operator-system";
import { orgSeed } from "./seed-org";
import { referenceSeed } from "./seed-reference";
import { shellSeed } from "./seed-shell";

interface Migration {
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  { name: "0001_init", sql: init },
  { name: "0002_shell", sql: shell },
  { name: "0003_auto_lock", sql: autoLock },
  { name: "0004_dict_menu_role", sql: dictMenuRole },
  { name: "0005_org", sql: org },
  { name: "0006_reference", sql: reference },
  { name: "0007_business_search", sql: businessSearch },
];

/** A seed's data: table name → rows, inserted with INSERT OR IGNORE; plus optional UPDATEs. */
export type SeedData = { rows: [string, Record<string, unknown>[]][]; updates?: [string, unknown[]][] };

interface Seed {
  name: string;
  /** The statements to run; none when the seed does not apply to this database. */
  statements(db: D1Database): Promise<D1PreparedStatement[]>;
}

/** Seeds run in order after the migrations, each once (recorded in `_migrations`). */
export const SEEDS: Seed[] = [
  {
    // The base data set, only into an empty database.
    name: "seed_v1",
    async statements(db) {
      const empty = (await db.prepare("SELECT COUNT(*) AS n FROM blade_tenant").first<number>("n")) === 0;
      if (!empty) return [];
      const out: D1PreparedStatement[] = [];
      for (const [table, rows] of await seedRows()) out.push(...insertStatements(db, table, rows));
      return out;
    },
  },
  {
    // The console shell's data, into any database that holds seed_v1's tenant.
    name: "seed_v2_shell",
    async statements(db) {
      const seeded = await db.prepare("SELECT 1 AS hit FROM blade_tenant WHERE id = ?").bind(seedId(11, 1)).first<number>("hit");
      if (!seeded) return [];
      const { rows, updates } = shellSeed();
      return [
        ...rows.flatMap(([table, list]) => insertStatements(db, table, list)),
        ...updates.map(([sql, binds]) => db.prepare(sql).bind(...binds)),
      ];
    },
  },
  tenantSeed("seed_v3_dict_menu_role", dictMenuRoleSeed),
  tenantSeed("seed_v3_org", orgSeed),
  tenantSeed("seed_v3_reference", referenceSeed),
  tenantSeed("seed_v3_business_search", businessSearchSeed),
  tenantSeed("seed_v3_operator_system", operatorSystemSeed),
  tenantSeed("seed_v4_data_scope", dataScopeSeed),
];

/** A seed for any database that holds seed_v1's tenant (fresh or upgraded alike). */
function tenantSeed(name: string, data: () => SeedData | Promise<SeedData>): Seed {
  return {
    name,
    async statements(db) {
      const seeded = await db.prepare("SELECT 1 AS hit FROM blade_tenant WHERE id = ?").bind(seedId(11, 1)).first<number>("hit");
      if (!seeded) return [];
      const { rows, updates = [] } = await data();
      return [
        ...rows.flatMap(([table, list]) => insertStatements(db, table, list)),
        ...updates.map(([sql, binds]) => db.prepare(sql).bind(...binds)),
      ];
    },
  };
}

function statements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** D1 binds at most 100 parameters per statement: chunk multi-row inserts below that. */
export function insertStatements(db: D1Database, table: string, rows: Record<string, unknown>[]): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(99 / columns.length));
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    const sql = `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`;
    out.push(db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((c) => row[c] ?? null))));
  }
  return out;
}

async function applied(db: D1Database): Promise<Set<string>> {
  try {
    const { results } = await db.prepare("SELECT name FROM _migrations").all<{ name: string }>();
    return new Set(results.map((r) => r.name));
  } catch {
    await db.prepare("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)").run();
    return new Set();
  }
}

async function migrate(db: D1Database): Promise<void> {
  const done = await applied(db);
  if ([...MIGRATIONS, ...SEEDS].every((m) => done.has(m.name))) return;
  for (const migration of MIGRATIONS) {
    if (done.has(migration.name)) continue;
    try {
      await db.batch([
        ...statements(migration.sql).map((s) => db.prepare(s)),
        db.prepare("INSERT OR IGNORE INTO _migrations (name, applied_at) VALUES (?, ?)").bind(migration.name, Date.now()),
      ]);
    } catch (error) {
      // Another isolate may have applied it meanwhile (ALTER TABLE is not idempotent).
      if (!(await applied(db)).has(migration.name)) throw error;
    }
  }
  for (const seed of SEEDS) {
    if (done.has(seed.name)) continue;
    await db.batch([
      ...(await seed.statements(db)),
      db.prepare("INSERT OR IGNORE INTO _migrations (name, applied_at) VALUES (?, ?)").bind(seed.name, Date.now()),
    ]);
  }
}

const ready = new WeakMap<D1Database, Promise<void>>();

/**
 * Brings the database up to date once per isolate and binding: concurrent first requests share
 * one run, later requests skip the check; a failed run is retried by the next request.
 */
export function ensureDb(db: D1Database): Promise<void> {
  let run = ready.get(db);
  if (!run) {
    run = migrate(db).catch((error: unknown) => {
      ready.delete(db);
      throw error;
    });
    ready.set(db, run);
  }
  return run;
}

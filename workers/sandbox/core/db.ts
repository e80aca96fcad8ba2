/**
 * Migrations and seeds, applied automatically on the first request (no manual step: works in
 * `npm start`, `wrangler dev` and tests). `_migrations` records what ran; the seeds are
 * recorded there too, so each request costs one small read once everything is in place.
 * The migrations and seeds are files, found and ordered by `database.ts` (ADR 033). Also the row
 * writers the seeds and the services' submits share: inserts, updates of a row or of a list of ids,
 * audit columns.
 */
import { operatorName, type SessionUser } from "./env";
import { seedId } from "./ids";
import type { SeedData } from "./seed";

export interface Migration {
  name: string;
  sql: string;
}

/** What a seed runs: a seed file's default export (`seeds/`); its name comes from the file's (ADR 033). */
export interface SeedRun {
  /** The statements to run; none when the seed does not apply to this database. */
  statements(db: D1Database): Promise<D1PreparedStatement[]>;
  /** The rows and updates of a seed made of data (tests check it is deterministic). */
  data?: () => SeedData | Promise<SeedData>;
}

/** A seed with the name `_migrations` records for it. */
export interface Seed extends SeedRun {
  name: string;
}

/** A seed for an empty database only (no tenant yet): the base data set. */
export function emptyDatabaseSeed(data: () => SeedData | Promise<SeedData>): SeedRun {
  return {
    data,
    async statements(db) {
      const empty = (await db.prepare("SELECT COUNT(*) AS n FROM blade_tenant").first<number>("n")) === 0;
      if (!empty) return [];
      return seedStatements(db, await data());
    },
  };
}

/** A seed for any database that holds seed_v1's tenant (fresh or upgraded alike). */
export function tenantSeed(data: () => SeedData | Promise<SeedData>): SeedRun {
  return {
    data,
    async statements(db) {
      const seeded = await db
        .prepare("SELECT 1 AS hit FROM blade_tenant WHERE id = ?")
        .bind(seedId(11, 1))
        .first<number>("hit");
      if (!seeded) return [];
      return seedStatements(db, await data());
    },
  };
}

/** A seed's inserts, then its updates. */
function seedStatements(db: D1Database, { rows, updates = [] }: SeedData): D1PreparedStatement[] {
  return [
    ...rows.flatMap(([table, list]) => insertStatements(db, table, list)),
    ...updates.map(([sql, binds]) => db.prepare(sql).bind(...binds)),
  ];
}

function statements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * D1 binds at most 100 parameters per statement: chunk multi-row inserts below that. `verb`:
 * `INSERT OR IGNORE` (a taken unique key changes nothing) or `INSERT` (it fails the statement).
 */
export function insertStatements(
  db: D1Database,
  table: string,
  rows: Record<string, unknown>[],
  verb: "INSERT OR IGNORE" | "INSERT" = "INSERT OR IGNORE",
): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(99 / columns.length));
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    const sql = `${verb} INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`;
    out.push(db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((c) => row[c] ?? null))));
  }
  return out;
}

/**
 * One row's insert (a submit's new row): `INSERT OR IGNORE` (no change when a unique key is
 * taken), or with `verb` `INSERT` where a taken key must fail, as the services that check it first do.
 */
export function insertRow(
  db: D1Database,
  table: string,
  row: Record<string, unknown>,
  verb: "INSERT OR IGNORE" | "INSERT" = "INSERT OR IGNORE",
): D1PreparedStatement {
  return insertStatements(db, table, [row], verb)[0]!;
}

/** `UPDATE table SET column = ?, … WHERE where` of `values` (column → value, in their order), then `binds`. */
export function updateRow(
  db: D1Database,
  table: string,
  values: Record<string, unknown>,
  where: string,
  ...binds: unknown[]
): D1PreparedStatement {
  const { columns, bound } = columnsOf(values);
  return db
    .prepare(`UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE ${where}`)
    .bind(...bound, ...binds);
}

/**
 * A batch change (a logical delete, a status) of the tenant's rows among `ids`: `updateRow` where
 * `tenant_id` is the tenant and the id in the list (bound once as JSON: any number of ids), with
 * `liveOnly` only rows not deleted yet.
 */
export function updateIds(
  db: D1Database,
  table: string,
  values: Record<string, unknown>,
  tenantId: string,
  ids: string[],
  { liveOnly = false } = {},
): D1PreparedStatement {
  const live = liveOnly ? " AND is_deleted = 0" : "";
  const where = `tenant_id = ?${live} AND id IN (SELECT value FROM json_each(?))`;
  return updateRow(db, table, values, where, tenantId, JSON.stringify(ids));
}

/**
 * One row's `INSERT … SELECT … WHERE where`: inserted only while the condition (its `binds` after
 * the row's values) holds, checked in the same statement as the write.
 */
export function insertRowWhere(
  db: D1Database,
  table: string,
  row: Record<string, unknown>,
  where: string,
  ...binds: unknown[]
): D1PreparedStatement {
  const { columns, bound } = columnsOf(row);
  return db
    .prepare(`INSERT INTO ${table} (${columns.join(", ")}) SELECT ${columns.map(() => "?").join(", ")} WHERE ${where}`)
    .bind(...bound, ...binds);
}

/** A row's columns and, in their order, the values to bind (undefined as NULL). */
function columnsOf(row: Record<string, unknown>): { columns: string[]; bound: unknown[] } {
  const columns = Object.keys(row);
  return { columns, bound: columns.map((c) => row[c] ?? null) };
}

/** A new row's creator where the table records the creator's name (marketing, policy and WeChat rows), at `now`. */
export function createdByName(user: SessionUser, now: number) {
  return { create_user: user.userId, create_user_name: operatorName(user), create_time: now };
}

/** A new row's audit columns (BladeX's BaseEntity): created and last changed by the operator, in their dept, at `now`. */
export function createdBy(user: SessionUser, now: number) {
  return {
    create_user: user.userId,
    create_dept: user.deptId || null,
    create_time: now,
    update_user: user.userId,
    update_time: now,
  };
}

async function applied(db: D1Database): Promise<Set<string>> {
  try {
    const { results } = await db.prepare("SELECT name FROM _migrations").all<{ name: string }>();
    return new Set(results.map((r) => r.name));
  } catch {
    await db
      .prepare("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)")
      .run();
    return new Set();
  }
}

async function migrate(db: D1Database, migrations: Migration[], seeds: Seed[]): Promise<void> {
  const done = await applied(db);
  if ([...migrations, ...seeds].every((m) => done.has(m.name))) return;
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    try {
      await db.batch([
        ...statements(migration.sql).map((s) => db.prepare(s)),
        db
          .prepare("INSERT OR IGNORE INTO _migrations (name, applied_at) VALUES (?, ?)")
          .bind(migration.name, Date.now()),
      ]);
    } catch (error) {
      // Another isolate may have applied it meanwhile (ALTER TABLE is not idempotent).
      if (!(await applied(db)).has(migration.name)) throw error;
    }
  }
  for (const seed of seeds) {
    if (done.has(seed.name)) continue;
    await db.batch([
      ...(await seed.statements(db)),
      db.prepare("INSERT OR IGNORE INTO _migrations (name, applied_at) VALUES (?, ?)").bind(seed.name, Date.now()),
    ]);
  }
}

const ready = new WeakMap<D1Database, Map<string, Promise<void>>>();

/**
 * Brings the database up to date once per isolate, binding and `part` (the schema and base data,
 * or a part applied on first use): concurrent first requests share one run, later requests skip
 * the check; a failed run is retried by the next request.
 */
export function ensureDb(db: D1Database, migrations: Migration[], seeds: Seed[], part = "base"): Promise<void> {
  let runs = ready.get(db);
  if (!runs) ready.set(db, (runs = new Map()));
  let run = runs.get(part);
  if (!run) {
    run = migrate(db, migrations, seeds).catch((error: unknown) => {
      runs.delete(part);
      throw error;
    });
    runs.set(part, run);
  }
  return run;
}

/**
 * What every seed shares: the seeded ids the other seeds, the tests and the docs refer to, the
 * seeds' clocks, and the shape of a seed's data (table name → rows, plus optional UPDATEs). The
 * seeds themselves live with their services, joined by the files in seeds/ (database.ts).
 */
import { seedId } from "./ids";

/** Seeded ids the tests and docs refer to (seed_v1's tenants, roles, users, depts, top menus). */
export const SEED = {
  tenant1: "000001",
  tenant2: "000002",
  roleAdmin1: seedId(14, 1),
  roleOperator1: seedId(14, 2),
  roleAdmin2: seedId(14, 3),
  userAdmin1: seedId(15, 1),
  userOperator1: seedId(15, 2),
  userAdmin2: seedId(15, 7),
  deptHq1: seedId(12, 1),
  deptOps1: seedId(12, 2),
  deptHq2: seedId(12, 3),
  topBusiness1: seedId(19, 1),
  topSystem1: seedId(19, 2),
} as const;

/** seed_v1's clock (2026-01-05 09:30 GMT+8) and seed_v2_shell's (2026-01-06 09:00 GMT+8). */
export const SEED_TIME = Date.UTC(2026, 0, 5, 1, 30, 0);
export const SHELL_SEED_TIME = Date.UTC(2026, 0, 6, 1, 0, 0);

/** A seeded row: column → value. */
export type Row = Record<string, string | number | null>;

/** A seed's data: table name → rows, inserted with INSERT OR IGNORE; plus optional UPDATEs. */
export type SeedData = { rows: [string, Record<string, unknown>[]][]; updates?: [string, unknown[]][] };

/** One seed made of several services' parts: all their rows, then all their updates, in the order given. */
export function joinSeeds(...parts: SeedData[]): SeedData {
  return { rows: parts.flatMap((p) => p.rows), updates: parts.flatMap((p) => p.updates ?? []) };
}

/**
 * Many rows as a few statements (for a seed's `updates`): each chunk is one JSON array bound
 * once and spread by json_each, so thousands of rows cost a few statements instead of one per
 * handful of binds. Every row must have the same keys (the first row's are used).
 */
export function bulkRows(table: string, rows: Record<string, unknown>[], perStatement = 1000): [string, unknown[]][] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const select = columns.map((c) => `json_extract(value, '$.${c}')`).join(", ");
  const sql = `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM json_each(?)`;
  const out: [string, unknown[]][] = [];
  for (let i = 0; i < rows.length; i += perStatement)
    out.push([sql, [JSON.stringify(rows.slice(i, i + perStatement))]]);
  return out;
}

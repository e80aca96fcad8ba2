/**
 * What every seed shares: the seeded ids the other seeds, the tests and the docs refer to, and
 * the shape of a seed's data (table name → rows, plus optional UPDATEs).
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

/** A seeded row: column → value. */
export type Row = Record<string, string | number | null>;

/** A seed's data: table name → rows, inserted with INSERT OR IGNORE; plus optional UPDATEs. */
export type SeedData = { rows: [string, Record<string, unknown>[]][]; updates?: [string, unknown[]][] };

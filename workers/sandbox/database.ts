/**
 * The migrations and seeds, found in their folders and run in the order of their file names, each
 * once (core/db.ts records it in `_migrations`). A new one is a new file, named by the minute it
 * was written (core/recorded-files.ts, ADR 033); nothing here or elsewhere lists them:
 * - `migrations/<yyyyMMddHHmm>_<name>.ts` default-exports its SQL;
 * - `seeds/<yyyyMMddHHmm>_<name>.ts` default-exports its seed (`tenantSeed(data)` from core/db.ts, its
 *   parts in the services' `seed*.ts`), applied after the migrations;
 * - `seeds/money/…` likewise, applied on the first request to a money path (MONEY_PATH).
 * Seeded ids never change; never change a migration or seed that has run: add one.
 */
import type { Migration, Seed, SeedRun } from "./core/db";
import {
  MIGRATION_FOLDER,
  MONEY_SEED_FOLDER,
  type RecordedFolder,
  recordedFiles,
  recordedTwice,
  SEED_FOLDER,
} from "./core/recorded-files";
import type { SeedData } from "./core/seed";
import { account, recon } from "../../shared/contract/index.ts";

export const MIGRATIONS: Migration[] = recordedFiles(
  MIGRATION_FOLDER,
  import.meta.glob<string>("./migrations/*.ts", { eager: true, import: "default" }),
).map(({ name, module }) => ({ name, sql: module }));

const seeds = (modules: Record<string, SeedRun>, folder: RecordedFolder): Seed[] =>
  recordedFiles(folder, modules).map(({ name, module }) => ({ ...module, name }));

/** The seeds applied with the migrations: seed_v1 into an empty database, the others into any that holds its tenant. */
export const SEEDS: Seed[] = seeds(
  import.meta.glob<SeedRun>("./seeds/*.ts", { eager: true, import: "default" }),
  SEED_FOLDER,
);

/**
 * Money movement's data (ADR 018), applied on the first request to a money service (cloud-order,
 * cloud-account, cloud-settle, cloud-recon, cloud-policy), in order, and recorded like the others:
 * tens of seconds on a fresh database, so a console that never opens those screens (and every test
 * file that does not) never waits for it. `npm start` asks for it before it prints its address.
 */
export const MONEY_SEEDS: Seed[] = seeds(
  import.meta.glob<SeedRun>("./seeds/money/*.ts", { eager: true, import: "default" }),
  MONEY_SEED_FOLDER,
);

const twice = recordedTwice([...MIGRATIONS, ...SEEDS, ...MONEY_SEEDS].map((part) => part.name));
if (twice.length > 0) throw new Error(`The sandbox records these names twice: ${twice.join(", ")}`);

/**
 * The paths whose first request applies MONEY_SEEDS: the money services, 政策配置 (ADR 020) and 交易报表 (ADR 021).
 * The home page's summary reads the orders there are and does not wait for them: every test file
 * signs in to the home page under a short deadline.
 */
export const MONEY_PATH =
  /^\/api\/(cloud-(order|account|settle|recon|policy)|cloud-report\/(tradeReport|profitReport))\//;

/**
 * Whether a request waits for MONEY_SEEDS: a money path, except the two reads 我的审批's top-bar
 * count makes on every page (issue 34), which must not make every page of a fresh sandbox (and
 * every test file that never opens a money screen) wait tens of seconds: the money requests (only
 * operators' refunds, freezes and remittances make them, each on a money path first) and the
 * differences assigned to someone. Before the money data exists they answer none; the seeded
 * assignees (seed …_recon_assignees) show from the first money screen on (`npm start` seeds it
 * before it serves).
 */
export function needsMoneySeed(path: string, query: URLSearchParams): boolean {
  if (!MONEY_PATH.test(path)) return false;
  if (path === account.moneyRequest.list.path) return false;
  return !(path === recon.reconError.list.path && query.get("assigneeId"));
}

/** A seed's data by the name `_migrations` records for it (tests check that it is deterministic). */
export async function seedData(name: string): Promise<SeedData> {
  const seed = [...SEEDS, ...MONEY_SEEDS].find((s) => s.name === name);
  if (!seed?.data) throw new Error(`No seed of data is named ${name}`);
  return seed.data();
}

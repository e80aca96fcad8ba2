import type { FullConfig } from "@playwright/test";
import { readBuild, ROOT } from "../../scripts/served-workers.mjs";
import { copySeededDatabase, seededDatabase } from "../seeded-sandbox";
import { clearStates, d1DirsOf } from "./server";

/**
 * Each run starts every worker's server on a fresh state: a copy of one seeded sandbox database
 * (tests/seeded-sandbox.ts), made here once rather than by each server on its first start (a
 * minute or more each, two at once on two cores). The servers then find their data in place.
 */
export default async function globalSetup(config: FullConfig) {
  clearStates(config.workers);
  const { sandbox } = readBuild(ROOT);
  const databaseId = sandbox.d1_databases.find((d) => d.binding === "DB")!.database_id;
  const kept = await seededDatabase({ databaseId, money: true });
  for (const d1Dir of d1DirsOf(config.workers)) copySeededDatabase(kept, d1Dir);
}

import type { SeedData } from "./db";

export function orgSeed(): SeedData {
  return { rows: [] };
}

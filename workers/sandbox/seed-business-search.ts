import type { SeedData } from "./db";

export function businessSearchSeed(): SeedData {
  return { rows: [] };
}

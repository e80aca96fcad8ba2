import type { SeedData } from "./db";

export function referenceSeed(): SeedData {
  return { rows: [] };
}

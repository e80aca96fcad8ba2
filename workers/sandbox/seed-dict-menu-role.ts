import type { SeedData } from "./db";

export function dictMenuRoleSeed(): SeedData {
  return { rows: [] };
}

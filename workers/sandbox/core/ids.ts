/** Deterministic 19-digit string ids for seeded rows: `1` + two-digit kind + 16-digit serial. */
export function seedId(kind: number, n: number): string {
  return `1${String(kind).padStart(2, "0")}${String(n).padStart(16, "0")}`;
}

/** The sandbox's row ids: 19-digit strings, as BladeX's Long ids are served. */
import { randomInt } from "./crypto";

/** Deterministic 19-digit string ids for seeded rows: `1` + two-digit kind + 16-digit serial. */
export function seedId(kind: number, n: number): string {
  return `1${String(kind).padStart(2, "0")}${String(n).padStart(16, "0")}`;
}

/** A fresh 19-digit id (13-digit epoch ms + 6 random digits); never equal to a seedId (those start 1 + kind 10–69, then zeros). */
export function newId(): string {
  return `${Date.now()}${String(randomInt(1_000_000)).padStart(6, "0")}`;
}

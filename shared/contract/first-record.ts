/**
 * The probe of a detail read: the first record of a paged list names what to ask for (used by the
 * partner services' entries; not exported from index.ts).
 */
import type { AnyEntry, Probe } from "./define.ts";

/** Calls `after()`'s list and asks for its first record's `key` as the query parameter `param`. */
export function firstRecord(after: () => AnyEntry, param = "id", key = param): Probe {
  return {
    after,
    pick: (data) => {
      const first = (data as { records?: Record<string, unknown>[] } | null)?.records?.[0];
      const value = first?.[key];
      return value === undefined || value === null || value === "" ? null : { query: { [param]: String(value) } };
    },
  };
}

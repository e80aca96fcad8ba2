/** Which backend pages an export asks for after the first (kit/server/export: laterPages). */
import { describe, expect, it } from "vitest";
import { laterPages } from "~/kit/server/export/export-paging.server";

/** The rows each call covers, as [first, last] indices. */
const covered = (total: number, size: number) =>
  [...laterPages({ total, size })].map(({ current, size: s }) => [(current - 1) * s, Math.min(current * s, total) - 1]);

describe("laterPages", () => {
  it("asks for the rest of the first 5,000 rows by 1,000, then by 5,000, each row once", () => {
    expect(covered(12_345, 1000)).toEqual([
      [1000, 1999],
      [2000, 2999],
      [3000, 3999],
      [4000, 4999],
      [5000, 9999],
      [10_000, 12_344],
    ]);
  });

  it("asks nothing more when the first page held every row", () => {
    expect(covered(800, 1000)).toEqual([]);
    expect(covered(1000, 1000)).toEqual([]);
  });

  it("follows a backend that pages by fewer rows than asked", () => {
    expect(covered(1_600, 500)).toEqual([
      [500, 999],
      [1000, 1499],
      [1500, 1599],
    ]);
  });
});

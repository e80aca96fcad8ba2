/** Which backend pages an export asks for after the first (kit/server/export: laterPages by offset, pagesByKey after a key). */
import { describe, expect, it } from "vitest";
import { laterPages, type Page, type PageCall, pagesByKey } from "~/kit/server/export/export-paging.server";

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

describe("pagesByKey", () => {
  /** A backend list of `count` rows (ids r0, r1, …) that pages after an id, at most `limit` a page; the calls it saw. */
  function backend(count: number, limit = 5000) {
    let rows = Array.from({ length: count }, (_, i) => ({ id: `r${i}` }));
    const calls: PageCall[] = [];
    const read = async (call: PageCall): Promise<Page> => {
      calls.push(call);
      const from =
        "after" in call ? rows.findIndex((row) => row.id === call.after) + 1 : (call.current - 1) * call.size;
      const size = Math.min(call.size, limit);
      return { rows: rows.slice(from, from + size), total: rows.length, size };
    };
    return { read, calls, change: (next: (list: { id: string }[]) => { id: string }[]) => (rows = next(rows)) };
  }

  async function exported(list: ReturnType<typeof backend>) {
    const first = await list.read({ current: 1, size: 1000 });
    const next = pagesByKey(first, "id", list.read, (row) => [String(row.id)]);
    const rows = first.rows.map((row) => String(row.id));
    for (let page = next(); page; page = next()) {
      const cells = await page;
      if (cells.length === 0) break;
      rows.push(...cells.map((cell) => cell[0]!));
    }
    return rows;
  }

  it("asks after the last row of each page, by 1,000 then 5,000, and holds every row once", async () => {
    const list = backend(12_345);
    const rows = await exported(list);
    expect(rows).toEqual(Array.from({ length: 12_345 }, (_, i) => `r${i}`));
    expect(list.calls.slice(1)).toEqual([
      { after: "r999", size: 1000 },
      { after: "r1999", size: 1000 },
      { after: "r2999", size: 1000 },
      { after: "r3999", size: 1000 },
      { after: "r4999", size: 5000 },
      { after: "r9999", size: 5000 },
    ]);
  });

  it("ends at the first answer's total, though rows were added meanwhile; at an empty page, though rows went", async () => {
    const grown = backend(3_000);
    const first = await grown.read({ current: 1, size: 1000 });
    grown.change((rows) => [...rows, ...Array.from({ length: 500 }, (_, i) => ({ id: `new${i}` }))]);
    const next = pagesByKey(first, "id", grown.read, (row) => [String(row.id)]);
    const later: string[] = [];
    for (let page = next(); page; page = next()) later.push(...(await page).map((cell) => cell[0]!));
    expect(later).toHaveLength(2_000);
    expect(later.at(-1)).toBe("r2999");

    const shrunk = backend(3_000);
    const start = await shrunk.read({ current: 1, size: 1000 });
    shrunk.change((rows) => rows.filter((row) => Number(row.id.slice(1)) < 1_500));
    const rest = pagesByKey(start, "id", shrunk.read, (row) => [String(row.id)]);
    const cells = [await rest()!, await rest()!];
    expect(cells.map((page) => page.length)).toEqual([500, 0]);
  });

  it("follows a backend that pages by fewer rows than asked", async () => {
    const list = backend(1_600, 500);
    const first = await list.read({ current: 1, size: 1000 });
    expect(first.size).toBe(500);
    const next = pagesByKey(first, "id", list.read, (row) => [String(row.id)]);
    const rows = first.rows.map((row) => String(row.id));
    for (let page = next(); page; page = next()) rows.push(...(await page).map((cell) => cell[0]!));
    expect(rows).toEqual(Array.from({ length: 1_600 }, (_, i) => `r${i}`));
    expect(list.calls.slice(1).map((call) => call.size)).toEqual([500, 500, 500]);
  });
});

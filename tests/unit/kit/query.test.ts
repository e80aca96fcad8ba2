/**
 * The screen kit's list state (kit/shared/query, kit/server/query.server): the URL a list
 * writes and reads back (filters, sort, paging, dialogs, open tree rows), the BladeX params it
 * becomes, the page window, the remote-search page sizes and the tree's open/close toggle.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  closedHref,
  DIALOGS,
  listHref,
  listSearch,
  type ListQuery,
  nextSort,
  pageWindow,
  rowDialogHrefs,
} from "~/kit/shared/query";
import { toggleOpen } from "~/kit/shared/tree-view";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { REMOTE_KINDS } from "~/kit/shared/remote-kinds";

const base: ListQuery = {
  current: 1,
  size: 10,
  sort: null,
  order: "asc",
  filters: { name: "" },
  dialog: null,
  id: null,
  open: [],
};

describe("list URL state", () => {
  it("leaves defaults out and writes the rest", () => {
    expect(listSearch(base)).toBe("");
    expect(
      listSearch(base, {
        current: 3,
        filters: { name: "医院" },
        sort: "name",
        order: "desc",
        dialog: "edit",
        id: "42",
      }),
    ).toBe("?name=%E5%8C%BB%E9%99%A2&sort=name&order=desc&current=3&dialog=edit&id=42");
    expect(closedHref("/system/mcc", { ...base, dialog: "view", id: "1", current: 2 })).toBe("/system/mcc?current=2");
  });

  it("writes a row's dialog link as listHref does, from the page's part built once", () => {
    fc.assert(
      fc.property(
        fc.record({
          current: fc.integer({ min: 1, max: 50 }),
          size: fc.constantFrom(10, 20, 50),
          sort: fc.constantFrom(null, "name"),
          name: fc.string({ maxLength: 8 }),
          open: fc.array(fc.stringMatching(/^\d{1,3}$/), { maxLength: 2 }),
          dialog: fc.constantFrom(...DIALOGS),
          defaultSize: fc.constantFrom(undefined, 20),
          id: fc.oneof(fc.stringMatching(/^\d{1,19}$/), fc.string({ maxLength: 6 })),
        }),
        (v) => {
          const query: ListQuery = { ...base, ...v, filters: { name: v.name } };
          const expected = listHref("/system/mcc", query, { dialog: v.dialog, id: v.id }, v.defaultSize);
          expect(rowDialogHrefs("/system/mcc", query, v.dialog, v.defaultSize)(v.id)).toBe(expected);
        },
      ),
    );
  });

  it("round-trips through the server's reader", () => {
    const options = { filters: { name: textFilter(50) }, sortable: ["name", "code"] };
    fc.assert(
      fc.property(
        fc.record({
          current: fc.integer({ min: 1, max: 5000 }),
          size: fc.constantFrom(10, 20, 50, 100),
          sort: fc.constantFrom(null, "name", "code"),
          order: fc.constantFrom("asc" as const, "desc" as const),
          name: fc.string({ maxLength: 50 }).map((s) => s.trim()),
          open: fc.array(fc.stringMatching(/^\d{1,19}$/), { maxLength: 5 }),
        }),
        (v) => {
          const query: ListQuery = {
            ...base,
            current: v.current,
            size: v.size,
            sort: v.sort,
            order: v.sort ? v.order : "asc",
            filters: { name: v.name },
            open: [...new Set(v.open)],
          };
          const read = readListQuery(new URLSearchParams(listSearch(query)), options);
          expect(read).toEqual(query);
        },
      ),
    );
  });

  it("reads anything a person can type without failing, falling back to defaults", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("current", "size", "sort", "order", "dialog", "id", "open", "name"), fc.string()),
        (params) => {
          const read = readListQuery(new URLSearchParams(params), {
            filters: { name: textFilter(20) },
            sortable: ["name"],
          });
          expect(read.current).toBeGreaterThanOrEqual(1);
          expect([10, 20, 50, 100]).toContain(read.size);
          expect([null, "name"]).toContain(read.sort);
          expect(read.filters.name.length).toBeLessThanOrEqual(20);
          expect([null, "create", "edit", "view", "delete"]).toContain(read.dialog);
        },
      ),
    );
  });

  it("maps to BladeX params: current/size, ascs or descs, set filters only", () => {
    expect(
      backendParams({ ...base, filters: { name: "a", code: "" }, sort: "name", order: "desc" }, { name: "keyword" }),
    ).toEqual({
      current: 1,
      size: 10,
      keyword: "a",
      descs: "name",
    });
  });

  it("cycles a column's sort: ascending, descending, none", () => {
    const asc = { ...base, ...nextSort(base, "name") };
    expect(asc).toMatchObject({ sort: "name", order: "asc" });
    const desc = { ...asc, ...nextSort(asc, "name") };
    expect(desc).toMatchObject({ sort: "name", order: "desc" });
    expect(nextSort(desc, "name").sort).toBeNull();
  });

  it("shows five page buttons (one for the dept picker) around the current page", () => {
    expect(pageWindow(1, 18)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 18)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(18, 18)).toEqual([14, 15, 16, 17, 18]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 9, REMOTE_KINDS.dept.pageButtons)).toEqual([7]);
    expect(pageWindow(1, 0)).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 9 }),
        (pages, at, count) => {
          const current = Math.min(at, pages);
          const window = pageWindow(current, pages, count);
          expect(window).toContain(current);
          expect(window.length).toBe(Math.min(count, pages));
          expect(window.every((p, i) => p >= 1 && p <= pages && (i === 0 || p === window[i - 1]! + 1))).toBe(true);
        },
      ),
    );
  });

  it("search page sizes: 10, and 100 for MCC", () => {
    expect(REMOTE_KINDS.mcc.size).toBe(100);
    expect(
      Object.entries(REMOTE_KINDS)
        .filter(([kind]) => kind !== "mcc")
        .every(([, k]) => k.size === 10),
    ).toBe(true);
  });

  it("toggles tree rows open and closed", () => {
    expect(toggleOpen(["1"], "2")).toEqual(["1", "2"]);
    expect(toggleOpen(["1", "2"], "1")).toEqual(["2"]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPRESS_ABOVE_BYTES,
  compressedSize,
  imageRuleError,
  MAX_IMAGE_BYTES,
  needsCompression,
  SNIFF_BYTES,
  sniffImage,
} from "~/kit/shared/image-rules";
import { closedHref, listSearch, type ListQuery, nextSort, pageWindow } from "~/kit/shared/query";
import { toggleOpen } from "~/kit/shared/tree-view";
import { backendParams, readListQuery, textFilter } from "~/kit/server/query.server";
import { REMOTE_KINDS } from "~/kit/shared/remote-kinds";
import { loadLazyTree } from "~/kit/server/tree.server";
import { fakeBmp, tinyBmp } from "../security/images";

const base: ListQuery = { current: 1, size: 10, sort: null, order: "asc", filters: { name: "" }, dialog: null, id: null, open: [] };

describe("list URL state", () => {
  it("leaves defaults out and writes the rest", () => {
    expect(listSearch(base)).toBe("");
    expect(listSearch(base, { current: 3, filters: { name: "医院" }, sort: "name", order: "desc", dialog: "edit", id: "42" })).toBe(
      "?name=%E5%8C%BB%E9%99%A2&sort=name&order=desc&current=3&dialog=edit&id=42",
    );
    expect(closedHref("/system/mcc", { ...base, dialog: "view", id: "1", current: 2 })).toBe("/system/mcc?current=2");
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
          const query: ListQuery = { ...base, current: v.current, size: v.size, sort: v.sort, order: v.sort ? v.order : "asc", filters: { name: v.name }, open: [...new Set(v.open)] };
          const read = readListQuery(new URLSearchParams(listSearch(query)), options);
          expect(read).toEqual(query);
        },
      ),
    );
  });

  it("reads anything a person can type without failing, falling back to defaults", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("current", "size", "sort", "order", "dialog", "id", "open", "name"), fc.string()), (params) => {
        const read = readListQuery(new URLSearchParams(params), { filters: { name: textFilter(20) }, sortable: ["name"] });
        expect(read.current).toBeGreaterThanOrEqual(1);
        expect([10, 20, 50, 100]).toContain(read.size);
        expect([null, "name"]).toContain(read.sort);
        expect(read.filters.name.length).toBeLessThanOrEqual(20);
        expect([null, "create", "edit", "view", "delete"]).toContain(read.dialog);
      }),
    );
  });

  it("maps to BladeX params: current/size, ascs or descs, set filters only", () => {
    expect(backendParams({ ...base, filters: { name: "a", code: "" }, sort: "name", order: "desc" }, { name: "keyword" })).toEqual({
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
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 9 }), (pages, at, count) => {
        const current = Math.min(at, pages);
        const window = pageWindow(current, pages, count);
        expect(window).toContain(current);
        expect(window.length).toBe(Math.min(count, pages));
        expect(window.every((p, i) => p >= 1 && p <= pages && (i === 0 || p === window[i - 1]! + 1))).toBe(true);
      }),
    );
  });

  it("search page sizes: 10, and 100 for MCC", () => {
    expect(REMOTE_KINDS.mcc.size).toBe(100);
    expect(Object.entries(REMOTE_KINDS).filter(([kind]) => kind !== "mcc").every(([, k]) => k.size === 10)).toBe(true);
  });

  it("toggles tree rows open and closed", () => {
    expect(toggleOpen(["1"], "2")).toEqual(["1", "2"]);
    expect(toggleOpen(["1", "2"], "1")).toEqual(["2"]);
  });
});

describe("lazy trees", () => {
  const tree: Record<string, { id: string; kids: boolean }[]> = {
    "0": [{ id: "a", kids: true }, { id: "b", kids: false }],
    a: [{ id: "a1", kids: true }],
    a1: [{ id: "a1x", kids: false }],
  };
  type Node = { id: string; kids: boolean };
  const level = async (parent: string): Promise<Node[]> => tree[parent] ?? [];
  const options = { rootId: "0", level, id: (r: Node) => r.id, hasChildren: (r: Node) => r.kids };

  it("flattens the open rows with their depth, asking each level once", async () => {
    const asked: string[] = [];
    const result = await loadLazyTree({ ...options, open: ["a", "a1"], level: (p) => (asked.push(p), level(p)) });
    expect(result.value.map((r) => `${r.row.id}@${r.depth}${r.open ? "+" : ""}`)).toEqual(["a@0+", "a1@1+", "a1x@2", "b@0"]);
    expect(asked).toEqual(["0", "a", "a1"]);
  });

  it("ignores an open row whose parent is closed", async () => {
    const result = await loadLazyTree({ ...options, open: ["a1"] });
    expect(result.value.map((r) => r.row.id)).toEqual(["a", "b"]);
  });
});

describe("image rules (spec §5)", () => {
  it("accepts the two variants' types by MIME type or extension", () => {
    expect(imageRuleError({ type: "image/bmp", name: "a.bmp", size: 10 }, "all")).toBeNull();
    expect(imageRuleError({ type: "image/bmp", name: "a.bmp", size: 10 }, "basic")).toBe("typesBasic");
    expect(imageRuleError({ type: "image/gif", name: "a.gif", size: 10 }, "all")).toBe("typesAll");
    expect(imageRuleError({ type: "", name: "scan.JPG", size: 10 }, "basic")).toBeNull();
    expect(imageRuleError({ type: "application/pdf", name: "a.png", size: 10 }, "all")).toBe("typesAll");
  });

  it("refuses above 50MB and compresses above 7340032 bytes", () => {
    expect(imageRuleError({ type: "image/png", name: "a.png", size: MAX_IMAGE_BYTES }, "all")).toBeNull();
    expect(imageRuleError({ type: "image/png", name: "a.png", size: MAX_IMAGE_BYTES + 1 }, "all")).toBe("tooLarge");
    expect(COMPRESS_ABOVE_BYTES).toBe(7340032);
    expect(needsCompression(7340032)).toBe(false);
    expect(needsCompression(7340033)).toBe(true);
  });

  it("scales to at most about 4 megapixels, keeping the aspect and never enlarging", () => {
    expect(compressedSize(1000, 800)).toEqual({ width: 1000, height: 800 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (width, height) => {
        const out = compressedSize(width, height);
        expect(out.width * out.height).toBeLessThanOrEqual(Math.max(4_000_000, width * height <= 4_000_000 ? width * height : 0) || 4_000_000);
        expect(out.width).toBeLessThanOrEqual(width);
        expect(out.height).toBeLessThanOrEqual(height);
        if (width * height > 4_000_000 && out.width > 10 && out.height > 10) {
          expect(Math.abs(out.width / out.height - width / height) / (width / height)).toBeLessThan(0.05);
        }
      }),
    );
  });

  it("knows files by their signature, not their name", () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImage(tinyBmp())).toBe("bmp");
    expect(sniffImage(new TextEncoder().encode("<svg xmlns"))).toBeNull();
  });

  it("takes a BMP only with a real file header and DIB header, not just \"BM\"", () => {
    expect(sniffImage(fakeBmp())).toBeNull();
    expect(sniffImage(Uint8Array.from([0x42, 0x4d, ...new Array(40).fill(0)]))).toBeNull();
    // The first SNIFF_BYTES bytes are enough, given the whole file's size.
    const bmp = tinyBmp();
    expect(sniffImage(bmp.slice(0, SNIFF_BYTES), bmp.length)).toBe("bmp");
    const broken = (change: (view: DataView) => void) => {
      const bytes = tinyBmp();
      change(new DataView(bytes.buffer));
      return sniffImage(bytes);
    };
    expect(broken((v) => v.setUint16(6, 1, true))).toBeNull(); // reserved word
    expect(broken((v) => v.setUint32(10, 20, true))).toBeNull(); // pixels inside the headers
    expect(broken((v) => v.setUint32(10, 4096, true))).toBeNull(); // pixels past the end
    expect(broken((v) => v.setUint32(14, 41, true))).toBeNull(); // unknown DIB header size
    expect(broken((v) => v.setInt32(18, 0, true))).toBeNull(); // no width
    expect(broken((v) => v.setInt32(22, 0, true))).toBeNull(); // no height
    expect(broken((v) => v.setUint16(26, 2, true))).toBeNull(); // planes
    expect(broken((v) => v.setUint16(28, 7, true))).toBeNull(); // bit count
    expect(broken((v) => v.setInt32(22, -1, true))).toBe("bmp"); // top-down rows are fine
  });
});

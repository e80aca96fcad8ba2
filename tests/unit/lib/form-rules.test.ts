/** Form rules of spec §5: cleaning a form before it is sent (lib/form-cleaning) and YYYY/MM/DD dates (lib/dates). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, isLeapYear, isValidDate } from "~/lib/dates";
import { cleanForm } from "~/lib/form-cleaning";

describe("cleanForm (spec §5)", () => {
  it("trims, and drops empty values, $ keys, empty arrays and undefined", () => {
    expect(
      cleanForm({
        name: "  张三 ",
        blank: "   ",
        none: null,
        missing: undefined,
        $index: 1,
        row$key: "x",
        tags: [],
        ids: [1],
        n: 0,
        ok: false,
        nested: { a: " b ", $c: 1 },
      }),
    ).toEqual({ name: "张三", ids: [1], n: 0, ok: false, nested: { a: "b" } });
  });

  it("never lets an empty or untrimmed string, a $ key or an empty array through, and is idempotent", () => {
    const value = fc.oneof(
      fc.string(),
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 8 }), (form) => {
        const cleaned = cleanForm(form);
        for (const [key, v] of Object.entries(cleaned)) {
          expect(key.includes("$")).toBe(false);
          expect(v === undefined || v === null || v === "").toBe(false);
          if (typeof v === "string") expect(v).toBe(v.trim());
          if (Array.isArray(v)) expect(v.length).toBeGreaterThan(0);
        }
        expect(cleanForm(cleaned)).toEqual(cleaned);
      }),
    );
  });
});

describe("YYYY/MM/DD dates with leap years (spec §5)", () => {
  it.each([
    ["2024/02/29", true],
    ["2023/02/29", false],
    ["1900/02/29", false],
    ["2000/02/29", true],
    ["2026/04/31", false],
    ["2026/12/31", true],
    ["2026-12-31", false],
    ["2026/1/01", false],
    ["2026/13/01", false],
    ["2026/00/10", false],
  ])("%s → %s", (value, expected) => {
    expect(isValidDate(value)).toBe(expected);
  });

  it("accepts every real calendar day and agrees with the calendar on 29 February", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
        (date) => {
          expect(isValidDate(formatDate(date))).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        const feb29 = new Date(Date.UTC(2000, 1, 29));
        feb29.setUTCFullYear(year, 1, 29);
        const calendarSaysLeap = feb29.getUTCMonth() === 1;
        expect(isLeapYear(year)).toBe(calendarSaysLeap);
        expect(isValidDate(`${String(year).padStart(4, "0")}/02/29`)).toBe(calendarSaysLeap);
      }),
    );
  });
});

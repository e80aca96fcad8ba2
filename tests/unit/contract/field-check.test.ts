/** The exports' plain predicates agree with the schemas they stand for (ADR 031). */
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fieldCheck } from "@contract/field-check.ts";
import {
  code,
  count,
  flag,
  id,
  numeric,
  percent,
  rateText,
  str,
  tally,
  text,
  time,
  truth,
  yuan,
  yuanOrBlank,
  yuanOrEmpty,
} from "@contract/wire.ts";

const SCHEMAS = {
  code,
  count,
  flag,
  id,
  numeric,
  percent,
  rateText,
  str,
  tally,
  text,
  time,
  truth,
  yuan,
  yuanOrBlank,
  yuanOrEmpty,
  lengthy: z.string().max(3),
  literal: z.literal(1),
};
const VALUES: unknown[] = [
  "",
  "abc",
  "12",
  "12.30",
  "12.345",
  "-0.05",
  "98.50",
  "2026-01-02 10:00:00",
  "2026-01-02",
  "2026-1-2",
  0,
  1,
  -1,
  12.5,
  Number.NaN,
  true,
  false,
  null,
  undefined,
  {},
  [],
  "1234",
];

describe("a field's predicate", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`says what ${name} says of every value`, () => {
      const check = fieldCheck(schema as z.ZodType);
      for (const value of VALUES)
        expect(check(value), `${name} of ${JSON.stringify(value)}`).toBe(
          (schema as z.ZodType).safeParse(value).success,
        );
    });
  }

  it("tests a pattern itself, not through zod (a million records per export)", () => {
    const pattern = z.string().regex(/^\d{2}$/);
    const parse = vi.spyOn(pattern, "safeParse");
    const check = fieldCheck(pattern);
    expect([check("12"), check("123"), check(12)]).toEqual([true, false, false]);
    expect(parse).not.toHaveBeenCalled();
  });
});

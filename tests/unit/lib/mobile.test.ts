/** Mobile numbers (lib/mobile, spec §5): the rules (the mask: tests/unit/lib/personal-data.test.ts). */
import { describe, expect, it } from "vitest";
import { mobileError } from "~/lib/mobile";

describe("mobileError (spec §5)", () => {
  it.each([
    ["", "mobileRequired"],
    ["   ", "mobileRequired"],
    [null, "mobileRequired"],
    ["1380000000", "mobileLength"],
    ["138000000001", "mobileLength"],
    ["010-8888888", "mobileFormat"],
    ["02188888888", "mobileFormat"],
    ["1380000000a", "mobileFormat"],
    ["13800000000", null],
    [" 13800000000 ", null],
  ])("%j → %s", (input, expected) => {
    expect(mobileError(input)).toBe(expected);
  });
});

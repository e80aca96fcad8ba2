/** Mobile numbers (lib/mobile, spec §5): the rules and the mask. */
import { describe, expect, it } from "vitest";
import { maskPhone, mobileError } from "~/lib/mobile";

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

describe("maskPhone (spec §5: keep the first 3 and last 4)", () => {
  it("masks the middle", () => {
    expect(maskPhone("13812345678")).toBe("138****5678");
  });
  it("leaves short values alone", () => {
    expect(maskPhone("12345")).toBe("12345");
  });
});

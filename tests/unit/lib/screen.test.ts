/** Screen classes by width (lib/screen, spec §2). */
import { describe, expect, it } from "vitest";
import { screenClass } from "~/lib/screen";

describe("screenClass (spec §2)", () => {
  it.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [992, 2],
    [991, 1],
    [768, 1],
    [767, 0],
    [320, 0],
  ])("%i px → %i", (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });
});

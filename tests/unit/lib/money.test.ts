/** Money formatting (lib/money, spec §5). */
import { describe, expect, it } from "vitest";
import { exactMoney, formatMoney, formatMoneyRoundUp, groupedMoney } from "~/lib/money";

describe("formatMoney (spec §5)", () => {
  it.each([
    ["", "0.00"],
    [null, "0.00"],
    [undefined, "0.00"],
    [0, "0.00"],
    ["0", "0.00"],
    [12, "12.00"],
    ["12.5", "12.50"],
    [1.005, "1.01"],
    [-3.456, "-3.46"],
    ["abc", "0.00"],
  ])("%j → %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
});

describe("formatMoneyRoundUp (spec §5 second variant)", () => {
  it.each([
    [1.231, "1.24"],
    [1.23, "1.23"],
    [0, "0.00"],
    ["2.5", "2.50"],
  ])("%j → %s", (input, expected) => {
    expect(formatMoneyRoundUp(input)).toBe(expected);
  });
});

describe("groupedMoney", () => {
  it("groups thousands", () => {
    expect(groupedMoney("1234567.8", "zh")).toBe("1,234,567.80");
  });
});

describe("exactMoney: an amount for a file, exact on its digits", () => {
  it.each([
    ["1234.5", "1234.50"],
    ["1,234.5", "1234.50"],
    [12, "12.00"],
    [1.005, "1.01"],
    ["1.004", "1.00"],
    ["-0.005", "-0.01"],
    ["-0.004", "0.00"],
    ["0", "0.00"],
    ["99999999999999999.995", "100000000000000000.00"],
    [" 7 ", "7.00"],
    // Already exact, as a backend sends it (answered as it is), and near misses that are not.
    ["12.30", "12.30"],
    ["0.05", "0.05"],
    ["-8.00", "-8.00"],
    ["0.00", "0.00"],
    ["-0.05", "-0.05"],
    ["-0.00", "0.00"],
    ["010.00", "10.00"],
    ["+1.00", "1.00"],
    ["1.000", "1.00"],
  ])("%j → %s", (input, expected) => {
    expect(exactMoney(input)).toBe(expected);
  });

  it.each([["abc"], [""], [null], [Number.NaN], ["1e3"], [".5"], ["1.2.3"]])("%j is not an amount", (input) => {
    expect(exactMoney(input)).toBeNull();
  });
});

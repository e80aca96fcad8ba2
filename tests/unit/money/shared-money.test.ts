/**
 * shared/money.ts, the one money rule of the console and the sandbox (ADR 031): yuan text with at
 * most two decimals and at most 13 whole digits, computed as integer fen; rates as exact decimals.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalYuan,
  decimalUnits,
  fenToYuan,
  positiveFen,
  signedYuanToFen,
  unitsToDecimal,
  YUAN_PATTERN,
  YUAN_WHOLE_DIGITS,
  yuanToFen,
} from "../../../shared/money";
import { yuan } from "../../../shared/contract/wire";

const THIRTEEN = "9".repeat(13);
const FOURTEEN = "1" + "0".repeat(13);

describe("yuanToFen", () => {
  it("reads zero, fractions and whole numbers", () => {
    expect(yuanToFen("0")).toBe(0);
    expect(yuanToFen("0.5")).toBe(50);
    expect(yuanToFen("0.05")).toBe(5);
    expect(yuanToFen("1234.5")).toBe(123450);
    expect(yuanToFen("12.30")).toBe(1230);
    expect(yuanToFen(" 7 ")).toBe(700);
    expect(yuanToFen(12)).toBe(1200);
  });

  it("refuses more than two decimals, signs, floats and what is not an amount", () => {
    for (const bad of ["12.345", "-1", "+1", "1.", ".5", "1e3", "", " ", "abc", "1,000", "0x10", "１２"])
      expect(yuanToFen(bad)).toBeNull();
    expect(yuanToFen(1.5)).toBeNull();
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(null)).toBeNull();
    expect(yuanToFen(undefined)).toBeNull();
  });

  it("takes 13 whole digits, not 14", () => {
    expect(YUAN_WHOLE_DIGITS).toBe(13);
    expect(yuanToFen(`${THIRTEEN}.99`)).toBe(999_999_999_999_999);
    expect(Number.isSafeInteger(yuanToFen(`${THIRTEEN}.99`)!)).toBe(true);
    expect(yuanToFen(FOURTEEN)).toBeNull();
    expect(signedYuanToFen(`-${FOURTEEN}`)).toBeNull();
    expect(YUAN_PATTERN.test(THIRTEEN)).toBe(true);
    expect(YUAN_PATTERN.test(FOURTEEN)).toBe(false);
  });
});

describe("signedYuanToFen and positiveFen", () => {
  it("reads a sign where one is allowed", () => {
    expect(signedYuanToFen("-12.30")).toBe(-1230);
    expect(signedYuanToFen("+0.05")).toBe(5);
    expect(signedYuanToFen("-0")).toBe(-0);
    expect(signedYuanToFen("--1")).toBeNull();
    expect(signedYuanToFen("-1.234")).toBeNull();
  });

  it("takes only amounts above zero", () => {
    expect(positiveFen("0.01")).toBe(1);
    expect(positiveFen("0")).toBeNull();
    expect(positiveFen("0.00")).toBeNull();
    expect(positiveFen("-1")).toBeNull();
  });
});

describe("fenToYuan and canonicalYuan", () => {
  it("writes two decimals, a sign for negatives", () => {
    expect(fenToYuan(0)).toBe("0.00");
    expect(fenToYuan(5)).toBe("0.05");
    expect(fenToYuan(-5)).toBe("-0.05");
    expect(fenToYuan(123450)).toBe("1234.50");
    expect(fenToYuan(999_999_999_999_999)).toBe(`${THIRTEEN}.99`);
  });

  it("canonicalises yuan text, unreadable as 0.00", () => {
    expect(canonicalYuan("85.5")).toBe("85.50");
    expect(canonicalYuan("-3")).toBe("-3.00");
    expect(canonicalYuan("12.345")).toBe("0.00");
    expect(canonicalYuan(null)).toBe("0.00");
  });

  it("round-trips every amount, and what it writes is what the contract's yuan accepts", () => {
    const fen = fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 });
    fc.assert(
      fc.property(fen, (f) => {
        const text = fenToYuan(f);
        return (
          signedYuanToFen(text) === f &&
          (f < 0 || yuanToFen(text) === f) &&
          yuan.safeParse(text).success &&
          canonicalYuan(text) === text
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("decimalUnits and unitsToDecimal", () => {
  it("reads rates exactly", () => {
    expect(decimalUnits("0.38", 4)).toBe(3800);
    expect(decimalUnits("0.3851", 4)).toBe(3851);
    expect(decimalUnits("100", 4)).toBe(1_000_000);
    expect(decimalUnits("0.38511", 4)).toBeNull();
    expect(decimalUnits("1000", 4)).toBeNull();
    expect(decimalUnits("1000", 4, 4)).toBe(10_000_000);
    expect(decimalUnits("-0.38", 4)).toBeNull();
  });

  it("writes them with trailing zeros trimmed to the minimum", () => {
    expect(unitsToDecimal(3800, 4)).toBe("0.38");
    expect(unitsToDecimal(3850, 4)).toBe("0.385");
    expect(unitsToDecimal(10_000, 4)).toBe("1.00");
    expect(unitsToDecimal(10_000, 4, 0)).toBe("1");
    expect(unitsToDecimal(-3800, 4)).toBe("-0.38");
  });

  it("round-trips units and decimals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        (units) => decimalUnits(unitsToDecimal(units, 4), 4) === units,
      ),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 9999 }), (whole, fraction) => {
        const text = unitsToDecimal(whole * 10_000 + fraction, 4);
        return unitsToDecimal(decimalUnits(text, 4)!, 4) === text;
      }),
    );
  });
});

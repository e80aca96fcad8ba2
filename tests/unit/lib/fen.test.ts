/** The top-up's order amount (unit price × units) in integer fen: never a drifting float (ADR 017). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fenToYuan, MAX_UNITS, orderAmount, yuanToFen } from "~/lib/fen";
import { formatMoney } from "~/lib/money";

/** A price with two decimals, as the backend sends it: 0.01 … 99,999,999.99. */
const price = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
  .filter(([yuan, fen]) => yuan + fen > 0)
  .map(([yuan, fen]) => `${yuan}.${String(fen).padStart(2, "0")}`);
const units = fc.integer({ min: 1, max: MAX_UNITS });

/** The same product by decimal digits in BigInt: what the amount must be. */
function exact(priceText: string, count: number): string {
  const [whole, fraction] = priceText.split(".");
  const fen = (BigInt(whole!) * 100n + BigInt(fraction!)) * BigInt(count);
  return `${fen / 100n}.${String(fen % 100n).padStart(2, "0")}`;
}

describe("orderAmount", () => {
  it("is exactly unit price × units for any two-decimal price and any units up to 10,000", () => {
    fc.assert(
      fc.property(price, units, (p, n) => orderAmount(p, n) === exact(p, n)),
      { numRuns: 5_000 },
    );
  });

  it("shows two decimals by spec §5 without changing the amount", () => {
    fc.assert(
      fc.property(price, units, (p, n) => {
        const amount = orderAmount(p, n)!;
        return /^\d+\.\d{2}$/.test(amount) && yuanToFen(amount) === yuanToFen(p)! * n && formatMoney(amount) === amount;
      }),
      { numRuns: 2_000 },
    );
  });

  it("never drifts where floats do", () => {
    expect(0.07 * 3).not.toBe(0.21);
    expect(orderAmount("0.07", 3)).toBe("0.21");
    expect(orderAmount("19.99", 10000)).toBe("199900.00");
    expect(orderAmount("1.15", 100)).toBe("115.00");
    expect(orderAmount("500", "2")).toBe("1000.00");
  });

  it("refuses what is not a price or a whole number of units from 1 to 10,000", () => {
    for (const bad of ["", "abc", "1.001", "-1.00", "1e3", " ", "１２"]) expect(orderAmount(bad, 1), bad).toBeNull();
    for (const bad of [0, -1, 1.5, 10_001, "1.5", "", "2e1", Number.NaN])
      expect(orderAmount("1.00", bad), String(bad)).toBeNull();
  });
});

describe("yuanToFen and fenToYuan", () => {
  it("round-trip every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (fen) => yuanToFen(fenToYuan(fen)) === fen),
    );
  });
  it("read a whole yuan, one decimal and two", () => {
    expect([yuanToFen("12"), yuanToFen("12.3"), yuanToFen("12.30"), yuanToFen(12)]).toEqual([1200, 1230, 1230, 1200]);
    expect(yuanToFen(12.3)).toBeNull();
  });
});

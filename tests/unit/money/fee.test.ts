/**
 * The money rules of ADR 018, as properties: the fee is the amount × rate rounded half-up to the
 * fen (checked against exact decimal arithmetic), the fee kept after refunds never grows, is all
 * given back by a full refund, and an order's net (amount − refunded − fee kept) is never negative.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeKept, feeOf } from "../../../workers/sandbox/services/order/catalogue";

/** amount × rate% exactly, in ten-thousandths of a fen × 100, then half-up: BigInt as the reference. */
function exactFee(amountFen: number, rateTenThousandths: number): number {
  const scaled = BigInt(amountFen) * BigInt(rateTenThousandths); // fen × (rate% × 10^4) → divide by 10^6 for fen
  const quotient = scaled / 1_000_000n;
  const remainder = scaled % 1_000_000n;
  return Number(remainder * 2n >= 1_000_000n ? quotient + 1n : quotient);
}

const rateText = (tenThousandths: number) => {
  const whole = Math.floor(tenThousandths / 10_000);
  const frac = String(tenThousandths % 10_000).padStart(4, "0");
  return `${whole}.${frac}`;
};

describe("fees (half-up to the fen)", () => {
  it("equal exact decimal arithmetic for any amount up to 100,000,000.00 and any rate up to 100 %", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, rate) => {
          expect(feeOf(amount, rateText(rate))).toBe(exactFee(amount, rate));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("round half up at the boundary: 0.5 fen up, just under down", () => {
    expect(feeOf(50, "1.00")).toBe(1); // 0.5 fen
    expect(feeOf(49, "1.00")).toBe(0); // 0.49 fen
    expect(feeOf(10_000, "0.38")).toBe(38);
    expect(feeOf(13_157, "0.38")).toBe(50); // 49.9966 fen
  });
});

describe("refunds and the fee kept", () => {
  it("keeps a fee that never grows as refunds add up, all of it returned by a full refund, and a net never below zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (amount, rate, parts) => {
          const payFee = feeOf(amount, rateText(rate));
          let refunded = 0;
          let kept = payFee;
          for (const part of parts) {
            const refund = Math.min(part, amount - refunded);
            if (refund <= 0) break;
            refunded += refund;
            const next = feeKept(payFee, amount, refunded);
            expect(next).toBeLessThanOrEqual(kept);
            expect(next).toBeGreaterThanOrEqual(0);
            expect(amount - refunded - next).toBeGreaterThanOrEqual(0);
            kept = next;
          }
          expect(refunded).toBeLessThanOrEqual(amount);
          expect(feeKept(payFee, amount, amount)).toBe(0);
          expect(feeKept(payFee, amount, 0)).toBe(payFee);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});

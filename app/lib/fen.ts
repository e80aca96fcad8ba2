/**
 * Money as integer fen (hundredths of a yuan), for amounts the console computes (ADR 017): a
 * top-up's order amount is unit price × units. Text in, text out; never binary floating point.
 * The one money rule is shared/money.ts (ADR 031), which the sandbox reads too; display still
 * follows spec §5 (`formatMoney` in ./money).
 */
import { fenToYuan, yuanToFen } from "../../shared/money";

export { fenToYuan, yuanToFen };

/** The most units one order may buy (the backend refuses more). */
export const MAX_UNITS = 10_000;

/** Unit price (yuan text) × units (a whole number, 1…MAX_UNITS) as yuan text; null when either is not one. */
export function orderAmount(unitPrice: unknown, units: unknown): string | null {
  const price = yuanToFen(unitPrice);
  const count =
    typeof units === "number"
      ? units
      : /^\d{1,5}$/.test(String(units ?? "").trim())
        ? Number(String(units).trim())
        : Number.NaN;
  if (price === null || !Number.isInteger(count) || count < 1 || count > MAX_UNITS) return null;
  const fen = price * count;
  return Number.isSafeInteger(fen) ? fenToYuan(fen) : null;
}

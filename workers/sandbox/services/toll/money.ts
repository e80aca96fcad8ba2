/**
 * The toll service's money in SQL, and its charge ratios. Yuan is read and written by
 * shared/money.ts (yuanToFen, fenToYuan, canonicalYuan: the console's rule too, ADR 031), computed
 * as integer fen, never binary floating point. Ratios (charge ratio, %) keep up to four decimals.
 */
import { decimalUnits, unitsToDecimal } from "../../../../shared/money.ts";

/** Ten-thousandths of a percent: the charge ratio's four decimals. */
const RATIO_DECIMALS = 4;

/** A percentage with up to four decimals, above 0 and at most 100: its canonical text ("0.38", "1.20", "100.00"), else null. */
export function ratioText(text: string | null | undefined): string | null {
  const units = decimalUnits(text, RATIO_DECIMALS, 3);
  if (units === null || units <= 0 || units > 100 * 10 ** RATIO_DECIMALS) return null;
  return unitsToDecimal(units, RATIO_DECIMALS, 2);
}

/** SQL: a stored yuan text column as integer fen (the column always holds "x.yy"). */
export const fenSql = (column: string): string => `CAST(REPLACE(${column}, '.', '') AS INTEGER)`;
/** SQL: integer fen (non-negative) back to yuan text. */
export const yuanSql = (fenExpression: string): string =>
  `printf('%d.%02d', (${fenExpression}) / 100, (${fenExpression}) % 100)`;

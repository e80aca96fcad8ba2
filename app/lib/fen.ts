/**
 * Money as integer fen (hundredths of a yuan), for amounts the console computes (ADR 017): a
 * top-up's order amount is unit price × units. Text in, text out; never binary floating point.
 * Display still follows spec §5 (`formatMoney` in ./money).
 */

const YUAN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450; null unless a non-negative amount with at most two decimals. */
export function yuanToFen(value: unknown): number | null {
  const text = typeof value === "string" ? value.trim() : typeof value === "number" && Number.isInteger(value) ? String(value) : "";
  const m = YUAN.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/** 123450 → "1234.50". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The most units one order may buy (the backend refuses more). */
export const MAX_UNITS = 10_000;

/** Unit price (yuan text) × units (a whole number, 1…MAX_UNITS) as yuan text; null when either is not one. */
export function orderAmount(unitPrice: unknown, units: unknown): string | null {
  const price = yuanToFen(unitPrice);
  const count = typeof units === "number" ? units : /^\d{1,5}$/.test(String(units ?? "").trim()) ? Number(String(units).trim()) : Number.NaN;
  if (price === null || !Number.isInteger(count) || count < 1 || count > MAX_UNITS) return null;
  const fen = price * count;
  return Number.isSafeInteger(fen) ? fenToYuan(fen) : null;
}

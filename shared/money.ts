/**
 * Money on the wire and in computations, for the console and the sandbox alike (ADR 031): yuan
 * travels as text with at most two decimals and is computed as integer fen, never through binary
 * floating point. One digit limit: 13 whole digits (9,999,999,999,999.99 yuan), which keeps every
 * amount, and the sum of a few hundred thousand of them, a safe integer of fen. Rates (a fee rate
 * in %, a ratio) are exact decimals in units of 10^-decimals.
 *
 * Display follows spec §5 (app/lib/money.ts `formatMoney`).
 */

/** The most whole-yuan digits an amount may have. */
export const YUAN_WHOLE_DIGITS = 13;

/** An amount as the wire carries it: optional minus, 1–13 digits, at most two decimals. */
export const YUAN_PATTERN = /^-?\d{1,13}(\.\d{1,2})?$/;

const UNSIGNED = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const SIGNED = /^([+-]?)(\d{1,13})(?:\.(\d{1,2}))?$/;

function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return "";
}

/** "1234.5" → 123450; null unless a non-negative amount with at most two decimals (a whole number may be a number). */
export function yuanToFen(value: unknown): number | null {
  const m = UNSIGNED.exec(textOf(value));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/** As yuanToFen, a sign allowed ("-12.30" → -1230). */
export function signedYuanToFen(value: unknown): number | null {
  const m = SIGNED.exec(textOf(value));
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] === "-" ? -fen : fen;
}

/** An amount above zero (a price, a cap, a transfer), else null. */
export function positiveFen(value: unknown): number | null {
  const fen = yuanToFen(value);
  return fen !== null && fen > 0 ? fen : null;
}

/** 123450 → "1234.50"; -5 → "-0.05". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A stored or sent yuan text in its canonical form ("85.5" → "85.50"); "0.00" when unreadable. */
export const canonicalYuan = (value: unknown): string => fenToYuan(signedYuanToFen(value) ?? 0);

/**
 * An exact decimal with at most `decimals` places and `wholeDigits` whole digits, in units of
 * 10^-decimals ("0.38", 4 → 3800); null when it is not one. Sign not allowed.
 */
export function decimalUnits(value: unknown, decimals: number, wholeDigits = 3): number | null {
  const m = new RegExp(`^(\\d{1,${wholeDigits}})(?:\\.(\\d{1,${decimals}}))?$`).exec(textOf(value));
  return m ? Number(m[1]) * 10 ** decimals + Number((m[2] ?? "").padEnd(decimals, "0")) : null;
}

/** Units of 10^-decimals back to text, trailing zeros trimmed to at least `minDecimals` places (3800, 4 → "0.38"). */
export function unitsToDecimal(units: number, decimals: number, minDecimals = 2): string {
  const scale = 10 ** decimals;
  const sign = units < 0 ? "-" : "";
  const abs = Math.abs(units);
  let fraction = String(abs % scale).padStart(decimals, "0");
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${sign}${Math.floor(abs / scale)}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Money display (spec §5): empty or 0 shows 0.00, anything else 2 decimals. The second variant
 * rounds up at the third decimal first, then pads to two (ceil to cents).
 */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(String(value).replace(/,/g, ""));
  return Number.isFinite(number) ? number : null;
}

export function formatMoney(value: unknown): string {
  const number = toNumber(value);
  if (!number) return "0.00";
  // Shift by exponent notation, not by multiplying: 1.005 * 100 is 100.49999…
  const rounded = Math.sign(number) * Math.round(Number(`${Math.abs(number)}e2`));
  return (rounded / 100).toFixed(2);
}

export function formatMoneyRoundUp(value: unknown): string {
  const number = toNumber(value);
  if (!number) return "0.00";
  const thousandths = Math.round(number * 1000);
  return (Math.ceil(thousandths / 10) / 100).toFixed(2);
}

/** 12,345.67 for reading at a glance (grouping per the operator's language). */
export function groupedMoney(value: unknown, locale: string): string {
  const fixed = Number(formatMoney(value));
  return fixed.toLocaleString(locale === "en" ? "en-US" : "zh-CN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

const AMOUNT = /^([+-]?)(\d+)(?:\.(\d*))?$/;
/** Two decimals, no leading zero, no sign but a minus on a non-zero amount: exactMoney's own answer for it. */
const CANONICAL_AMOUNT = /^(?:-?[1-9]\d*|0)\.\d\d$/;

/**
 * An amount in yuan as exact text with two decimals ("1234.50"), rounded half away from zero at
 * the third decimal on its digits, never through binary floating point; null when it is not an
 * amount. For files (exports), where the number must be exactly what the backend sent.
 */
export function exactMoney(value: unknown): string | null {
  // Already exact (what a backend sends): itself, without the digit arithmetic below.
  if (typeof value === "string" && CANONICAL_AMOUNT.test(value)) return value;
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : typeof value === "string"
        ? value.trim().replace(/,/g, "")
        : "";
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const [, sign, whole, fraction = ""] = m;
  let fen = BigInt(whole! + `${fraction}00`.slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") fen += 1n;
  if (fen === 0n) return "0.00";
  const digits = fen.toString().padStart(3, "0");
  return `${sign === "-" ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

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
  return fixed.toLocaleString(locale === "en" ? "en-US" : "zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The toll service's money: yuan text with at most two decimals, computed as integer fen (never
 * binary floating point). Ratios (charge ratio, %) keep up to four decimals as text.
 */

const YUAN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450; null when the text is not a non-negative amount with at most two decimals. */
export function toFen(text: string | null | undefined): number | null {
  const m = YUAN.exec((text ?? "").trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 123450 → "1234.50". */
export function fenText(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A stored yuan text in its canonical form ("85.5" → "85.50"); "0.00" when unreadable. */
export const yuan = (text: string | null | undefined): string => fenText(toFen(text) ?? 0);

/** A percentage with up to four decimals, above 0 and at most 100: its canonical text, else null. */
export function ratioText(text: string | null | undefined): string | null {
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec((text ?? "").trim());
  if (!m) return null;
  const tenThousandths = Number(m[1]) * 10_000 + Number((m[2] ?? "").padEnd(4, "0"));
  if (tenThousandths <= 0 || tenThousandths > 100 * 10_000) return null;
  const fraction = String(tenThousandths % 10_000).padStart(4, "0").replace(/0+$/, "");
  return `${Math.floor(tenThousandths / 10_000)}${fraction ? `.${fraction.padEnd(2, "0")}` : ".00"}`;
}

/** SQL: a stored yuan text column as integer fen (the column always holds "x.yy"). */
export const fenSql = (column: string): string => `CAST(REPLACE(${column}, '.', '') AS INTEGER)`;
/** SQL: integer fen (non-negative) back to yuan text. */
export const yuanSql = (fenExpression: string): string => `printf('%d.%02d', (${fenExpression}) / 100, (${fenExpression}) % 100)`;

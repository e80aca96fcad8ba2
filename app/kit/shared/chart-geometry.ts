/**
 * Chart geometry, one place for a page's server-drawn SVG charts (e.g. 交易报表's,
 * screens/report/report-charts.tsx) and the PDF report's vector charts
 * (kit/server/export/pdf-report.server.ts): bars in a plot box (y downwards, as SVG), axis
 * ticks, share rows (the largest items, the rest as one), and a chart's spoken summary. Values
 * are for drawing only; every figure shown as text is the caller's exact text.
 */

export type Box = { x: number; y: number; width: number; height: number };
export type ShareItem = { label: string; value: number; text: string; share: string };

/** A bar per value in the box (y grows downwards), with a gap between bars; the scale's top. */
export function barLayout(values: number[], box: Box): { bars: Box[]; max: number } {
  const max = niceMax(Math.max(0, ...values));
  const step = box.width / Math.max(1, values.length);
  const width = Math.max(1, step * (values.length > 60 ? 0.9 : 0.7));
  const bars = values.map((value, i) => {
    const height = (Math.max(0, value) / max) * box.height;
    return { x: box.x + i * step + (step - width) / 2, y: box.y + box.height - height, width, height };
  });
  return { bars, max };
}

/** The scale's top: 1, 2, 2.5 or 5 times a power of ten, at least the largest value (1 when all are zero). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((f) => f * power).find((top) => top >= value) ?? 10 * power;
}

/** Gridlines: zero, half and the top. */
export const ticksOf = (max: number) => [0, max / 2, max];

/** At most this many bars in the share chart: the largest, then the rest as one. */
export const SHARE_ROWS = 8;

/** The share chart's rows, each with its fraction of the largest bar's room (1 = the whole volume). */
export function shareLayout(items: ShareItem[], rest: string): (ShareItem & { fraction: number })[] {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.value), 0);
  const shown = items.length > SHARE_ROWS ? items.slice(0, SHARE_ROWS - 1) : items;
  const hidden = items.slice(shown.length);
  const rows: ShareItem[] = [...shown];
  if (hidden.length) {
    const value = hidden.reduce((sum, item) => sum + item.value, 0);
    const shareBasis = hidden.reduce((sum, item) => sum + Math.round(Number(item.share) * 100), 0);
    rows.push({
      label: `${rest}（${hidden.length}）`,
      value,
      text: yuanSum(hidden.map((h) => h.text)),
      share: (shareBasis / 100).toFixed(2),
    });
  }
  return rows.map((row) => ({ ...row, fraction: total > 0 ? Math.max(0, row.value) / total : 0 }));
}

/** Yuan texts added exactly, on their digits. */
export function yuanSum(texts: string[]): string {
  const fen = texts.reduce((sum, t) => {
    const m = /^(-?)(\d+)\.(\d{2})$/.exec(t);
    return m ? sum + (m[1] ? -1n : 1n) * (BigInt(m[2]!) * 100n + BigInt(m[3]!)) : sum;
  }, 0n);
  const abs = fen < 0n ? -fen : fen;
  return `${fen < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** A chart's text alternative: every item when there are few, else the first, the largest and the last. */
export function spokenSeries(title: string, items: { label: string; text: string; value?: number }[]): string {
  if (items.length <= 31) return `${title}: ${items.map((i) => `${i.label} ${i.text}`).join(", ")}`;
  const largest = items.reduce((a, b) => ((b.value ?? 0) > (a.value ?? 0) ? b : a));
  const first = items[0]!;
  const last = items[items.length - 1]!;
  return `${title}: ${first.label} ${first.text}, … ${largest.label} ${largest.text} (max), … ${last.label} ${last.text}`;
}

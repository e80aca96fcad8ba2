/** An export's totals row (export.server.ts): the descriptor's totals path, asked after the last page. */
import { toEntry } from "@contract";
import { type AnyScreen, textKey } from "~/kit/shared/screen";
import type { ListQuery } from "~/kit/shared/query";
import type { Translate, TranslationKey } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { REQUEST_TIMEOUT_MS } from "~/server/backend.server";
import { withRequestDeadline } from "~/server/deadline.server";
import { screenParams } from "../described.server";
import type { ExportColumn } from "./export-cells.server";
import type { SheetRow } from "./xlsx.server";

/**
 * The descriptor's totals row after the rows (unless the rows stopped with a note): the totals
 * path asked with the list's own params, after the last page, so the file's sums are the set's.
 */
export async function* withTotals(
  rows: AsyncIterable<SheetRow[]>,
  totals: () => Promise<string[]>,
): AsyncGenerator<SheetRow[]> {
  let stopped = false;
  for await (const batch of rows) {
    if (batch.some((row) => !Array.isArray(row))) stopped = true;
    yield batch;
  }
  if (!stopped) yield [await totals()];
}

/** The totals row's cells: its label in the first column, each summed column's total under it. */
export async function totalsRow(
  operator: Operator,
  spec: AnyScreen,
  query: ListQuery,
  columns: ExportColumn[],
  t: Translate,
): Promise<string[]> {
  const totals = spec.exportTotals!;
  const { current: _c, size: _s, ...filters } = screenParams(spec, query);
  const value = (await withRequestDeadline(REQUEST_TIMEOUT_MS, () =>
    operator.api.call(toEntry(totals.entry), { query: filters }),
  )) as Record<string, unknown> | null;
  return columns.map((column, i) => {
    if (i === 0) return t(textKey(spec, totals.label) as TranslationKey);
    const name = totals.columns[column.key];
    return name && value?.[name] != null ? String(value[name]) : "";
  });
}

/**
 * An export's columns and cells (export.server.ts): the list's columns labelled and typed for a
 * spreadsheet, their widths, and a backend row as the cells the list shows.
 */
import { type AnyScreen, shownValue, textKey } from "~/kit/shared/screen";
import type { Translate, TranslationKey } from "~/lib/i18n";
import { fieldValue } from "../described.server";
import { maskRow } from "../personal.server";
import type { CellFormat } from "./xlsx.server";

export type ExportColumn = { key: string; label: string; format: CellFormat };

/** The list's columns as the file's, labelled in the operator's language, typed for a spreadsheet. */
export function exportColumns(spec: AnyScreen, t: Translate): ExportColumn[] {
  return spec.columns.map((column) => {
    const field = column.option ?? column.key;
    const numeric = spec.row[field] === "number";
    return {
      key: field,
      label: t(textKey(spec, column.label ?? column.key) as TranslationKey),
      format: column.format ?? (numeric ? "number" : "text"),
    };
  });
}

/** Width in characters: the longest of the header and the first page's values (a Chinese character counts twice), within 8–60. */
export function widthOf(label: string, values: string[]): number {
  const wide = (text: string) => text.length + (text.match(/[\u2E80-\uFFEF]/g)?.length ?? 0);
  return Math.min(60, Math.max(8, wide(label), ...values.slice(0, 200).map(wide)) + 2);
}

/**
 * A backend row as the file's cells: what the list shows (option labels, personal data masked
 * unless the file is whole), money and dates left for the writer to type.
 */
export function cellReader(spec: AnyScreen, columns: ExportColumn[], t: Translate, mask: boolean) {
  const translate = (key: string) => t(key as TranslationKey);
  // Only the fields a cell reads (its own, the backend's name for an option's value, what chooses a personal kind), each by its kind.
  const names = new Set(
    columns.flatMap((column) => [
      column.key,
      spec.fields?.[column.key]?.nameFrom ?? column.key,
      spec.personalBy?.[column.key]?.by ?? column.key,
    ]),
  );
  const fields = [...names].map((name) => [name, spec.row[name] ?? "text"] as const);
  return (raw: Record<string, unknown>): string[] => {
    const read: Record<string, unknown> = {};
    for (const [name, kind] of fields) read[name] = fieldValue(kind, raw[name]);
    const row = mask ? maskRow(spec, read) : read;
    return columns.map((column) => shownValue(spec, translate, row, column.key));
  };
}

/**
 * An export's columns and cells (export.server.ts): the list's columns labelled and typed for a
 * spreadsheet, their widths, and a backend row as the cells the list shows.
 */
import { type AnyScreen, shownValue, textKey } from "~/kit/shared/screen";
import type { Translate, TranslationKey } from "~/lib/i18n";
import { fieldValue } from "../described.server";
import { maskOwnRow } from "../personal.server";
import type { CellFormat } from "./xlsx.server";

const MAX_KEPT_LABELS = 256;

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
 * The fields a file's cells read: each column's own, the backend's name for an option's value,
 * what chooses a personal kind. The export asks the backend for these alone (`fields`).
 */
export function readFields(spec: AnyScreen, columns: ExportColumn[]): string[] {
  return [
    ...new Set(
      columns.flatMap((column) => [
        column.key,
        spec.fields?.[column.key]?.nameFrom ?? column.key,
        spec.personalBy?.[column.key]?.by ?? column.key,
      ]),
    ),
  ];
}

/**
 * A backend row as the file's cells: what the list shows (option labels, personal data masked
 * unless the file is whole), money and dates left for the writer to type.
 */
export function cellReader(spec: AnyScreen, columns: ExportColumn[], t: Translate, mask: boolean) {
  const translate = (key: string) => t(key as TranslationKey);
  const fields = readFields(spec, columns).map((name) => [name, spec.row[name] ?? "text"] as const);
  // A cell of a field with options shows what its value alone decides (unless its label comes
  // from another field, nameFrom): kept per value, as i18next's lookup costs more than the rest of a row.
  const shown = columns.map(({ key }) => {
    const field = spec.fields?.[key];
    if (!field?.options || field.nameFrom)
      return (row: Record<string, unknown>) => shownValue(spec, translate, row, key);
    const byValue = new Map<unknown, string>();
    return (row: Record<string, unknown>) => {
      let cell = byValue.get(row[key]);
      if (cell !== undefined) return cell;
      cell = shownValue(spec, translate, row, key);
      // A field's options are few; a backend sending other values gets them shown, not kept.
      if (byValue.size < MAX_KEPT_LABELS) byValue.set(row[key], cell);
      return cell;
    };
  });
  return (raw: Record<string, unknown>): string[] => {
    const read: Record<string, unknown> = {};
    for (const [name, kind] of fields) read[name] = fieldValue(kind, raw[name]);
    const row = mask ? maskOwnRow(spec, read) : read;
    const cells = new Array<string>(shown.length);
    for (let i = 0; i < shown.length; i++) cells[i] = shown[i]!(row);
    return cells;
  };
}

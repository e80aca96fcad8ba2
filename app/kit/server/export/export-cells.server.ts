/**
 * An export's columns and cells (export.server.ts): the list's columns labelled and typed for a
 * spreadsheet, their widths, and a backend row as the cells the list shows.
 */
import { type AnyScreen, personalFields, shownValue, textKey } from "~/kit/shared/screen";
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

type Raw = Record<string, unknown>;
/** A field's value in a row: read from the backend's record, or from its masked fields. */
type FieldValue = (raw: Raw, masked: Raw) => unknown;

/**
 * A backend row as the file's cells: what the list shows (option labels, personal data masked
 * unless the file is whole), money and dates left for the writer to type. Each cell reads its
 * own field straight from the record (a million rows: no row object of every field copied
 * first); only the fields masking touches are gathered, into one object kept for every row, and
 * maskOwnRow masks those.
 */
export function cellReader(spec: AnyScreen, columns: ExportColumn[], t: Translate, mask: boolean) {
  const translate = (key: string) => t(key as TranslationKey);
  const read = (name: string) => {
    const kind = spec.row[name] ?? "text";
    return (raw: Raw) => fieldValue(kind, raw[name]);
  };
  const gathered = mask ? maskedFieldsOf(spec, readFields(spec, columns)) : [];
  const gatherers = gathered.map((name) => [name, read(name)] as const);
  const valueOf = (name: string): FieldValue => {
    if (gathered.includes(name)) return (_raw, masked) => masked[name];
    const plain = read(name);
    return (raw) => plain(raw);
  };
  const cells = columns.map(({ key }) => shownCell(spec, key, valueOf, translate));
  // One object for every row's masked fields: a row's cells are read before the next row's.
  const masked: Raw = {};
  return (raw: Raw): string[] => {
    if (gatherers.length > 0) {
      for (const [name, value] of gatherers) masked[name] = value(raw);
      maskOwnRow(spec, masked);
    }
    const row = new Array<string>(cells.length);
    for (let i = 0; i < cells.length; i++) row[i] = cells[i]!(raw, masked);
    return row;
  };
}

/**
 * The read fields that masking reads or changes (maskOwnRow): free text and personal fields, and
 * the fields that choose a personal kind.
 */
function maskedFieldsOf(spec: AnyScreen, fields: string[]): string[] {
  const personal = personalFields(spec);
  const masked = fields.filter((name) => spec.row[name] === "freeText" || personal.includes(name));
  return [
    ...new Set([...masked, ...masked.flatMap((name) => (spec.personalBy?.[name] ? [spec.personalBy[name].by] : []))]),
  ].filter((name) => fields.includes(name));
}

/** A column's cell: its field as text, or as the list shows an option (shownValue). */
function shownCell(
  spec: AnyScreen,
  key: string,
  valueOf: (name: string) => FieldValue,
  translate: (key: string) => string,
): (raw: Raw, masked: Raw) => string {
  const value = valueOf(key);
  const field = spec.fields?.[key];
  if (!field?.options)
    return (raw, masked) => {
      const v = value(raw, masked);
      return typeof v === "string" ? v : v == null ? "" : String(v);
    };
  const nameFrom = field.nameFrom;
  if (nameFrom) {
    const name = valueOf(nameFrom);
    return (raw, masked) =>
      shownValue(spec, translate, { [key]: value(raw, masked), [nameFrom]: name(raw, masked) }, key);
  }
  // A cell of a field with options shows what its value alone decides: kept per value, as
  // i18next's lookup costs more than the rest of a row.
  const byValue = new Map<unknown, string>();
  return (raw, masked) => {
    const v = value(raw, masked);
    let cell = byValue.get(v);
    if (cell !== undefined) return cell;
    cell = shownValue(spec, translate, { [key]: v }, key);
    // A field's options are few; a backend sending other values gets them shown, not kept.
    if (byValue.size < MAX_KEPT_LABELS) byValue.set(v, cell);
    return cell;
  };
}

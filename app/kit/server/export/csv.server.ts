/**
 * CSV for an export (ADR 015): UTF-8 with a byte-order mark, so Excel opens Chinese text
 * correctly; CRLF lines; RFC 4180 quoting. Money is written as a plain number with two
 * decimals; a text cell that a spreadsheet would run as a formula (= + - @ at its start) gets
 * a leading apostrophe.
 */
import { exactMoney } from "~/lib/money";
import type { Bytes } from "./zip.server";
import { type CellFormat, NUMBER_TEXT, type SheetColumn, type SheetRow } from "./xlsx.server";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string, format: CellFormat): string {
  const money = format === "money" ? exactMoney(value) : null;
  const numeric = money !== null || (format === "number" && NUMBER_TEXT.test(value));
  const text = !numeric && FORMULA_START.test(value) ? `'${value}` : (money ?? value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The file's bytes as they are made: the note line when there is one (手机号等个人信息已脱敏,
 * ADR 029), the header line, then a batch of lines per backend page.
 */
export async function* csvFile(options: {
  columns: SheetColumn[];
  rows: AsyncIterable<SheetRow[]>;
  note?: string | null;
}): AsyncGenerator<Bytes> {
  const encoder = new TextEncoder();
  const { columns } = options;
  const note = options.note ? `${csvField(options.note, "text")}\r\n` : "";
  yield encoder.encode(`\uFEFF${note}${columns.map((c) => csvField(c.label, "text")).join(",")}\r\n`);
  for await (const rows of options.rows) {
    let text = "";
    for (const row of rows) {
      text += Array.isArray(row)
        ? columns.map((c, i) => csvField(row[i] ?? "", c.format)).join(",")
        : csvField(row.note, "text");
      text += "\r\n";
    }
    yield encoder.encode(text);
  }
}

/**
 * CSV for an export (ADR 015): UTF-8 with a byte-order mark, so Excel opens Chinese text
 * correctly; CRLF lines; RFC 4180 quoting. Money is written as a plain number with two
 * decimals; a text cell that a spreadsheet would run as a formula (= + - @ at its start) gets
 * a leading apostrophe.
 */
import { exactMoney } from "~/lib/money";
import { Utf8Writer } from "./utf8-writer.server";
import type { Bytes } from "./zip.server";
import { type CellFormat, NUMBER_TEXT, type SheetColumn, type SheetRow } from "./xlsx.server";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const [COMMA, CR, LF] = [44, 13, 10];

/** A field's text before quoting: money as exact yuan, a number as it is, text guarded against formulas. */
function csvText(value: string, format: CellFormat): string {
  const money = format === "money" ? exactMoney(value) : null;
  if (money !== null) return money;
  if (format === "number" && NUMBER_TEXT.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

export function csvField(value: string, format: CellFormat): string {
  const text = csvText(value, format);
  return NEEDS_QUOTES.test(text) ? quoted(text) : text;
}

/**
 * The file's bytes as they are made: the note line when there is one (手机号等个人信息已脱敏,
 * ADR 029), the header line, then a batch of lines per backend page, written straight into bytes.
 */
export async function* csvFile(options: {
  columns: SheetColumn[];
  rows: AsyncIterable<SheetRow[]>;
  note?: string | null;
}): AsyncGenerator<Bytes> {
  const { columns } = options;
  const formats = columns.map((c) => c.format);
  const out = new Utf8Writer();
  const note = options.note ? `${csvField(options.note, "text")}\r\n` : "";
  out.text(`\uFEFF${note}${columns.map((c) => csvField(c.label, "text")).join(",")}\r\n`);
  yield out.take();
  for await (const rows of options.rows) {
    for (const row of rows) {
      if (Array.isArray(row)) {
        for (let i = 0; i < formats.length; i++) {
          if (i > 0) out.byte(COMMA);
          const text = csvText(row[i] ?? "", formats[i]!);
          out.text(NEEDS_QUOTES.test(text) ? quoted(text) : text);
        }
      } else out.text(csvField(row.note, "text"));
      out.byte(CR);
      out.byte(LF);
    }
    yield out.take();
  }
}

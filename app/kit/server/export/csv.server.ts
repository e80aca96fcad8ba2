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

const [COMMA, CR, LF] = [44, 13, 10];

/** The characters that quote a field (RFC 4180): a 1 at each one's code. */
const QUOTED = new Uint8Array(128);
for (const c of '",\r\n') QUOTED[c.charCodeAt(0)] = 1;

/** = + - @, a tab or a carriage return first: a spreadsheet would run the text as a formula. */
function startsFormula(text: string): boolean {
  const c = text.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

/** Money as exact yuan, a number as it is; null for text (and for an amount that is not one, written as text). */
function numberText(value: string, format: CellFormat): string | null {
  if (format === "money") return exactMoney(value);
  return format === "number" && NUMBER_TEXT.test(value) ? value : null;
}

const guarded = (value: string) => (startsFormula(value) ? `'${value}` : value);
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A field as the file writes it: a number as it is, text guarded against formulas and quoted where it must be. */
function writeField(out: Utf8Writer, value: string, format: CellFormat): void {
  const number = numberText(value, format);
  if (number !== null) return out.text(number);
  const text = guarded(value);
  // Its quoting is found as its bytes are written (a million rows' cells): one pass.
  if (!out.textUnless(text, QUOTED)) out.text(quoted(text));
}

/** A field as text (the header, a note line). */
export function csvField(value: string, format: CellFormat): string {
  const out = new Utf8Writer(256);
  writeField(out, value, format);
  return new TextDecoder().decode(out.take());
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
          writeField(out, row[i] ?? "", formats[i]!);
        }
      } else out.text(csvField(row.note, "text"));
      out.byte(CR);
      out.byte(LF);
    }
    yield out.take();
  }
}

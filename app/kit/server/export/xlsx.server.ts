/**
 * An .xlsx workbook written row by row (ADR 015): SpreadsheetML by hand into the streaming zip,
 * so memory stays flat for any row count (exceljs holds the whole workbook: 300–550 MB for
 * 500k rows). Inline strings (no shared-string table to hold), money as numbers with two
 * decimals and a number format, dates as dates, a frozen header row, column widths, and a new
 * sheet at Excel's 1,048,576-row limit. The workbook's own parts are written last, when the
 * number of sheets is known (a zip's order does not matter to readers).
 */
import { exactMoney } from "~/lib/money";
import { Utf8Writer } from "./utf8-writer.server";
import { type Bytes, ZipWriter } from "./zip.server";

export type CellFormat = "text" | "number" | "money" | "datetime" | "date";
export type SheetColumn = { label: string; format: CellFormat; width: number };
/** A row's cells as text ("" = empty), or a note spanning the row (an export that failed half-way). */
export type SheetRow = string[] | { note: string };

/** Excel's rows per sheet, the header included. */
export const EXCEL_MAX_ROWS = 1_048_576;
/** A sheet part rolls over before its XML nears the zip's 4 GiB (rows of very long text). */
const SHEET_MAX_BYTES = 3_500_000_000;
/** Excel's most characters in a cell. */
const CELL_MAX = 32_767;

/** Style ids in styles.xml's cellXfs. */
const STYLE = { header: 1, money: 2, datetime: 3, date: 4, note: 5 } as const;

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finds the control characters XML 1.0 cannot hold, to drop them
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  return value.replace(UNSAFE, (c) => ENTITY[c] ?? "");
}

/** The digits of `text` from `at` as a number, or -1 unless there are `count` ASCII digits there. */
function digitsAt(text: string, at: number, count: number): number {
  let n = 0;
  for (let k = at; k < at + count; k++) {
    const d = text.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Excel's serial day number (1900 system) of a wall-clock date or date and time
 * (`yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss`, a space or T between), or null.
 * Read by character codes: a million dates per export.
 */
export function excelSerial(value: string): number | null {
  const length = value.length;
  if (length !== 10 && length !== 16 && length !== 19) return null;
  const y = digitsAt(value, 0, 4);
  const mo = digitsAt(value, 5, 2);
  const d = digitsAt(value, 8, 2);
  if (y < 0 || mo < 0 || d < 0 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  let h = 0;
  let mi = 0;
  let s = 0;
  if (length > 10) {
    const between = value.charCodeAt(10);
    if ((between !== 32 && between !== 84) || value.charCodeAt(13) !== 58) return null;
    h = digitsAt(value, 11, 2);
    mi = digitsAt(value, 14, 2);
    if (length === 19) {
      if (value.charCodeAt(16) !== 58) return null;
      s = digitsAt(value, 17, 2);
    }
    if (h < 0 || mi < 0 || s < 0) return null;
  }
  // Date.UTC reads years 0–99 as 1900–1999: the month lengths are that year's.
  const year = y < 100 ? 1900 + y : y;
  const days = mo === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[mo - 1];
  if (days === undefined || d < 1 || d > days || h > 23 || mi > 59 || s > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s) / 86_400_000 + 25_569;
}

/** A plain decimal number, written as a number cell. */
export const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/** A, B, … Z, AA, …: the column letters of a 0-based index. */
export function columnLetters(index: number): string {
  let out = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/*
 * The writer's hot path: a cell is its reference (readers such as exceljs need it: `<c r="B`,
 * the row's number, `"`), its type and its value, written from fixed pieces encoded once straight
 * into the page's bytes; text is escaped only when it holds something to escape.
 */
const ascii = (text: string) => new TextEncoder().encode(text);
const TEXT_OPEN = ascii('" t="inlineStr"><is><t>');
const TEXT_OPEN_SPACED = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const TEXT_CLOSE = ascii("</t></is></c>");
const VALUE_OPEN: Record<"number" | "money" | "datetime" | "date", Uint8Array> = {
  number: ascii('"><v>'),
  money: ascii(`" s="${STYLE.money}"><v>`),
  datetime: ascii(`" s="${STYLE.datetime}"><v>`),
  date: ascii(`" s="${STYLE.date}"><v>`),
};
const VALUE_CLOSE = ascii("</v></c>");
const ROW_OPEN = ascii('<row r="');
const ROW_OPENED = ascii('">');
const ROW_CLOSE = ascii("</row>");

/**
 * Whether text holds what XML text cannot hold as it is: markup, a control character, a
 * surrogate (paired ones are left to the exact check) or U+FFFE/U+FFFF. By character codes, as
 * a million rows' cells pass here.
 */
function needsEscaping(text: string): boolean {
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x20 ? c !== 9 && c !== 10 && c !== 13 : c === 38 || c === 60 || c === 62 || c === 34 || c >= 0xd800)
      if (c < 0xe000 || c >= 0xfffe) return true;
  }
  return false;
}

/** A cell of the row whose number `row` is, in the column whose reference `ref` starts (`<c r="B`). */
function writeCell(out: Utf8Writer, ref: Uint8Array, row: string, value: string, format: CellFormat): void {
  if (value === "") return;
  if (format === "money") {
    const money = exactMoney(value);
    if (money !== null) return writeValue(out, ref, row, VALUE_OPEN.money, money);
  } else if (format === "number") {
    if (NUMBER_TEXT.test(value)) return writeValue(out, ref, row, VALUE_OPEN.number, value);
  } else if (format === "datetime" || format === "date") {
    const serial = excelSerial(value);
    if (serial !== null) return writeValue(out, ref, row, VALUE_OPEN[format], String(serial));
  }
  out.bytes(ref);
  out.text(row);
  writeText(out, value);
}

function writeValue(out: Utf8Writer, ref: Uint8Array, row: string, open: Uint8Array, value: string): void {
  out.bytes(ref);
  out.text(row);
  out.bytes(open);
  out.text(value);
  out.bytes(VALUE_CLOSE);
}

/**
 * Text as an inline-string cell, from the `"` closing its reference: escaped, at most Excel's
 * 32,767 characters, edge spaces kept.
 */
function writeText(out: Utf8Writer, value: string, style?: number): void {
  const cut = value.length > CELL_MAX ? value.slice(0, CELL_MAX) : value;
  const text = needsEscaping(cut) ? xmlText(cut) : cut;
  const spaced = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;
  if (style) out.text(`" s="${style}`);
  out.bytes(spaced ? TEXT_OPEN_SPACED : TEXT_OPEN);
  out.text(text);
  out.bytes(TEXT_CLOSE);
}

/** Text as an inline-string cell, as a string (the header). */
function textCell(ref: string, value: string, style?: number): string {
  const out = new Utf8Writer(256);
  out.text(ref);
  writeText(out, value, style);
  return new TextDecoder().decode(out.take());
}

/** A sheet's XML before its rows: frozen first row, column widths. */
function sheetHead(columns: SheetColumn[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join("");
  const header = columns.map((c, i) => textCell(`<c r="${columnLetters(i)}1`, c.label, STYLE.header)).join("");
  return (
    `${XML_HEAD}<worksheet ${NS} ${REL_NS}><sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

const SHEET_TAIL = "</sheetData></worksheet>";

/** Rows taken a batch at a time, a batch's rest kept for the next sheet. */
class RowFeed {
  private rest: SheetRow[] = [];
  private ended = false;
  constructor(private readonly batches: AsyncIterator<SheetRow[]>) {}

  /** Up to `max` rows (fewer only at the end), or null once every row has been taken. */
  async take(max: number): Promise<SheetRow[] | null> {
    while (this.rest.length === 0 && !this.ended) {
      const next = await this.batches.next();
      if (next.done) this.ended = true;
      else this.rest = next.value;
    }
    if (this.rest.length === 0) return null;
    const taken = this.rest.length <= max ? this.rest : this.rest.slice(0, max);
    this.rest = this.rest.length <= max ? [] : this.rest.slice(max);
    return taken;
  }

  get done(): boolean {
    return this.ended && this.rest.length === 0;
  }

  stop(): void {
    void this.batches.return?.();
  }
}

/** Excel's sheet name rules: at most 31 characters, none of []:*?/\. */
export function sheetName(base: string, index: number): string {
  const clean = base.replace(/[[\]:*?/\\]/g, " ").trim() || "Sheet";
  const suffix = index === 0 ? "" : ` (${index + 1})`;
  return clean.slice(0, 31 - suffix.length) + suffix;
}

/**
 * The workbook's bytes as they are made. `rows` gives batches (a backend page each); a sheet
 * ends at Excel's row limit and the next begins with the header again.
 */
export async function* xlsxFile(options: {
  sheet: string;
  columns: SheetColumn[];
  rows: AsyncIterable<SheetRow[]>;
  wallClock: Date;
  /** Rows per sheet, the header included (tests lower it). */
  maxRows?: number;
}): AsyncGenerator<Bytes> {
  const { columns, maxRows = EXCEL_MAX_ROWS } = options;
  const zip = new ZipWriter(options.wallClock);
  const feed = new RowFeed(options.rows[Symbol.asyncIterator]());
  const encoder = new TextEncoder();
  const names: string[] = [];
  try {
    do {
      names.push(sheetName(options.sheet, names.length));
      yield* zip.entry(`xl/worksheets/sheet${names.length}.xml`, sheetBody(feed, columns, maxRows));
    } while (!feed.done);
    for (const [path, xml] of workbookParts(names)) yield* zip.entry(path, [encoder.encode(xml)]);
    yield zip.finish();
  } finally {
    feed.stop();
  }
}

async function* sheetBody(feed: RowFeed, columns: SheetColumn[], maxRows: number): AsyncGenerator<Bytes> {
  const formats = columns.map((c) => c.format);
  const refs = columns.map((_, i) => ascii(`<c r="${columnLetters(i)}`));
  const out = new Utf8Writer();
  let bytes = 0;
  const taken = () => {
    bytes += out.size;
    return out.take();
  };
  out.text(sheetHead(columns));
  yield taken();
  let rowNumber = 1;
  while (rowNumber < maxRows && bytes < SHEET_MAX_BYTES) {
    const rows = await feed.take(maxRows - rowNumber);
    if (!rows) break;
    for (const row of rows) {
      rowNumber += 1;
      const number = String(rowNumber);
      out.bytes(ROW_OPEN);
      out.text(number);
      out.bytes(ROW_OPENED);
      if (Array.isArray(row)) {
        for (let i = 0; i < formats.length; i++) writeCell(out, refs[i]!, number, row[i] ?? "", formats[i]!);
      } else {
        out.text(`<c r="A${number}`);
        writeText(out, row.note, STYLE.note);
      }
      out.bytes(ROW_CLOSE);
    }
    yield taken();
  }
  out.text(SHEET_TAIL);
  yield taken();
}

/** [Content_Types].xml, the package and workbook relationships, the workbook and its styles. */
function workbookParts(sheets: string[]): [string, string][] {
  const sheetTypes = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join("");
  const sheetList = sheets
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  const sheetRels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join("");
  const RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
  return [
    [
      "xl/workbook.xml",
      `${XML_HEAD}<workbook ${NS} ${REL_NS}><bookViews><workbookView/></bookViews><sheets>${sheetList}</sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${XML_HEAD}<Relationships ${RELS}>${sheetRels}<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ],
    ["xl/styles.xml", STYLES],
    [
      "_rels/.rels",
      `${XML_HEAD}<Relationships ${RELS}><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "[Content_Types].xml",
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `${sheetTypes}</Types>`,
    ],
  ];
}

/** Styles: 0 plain, 1 header (bold, shaded), 2 money (#,##0.00), 3 date and time, 4 date, 5 note (bold, red). */
const STYLES =
  `${XML_HEAD}<styleSheet ${NS}>` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>` +
  `<fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font>` +
  `<font><b/><sz val="11"/><color rgb="FFB91C1C"/><name val="Calibri"/></font></fonts>` +
  `<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>` +
  `<fill><patternFill patternType="solid"><fgColor rgb="FFF1F5F9"/><bgColor indexed="64"/></patternFill></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>` +
  `<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

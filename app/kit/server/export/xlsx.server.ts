/**
 * An .xlsx workbook written row by row (ADR 015): SpreadsheetML by hand into the streaming zip,
 * so memory stays flat for any row count (exceljs holds the whole workbook: 300–550 MB for
 * 500k rows). Inline strings (no shared-string table to hold), money as numbers with two
 * decimals and a number format, dates as dates, a frozen header row, column widths, and a new
 * sheet at Excel's 1,048,576-row limit. The workbook's own parts are written last, when the
 * number of sheets is known (a zip's order does not matter to readers).
 */
import { exactMoney } from "~/lib/money";
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

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Excel's serial day number (1900 system) of a wall-clock date or date and time, or null. */
export function excelSerial(value: string): number | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const ms = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return ms / 86_400_000 + 25_569;
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
 * The writer's hot path: a cell is its reference (readers such as exceljs need it; `ref` is
 * `<c r="B12"`), its type and its value, built from fixed pieces; text is escaped only when it
 * holds something to escape.
 */
const TEXT_OPEN = ' t="inlineStr"><is><t>';
const TEXT_OPEN_SPACED = ' t="inlineStr"><is><t xml:space="preserve">';
const TEXT_CLOSE = "</t></is></c>";
const HAS_UNSAFE = new RegExp(UNSAFE.source);

function cell(ref: string, value: string, format: CellFormat): string {
  if (value === "") return "";
  if (format === "money") {
    const money = exactMoney(value);
    if (money !== null) return `${ref} s="${STYLE.money}"><v>${money}</v></c>`;
  } else if (format === "number") {
    if (NUMBER_TEXT.test(value)) return `${ref}><v>${value}</v></c>`;
  } else if (format === "datetime" || format === "date") {
    const serial = excelSerial(value);
    if (serial !== null) return `${ref} s="${STYLE[format]}"><v>${serial}</v></c>`;
  }
  return textCell(ref, value);
}

/** Text as an inline-string cell: escaped, at most Excel's 32,767 characters, edge spaces kept. */
function textCell(ref: string, value: string, style?: number): string {
  const cut = value.length > CELL_MAX ? value.slice(0, CELL_MAX) : value;
  const text = HAS_UNSAFE.test(cut) ? xmlText(cut) : cut;
  const spaced = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;
  return `${ref}${style ? ` s="${style}"` : ""}${spaced ? TEXT_OPEN_SPACED : TEXT_OPEN}${text}${TEXT_CLOSE}`;
}

/** A sheet's XML before its rows: frozen first row, column widths. */
function sheetHead(columns: SheetColumn[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join("");
  const header = columns.map((c, i) => textCell(`<c r="${columnLetters(i)}1"`, c.label, STYLE.header)).join("");
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
      yield* zip.entry(`xl/worksheets/sheet${names.length}.xml`, sheetBody(feed, columns, encoder, maxRows));
    } while (!feed.done);
    for (const [path, xml] of workbookParts(names)) yield* zip.entry(path, [encoder.encode(xml)]);
    yield zip.finish();
  } finally {
    feed.stop();
  }
}

async function* sheetBody(
  feed: RowFeed,
  columns: SheetColumn[],
  encoder: TextEncoder,
  maxRows: number,
): AsyncGenerator<Bytes> {
  const formats = columns.map((c) => c.format);
  const refs = columns.map((_, i) => `<c r="${columnLetters(i)}`);
  let bytes = 0;
  const out = (xml: string) => {
    const encoded = encoder.encode(xml);
    bytes += encoded.length;
    return encoded;
  };
  yield out(sheetHead(columns));
  let rowNumber = 1;
  while (rowNumber < maxRows && bytes < SHEET_MAX_BYTES) {
    const rows = await feed.take(maxRows - rowNumber);
    if (!rows) break;
    let xml = "";
    for (const row of rows) {
      rowNumber += 1;
      if (Array.isArray(row)) {
        xml += `<row r="${rowNumber}">`;
        for (let i = 0; i < formats.length; i++) xml += cell(`${refs[i]}${rowNumber}"`, row[i] ?? "", formats[i]!);
        xml += "</row>";
      } else {
        xml += `<row r="${rowNumber}">${textCell(`<c r="A${rowNumber}"`, row.note, STYLE.note)}</row>`;
      }
    }
    yield out(xml);
  }
  yield out(SHEET_TAIL);
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

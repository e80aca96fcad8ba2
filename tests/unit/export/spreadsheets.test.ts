/**
 * The export writers on their own (kit/server/export, ADR 015): a workbook a spreadsheet
 * library and LibreOffice both read back with its types (money as numbers with two decimals and
 * a number format, dates as dates), its frozen header and widths, a new sheet past the row
 * limit, a note row for an export that failed half-way; and CSV with a byte-order mark, quoting
 * and the formula guard. The zip is checked by `unzip -t`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { csvField, csvFile } from "~/kit/server/export/csv.server";
import {
  columnLetters,
  EXCEL_MAX_ROWS,
  excelSerial,
  type SheetColumn,
  type SheetRow,
  sheetName,
  xlsxFile,
} from "~/kit/server/export/xlsx.server";

const COLUMNS: SheetColumn[] = [
  { label: "名称", format: "text", width: 20 },
  { label: "笔数", format: "number", width: 8 },
  { label: "金额（元）", format: "money", width: 14 },
  { label: "交易时间", format: "datetime", width: 20 },
  { label: "结算日", format: "date", width: 12 },
];

const ROWS: SheetRow[] = [
  ['餐饮 <&> "引号"', "12", "1234.5", "2026-11-24 15:30:05", "2026-11-25"],
  ["=1+1 公式", "-3", "-0.005", "2026-01-01 00:00:00", "2026-02-30"],
  ["控制\u0001字符", "not a number", "abc", "昨天", ""],
  { note: "导出中断：服务不可用。本文件不完整：已导出 3 行，共 9 行。" },
];

async function* batches(rows: SheetRow[], size = 2): AsyncGenerator<SheetRow[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

function tempFile(name: string, bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), "export-")), name);
  writeFileSync(path, bytes);
  return path;
}

const workbook = (rows = ROWS, maxRows?: number) =>
  bytesOf(
    xlsxFile({
      sheet: "交易明细",
      columns: COLUMNS,
      rows: batches(rows),
      wallClock: new Date(Date.UTC(2026, 10, 24, 15, 30)),
      maxRows,
    }),
  );

describe("xlsx: a workbook readers take with its types", () => {
  it("is a sound zip that a spreadsheet library reads back typed", async () => {
    const path = tempFile("交易明细.xlsx", await workbook());
    expect(execFileSync("unzip", ["-t", path]).toString()).toContain("No errors detected");
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    expect(book.worksheets.map((s) => s.name)).toEqual(["交易明细"]);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([20, 8, 14, 20, 12]);
    expect(sheet.getRow(1).values).toEqual([undefined, "名称", "笔数", "金额（元）", "交易时间", "结算日"]);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('餐饮 <&> "引号"');
    expect(first.getCell(2).value).toBe(12);
    expect(first.getCell(3).value).toBe(1234.5);
    expect(first.getCell(3).numFmt).toBe("#,##0.00");
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 10, 24, 15, 30, 5)));
    expect(first.getCell(4).numFmt).toBe("yyyy-mm-dd hh:mm:ss");
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2026, 10, 25)));

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe("=1+1 公式");
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(3).value).toBe(-0.01);
    expect(second.getCell(5).value).toBe("2026-02-30");

    const third = sheet.getRow(4);
    expect(third.getCell(1).value).toBe("控制字符");
    expect(third.getCell(2).value).toBe("not a number");
    expect(third.getCell(3).value).toBe("abc");
    expect(third.getCell(5).value).toBeNull();
    expect(sheet.getRow(5).getCell(1).value).toBe("导出中断：服务不可用。本文件不完整：已导出 3 行，共 9 行。");
    expect(sheet.getRow(5).getCell(1).font?.bold).toBe(true);
  });

  it("opens in LibreOffice with its Chinese text and amounts intact", async () => {
    const path = tempFile("book.xlsx", await workbook());
    const out = join(path, "..");
    execFileSync(
      "libreoffice",
      ["--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76", "--outdir", out, path],
      { stdio: "pipe", timeout: 120_000 },
    );
    const lines = readFileSync(join(out, "book.csv"), "utf8").split(/\r?\n/);
    expect(lines[0]).toBe("名称,笔数,金额（元）,交易时间,结算日");
    expect(lines[1]).toBe('"餐饮 <&> ""引号""",12,"1,234.50",2026-11-24 15:30:05,2026-11-25');
    expect(lines[2]).toBe("=1+1 公式,-3,-0.01,2026-01-01 00:00:00,2026-02-30");
    expect(lines[4]).toMatch(/^导出中断：服务不可用/);
  });

  it("starts a new sheet, with its header again, at the row limit", async () => {
    const rows: SheetRow[] = Array.from({ length: 7 }, (_, i) => [`行${i + 1}`, String(i + 1), "1", "", ""]);
    const path = tempFile("split.xlsx", await workbook(rows, 4));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    expect(book.worksheets.map((s) => s.name)).toEqual(["交易明细", "交易明细 (2)", "交易明细 (3)"]);
    expect(book.worksheets.map((s) => s.rowCount)).toEqual([4, 4, 2]);
    expect(book.worksheets[1]!.getRow(1).getCell(1).value).toBe("名称");
    expect(book.worksheets[2]!.getRow(2).getCell(1).value).toBe("行7");
    expect(EXCEL_MAX_ROWS).toBe(1_048_576);
  });

  it("names sheets and columns as Excel does, dates as its serial days", () => {
    expect(sheetName("a/b:c*d?[e]", 0)).toBe("a b c d  e");
    expect(sheetName("x".repeat(40), 1)).toHaveLength(31);
    expect(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]).toEqual([0, 25, 26, 51, 52, 701, 702].map(columnLetters));
    expect(excelSerial("1900-03-01")).toBe(61);
    expect(excelSerial("2026-11-24 12:00:00")).toBe(46350.5);
    expect(excelSerial("2026-13-01")).toBeNull();
  });
});

describe("csv: UTF-8 with a byte-order mark", () => {
  it("quotes, guards formulas and writes money as plain two-decimal numbers", async () => {
    const text = (await bytesOf(csvFile({ columns: COLUMNS, rows: batches(ROWS) }))).toString("utf8");
    expect(text.startsWith("\uFEFF名称,笔数,金额（元）,交易时间,结算日\r\n")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[1]).toBe('"餐饮 <&> ""引号""",12,1234.50,2026-11-24 15:30:05,2026-11-25');
    expect(lines[2]).toBe("'=1+1 公式,-3,-0.01,2026-01-01 00:00:00,2026-02-30");
    expect(lines[4]).toMatch(/^导出中断/);
    expect(lines.at(-1)).toBe("");
  });

  it.each([
    ["+86 138", "text", "'+86 138"],
    ["@SUM(A1)", "text", "'@SUM(A1)"],
    ["-12", "number", "-12"],
    ["-12x", "number", "'-12x"],
    ["-5.5", "money", "-5.50"],
    ["a,b", "text", '"a,b"'],
    ["line\nbreak", "text", '"line\nbreak"'],
    ["交易,订单", "text", '"交易,订单"'],
    ["交易订单 😀", "text", "交易订单 😀"],
    [`${"x".repeat(60)}"`, "text", `"${"x".repeat(60)}"""`],
    [`${"交".repeat(60)}\r`, "text", `"${"交".repeat(60)}\r"`],
    ["交".repeat(60), "text", "交".repeat(60)],
  ] as const)("%j (%s) → %j", (value, format, expected) => {
    expect(csvField(value, format)).toBe(expected);
  });
});

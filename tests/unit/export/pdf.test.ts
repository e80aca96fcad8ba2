// The PDF renderer (ADR 014), read back by poppler as a reader would: A4 pages, the report font
// embedded as a CID subset whose glyphs draw exactly as the whole font's, the text extracted
// exactly (Chinese included), page 1 rendered, and a 2,000-row report within its size budget.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportPdf } from "../../../app/kit/server/export/pdf-report.server";
import { startPdf, tablePdf, text, writeContent, type PdfTable } from "../../../app/kit/server/export/pdf.server";
import { LONG_REMARK, SAMPLE_TITLE, sampleReport } from "./pdf-sample";

const FONT = new Uint8Array(
  readFileSync(new URL("../../../public/fonts/NotoSansCJKsc-Regular-GB2312.otf", import.meta.url)),
);
const ROWS = 2000;
// The sample's rows are transactions: times, card digits and amounts that repeat nowhere. A row
// costs about 36 bytes compressed and the font subset about 26 KB (measured: 103.5 KiB in all).
// The 60 KB holds only for rows that mostly repeat each other (ADR 014).
const SIZE_BUDGET = 106 * 1024;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pdf-test-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A poppler tool's output; it must run cleanly (no "Syntax Error" or warning on stderr). */
function poppler(command: string, ...args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  expect(result.error, `${command} did not run`).toBeUndefined();
  expect(result.stderr, `${command} complained`).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

async function write(name: string, table: PdfTable): Promise<{ file: string; bytes: Uint8Array }> {
  const bytes = await tablePdf(table, FONT);
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return { file, bytes };
}

/** What pdftotext reads in a PDF (its pages `first` to `last`), in the order it was drawn: a line per row. */
const pdfText = (file: string, first = 1, last = first) =>
  poppler("pdftotext", "-raw", "-f", `${first}`, "-l", `${last}`, file, "-");

/** Text as its lines, page breaks left out. */
const lines = (text: string) => text.split(/[\n\f]/).filter(Boolean);

describe("a 2,000-row report", () => {
  const table = sampleReport(ROWS);
  let file: string;
  let bytes: Uint8Array;
  let pages: number;
  beforeAll(async () => {
    ({ file, bytes } = await write("report.pdf", table));
    pages = Number(/^Pages:\s+(\d+)$/m.exec(poppler("pdfinfo", file))?.[1]);
  });

  it("is A4 portrait on every page, titled, made by the console, and within its size budget", () => {
    const info = poppler("pdfinfo", "-f", "1", "-l", `${pages}`, file);
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+(.+)$/gm)].map((m) => m[1]);
    expect(sizes).toEqual(Array(pages).fill("595.28 x 841.89 pts (A4)"));
    expect(info).toMatch(new RegExp(`^Title:\\s+${SAMPLE_TITLE}$`, "m"));
    expect(info).toMatch(/^Producer:\s+payment-console$/m);
    expect(pages).toBeGreaterThan(30);
    expect(bytes.length).toBeLessThanOrEqual(SIZE_BUDGET);
  });

  it("embeds one font, a CID-keyed CFF subset with its own codes and a Unicode map", () => {
    const fonts = lines(poppler("pdffonts", file))
      .slice(2)
      .map((line) => line.replace(/\s+/g, " ").trim());
    expect(fonts).toHaveLength(1);
    // name, type, encoding, emb, sub, uni, object id
    expect(fonts[0]).toMatch(/^[A-Z]{6}\+NotoSansCJKsc-Regular CID Type 0C Custom yes yes yes \d+ 0$/);
  });

  it("gives its text back exactly: title, meta, every row of page 1, the footer, the labels", () => {
    const first = lines(pdfText(file));
    expect(first.slice(0, 3)).toEqual([SAMPLE_TITLE, ...table.meta!]);
    expect(first[3]).toBe(table.columns.map((c) => c.label).join(" "));
    const rows = first.slice(4, -1);
    expect(rows.length).toBeGreaterThan(40);
    // A cell that does not fit its column ends in "…" after as much of its text as fits.
    const cut = (cell: string) =>
      Array.from({ length: cell.length - 1 }, (_, k) => `${cell.slice(0, k + 1).trimEnd()}…`);
    rows.forEach((line, i) => {
      const cells = table.rows[i].filter(Boolean);
      for (const cell of cells)
        expect(line.includes(cell) || cut(cell).some((form) => line.includes(form)), `row ${i + 1}: ${cell}`).toBe(
          true,
        );
    });
    const whole = rows.filter((line, i) => line === table.rows[i].filter(Boolean).join(" "));
    expect(whole.length).toBeGreaterThan(20);
    expect(first.at(-1)).toBe(`第 1 页 / 共 ${pages} 页`);

    const last = lines(pdfText(file, pages));
    expect(last.slice(-2)).toEqual([`共 ${ROWS} 行`, `第 ${pages} 页 / 共 ${pages} 页`]);
  });

  it("repeats the header row and puts a page label on every page", () => {
    const text = pdfText(file, 1, pages);
    const header = table.columns.map((c) => c.label).join(" ");
    const all = lines(text);
    expect(all.filter((line) => line === header)).toHaveLength(pages);
    for (let n = 1; n <= pages; n++) expect(all).toContain(`第 ${n} 页 / 共 ${pages} 页`);
    expect(text).toContain("北京全聚德餐饮有限公司");
    expect(text).not.toContain(LONG_REMARK); // too long for its column: cut
  });

  it("aligns a right-aligned column's cells on their right edge", () => {
    const words = poppler("pdftotext", "-bbox", "-f", "1", "-l", "1", file, "-");
    const amounts = [...words.matchAll(/xMax="([\d.]+)"[^>]*>(\d{1,3}(?:,\d{3})*\.\d{2})</g)].map((m) => Number(m[1]));
    expect(amounts.length).toBeGreaterThan(40);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThan(0.1);
  });

  it("renders page 1", () => {
    const prefix = join(dir, "page");
    poppler("pdftoppm", "-r", "50", "-f", "1", "-l", "1", "-png", file, prefix);
    const png = readFileSync(`${prefix}-01.png`);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.length).toBeGreaterThan(5000);
  });
});

describe("short tables", () => {
  const base = sampleReport(0);

  it("an empty table is one page: title, header, footer, label", async () => {
    const { file } = await write("empty.pdf", { ...base, footer: "共 0 行" });
    expect(lines(pdfText(file)).slice(3)).toEqual([
      base.columns.map((c) => c.label).join(" "),
      "共 0 行",
      "第 1 页 / 共 1 页",
    ]);
  });

  it("maps codes to characters in ranges whose characters stay within one 256 (勿 U+52FF, 匀 U+5300)", async () => {
    const { file, bytes } = await write("boundary.pdf", { ...base, rows: [["1", "勿匀替最"]] });
    expect(pdfText(file)).toContain("1 勿匀替最");
    const doc = await PDFDocument.load(bytes);
    const [font] = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object) => object instanceof PDFDict && object.get(PDFName.of("ToUnicode")));
    const toUnicode = doc.context.lookup((font as PDFDict).get(PDFName.of("ToUnicode"))) as PDFRawStream;
    const cmap = new TextDecoder().decode(decodePDFRawStream(toUnicode).decode());
    const ranges = [...cmap.matchAll(/^<([0-9A-F]+)> <([0-9A-F]+)> <([0-9A-F]+)>$/gm)].map((m) =>
      m.slice(1).map((hex) => parseInt(hex, 16)),
    );
    expect(ranges.length).toBeGreaterThan(10);
    for (const [first, last, char] of ranges) expect((char & 0xff) + last - first).toBeLessThanOrEqual(0xff);
    expect(ranges.some(([first, last, char]) => char === 0x52ff && last === first)).toBe(true);
  });

  it("draws a character the font lacks as □ and a control character as a space", async () => {
    const { file } = await write("missing.pdf", { ...base, rows: [["1", "𠀀字\t表"]] });
    expect(pdfText(file)).toContain("□字 表");
  });
});

describe("a report's table", () => {
  it("gives its rows back after a heading in a larger size, the amounts right-aligned", async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`代理商${i}`, `${(i * 3).toFixed(2)}`]);
    const bytes = await reportPdf(
      {
        title: "交易报表",
        meta: ["支付方式 微信支付"],
        pageLabel: (n, m) => `第 ${n} 页 / 共 ${m} 页`,
        sections: [
          {
            kind: "table",
            title: "按代理商汇总",
            columns: [{ label: "代理商" }, { label: "金额", align: "right" }],
            rows,
          },
        ],
      },
      FONT,
    );
    const file = join(dir, "report-table.pdf");
    writeFileSync(file, bytes);
    const all = lines(pdfText(file, 1, 2));
    expect(all.filter((line) => line === "代理商 金额")).toHaveLength(2);
    expect(all.filter((line) => line.startsWith("代理商") && line !== "代理商 金额")).toEqual(
      rows.map((row) => row.join(" ")),
    );
    const words = poppler("pdftotext", "-bbox", "-f", "1", "-l", "1", file, "-");
    const amounts = [...words.matchAll(/xMax="([\d.]+)"[^>]*>\d+\.\d{2}</g)].map((m) => Number(m[1]));
    expect(amounts.length).toBeGreaterThan(20);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThan(0.1);
  });
});

describe("the font subset", () => {
  /** Page 1 of a PDF in grey, at 150 dpi. */
  function render(bytes: Uint8Array, name: string): Buffer {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, bytes);
    spawnSync("pdftoppm", ["-gray", "-r", "150", "-f", "1", "-l", "1", file, join(dir, name)]);
    return readFileSync(join(dir, `${name}-1.pgm`));
  }

  it("draws every glyph exactly as the whole font does (a broken CJK subset would not)", async () => {
    const line = "交易明细报表 北京全聚德餐饮有限公司 鼢鼬鼯鼹齄 ０１２３ Ａｂｃ “引号” 123.45 …—";
    const subsetPdf = async () => {
      const { doc, fit, addPage, save } = await startPdf("subset", FONT);
      writeContent(doc, addPage(), text(fit(line, 12), 10, 25, 12));
      return render(await save(), "subset");
    };
    // The whole font as pdf-lib embeds it: fontkit 2 reads it; it lacks the encodeStream of the
    // fontkit pdf-lib types, which only a subset would call.
    const wholePdf = async () => {
      const doc = await PDFDocument.create();
      doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
      const font = await doc.embedFont(FONT, { subset: false });
      doc.addPage([595.28, 841.89]).drawText(line, { x: 10, y: 25, size: 12, font });
      return render(await doc.save(), "whole");
    };
    const [subset, whole] = [await subsetPdf(), await wholePdf()];
    const ink = subset.filter((grey) => grey < 128).length;
    expect(ink).toBeGreaterThan(2000);
    expect(subset.equals(whole)).toBe(true);
  });
});

// The PDF renderer for exports (ADR 014): a table report on A4 portrait pages. Vector text only,
// in one embedded font subset to the characters used (the CJK report font: pdf-font.server.ts),
// so Chinese reads, selects and copies. Page 1 has the title and its meta lines; every page
// repeats the header row and has its page label at the bottom; the footer follows the last row.
//
// The content streams are written here, not through pdf-lib's drawText (a dozen operators and a
// graphics state per call): a row is one translation of the coordinate system and then the same
// operators as every row before it, only the glyphs differing, so what a row costs compressed is
// mostly what its text holds (ADR 014 has the figures).
import { PDFDocument, type PDFPage } from "pdf-lib";
import { fontkitForPdfLib, subsetName, textFitter, type Fitted } from "./pdf-text.server";

export type PdfColumn = { label: string; align?: "left" | "right"; weight?: number /* relative width, default 1 */ };
export type PdfTable = {
  title: string; // e.g. "MCC管理"
  meta?: string[]; // lines under the title, e.g. "导出时间 2026-11-24 15:00:00", "筛选：名称 含 “餐饮”"
  columns: PdfColumn[];
  rows: string[][]; // already formatted text, one string per column
  footer?: string; // e.g. "共 2000 行"
  pageLabel: (page: number, pages: number) => string; // e.g. (n, m) => `第 ${n} 页 / 共 ${m} 页`
};

const PRODUCER = "payment-console";
// The page's geometry, shared with the report layout (pdf-report.server.ts).
export const [PAGE_W, PAGE_H] = [595.28, 841.89]; // A4 in pt
export const MARGIN_X = 36;
export const TOP = PAGE_H - 40; // the first line's top
export const BOTTOM = 44; // the table ends above this
export const LABEL_Y = 22; // the page label's baseline
export const TITLE_SIZE = 14;
export const META_SIZE = 8;
export const META_LINE = 12;
export const TEXT_SIZE = 8; // header and cells
export const HEADER_H = 18;
export const ROW_H = 14;
const PAD = 3; // a cell's inner margin, left and right
export const GAP = 10; // between the title block and the table, and between the table and the footer
// Baselines inside a band: CJK glyphs sit from -0.12 em to 0.88 em.
export const baselineIn = (band: number) => round((band - TEXT_SIZE) / 2 + 0.12 * TEXT_SIZE);
export const TABLE_RIGHT = PAGE_W - MARGIN_X;

/** Numbers as the content stream writes them: at most two decimals. */
export const round = (n: number) => Math.round(n * 100) / 100;

export type Fit = ReturnType<typeof textFitter>;
type Column = { left: number; width: number; right: boolean };
type Page = { rows: string[][]; top: number; footer: boolean };

/** A new A4 document titled `title`, with `font` embedded as a subset, and its text fitter. */
export async function startPdf(title: string, font: Uint8Array) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(new Date(Date.now()));
  doc.registerFontkit(fontkitForPdfLib);
  const pdfFont = await doc.embedFont(font, { subset: true, customName: subsetName(font) });
  return { doc, pdfFont, fit: textFitter(pdfFont) };
}

/** The table as a PDF: A4 portrait, `font` (an OpenType font's bytes) embedded as a subset. */
export async function tablePdf(table: PdfTable, font: Uint8Array): Promise<Uint8Array> {
  const { doc, pdfFont, fit } = await startPdf(table.title, font);
  const columns = layoutColumns(table.columns);
  const pages = paginate(table);

  pages.forEach((page, index) => {
    const pdfPage = doc.addPage([PAGE_W, PAGE_H]);
    const fontName = pdfPage.node.newFontDictionary(pdfFont.name, pdfFont.ref).toString();
    const text = (fitted: Fitted, x: number, y: number, size: number) =>
      fitted.string && `BT ${fontName} ${size} Tf ${round(x)} ${round(y)} Td ${fitted.string} Tj ET`;
    const ops: string[] = [];
    if (index === 0) {
      const room = TABLE_RIGHT - MARGIN_X;
      ops.push(text(fit(table.title, TITLE_SIZE, room), MARGIN_X, TOP - TITLE_SIZE, TITLE_SIZE), "0.35 g");
      (table.meta ?? []).forEach((line, i) =>
        ops.push(text(fit(line, META_SIZE, room), MARGIN_X, TOP - TITLE_SIZE - (i + 1) * META_LINE, META_SIZE)),
      );
      ops.push("0 g");
    }
    ops.push(
      `q 0.4 w 0.8 G ${fontName} ${TEXT_SIZE} Tf`,
      `0.94 g ${MARGIN_X} ${round(page.top - HEADER_H)} ${round(TABLE_RIGHT - MARGIN_X)} ${HEADER_H} re f 0 g`,
      `1 0 0 1 0 ${round(page.top - HEADER_H)} cm`,
      rowText(
        columns,
        table.columns.map((c) => c.label),
        fit,
        baselineIn(HEADER_H),
      ),
      ruleAt0(),
    );
    for (const row of page.rows) {
      ops.push(`1 0 0 1 0 -${ROW_H} cm ${rowText(columns, row, fit, baselineIn(ROW_H))} ${ruleAt0()}`);
    }
    ops.push("Q");
    const tableBottom = page.top - HEADER_H - page.rows.length * ROW_H;
    if (page.footer && table.footer)
      ops.push(text(fit(table.footer, META_SIZE), MARGIN_X, tableBottom - GAP - META_SIZE, META_SIZE));
    const label = fit(table.pageLabel(index + 1, pages.length), META_SIZE);
    ops.push(text(label, (PAGE_W - label.width) / 2, LABEL_Y, META_SIZE));
    writeContent(doc, pdfPage, ops.filter(Boolean).join("\n"));
  });
  return doc.save({ objectsPerTick: Infinity });
}

/** The rows each page holds: page 1 below the title block; the footer on the last page, or a page of its own. */
function paginate(table: PdfTable): Page[] {
  const firstTop = TOP - TITLE_SIZE - (table.meta?.length ?? 0) * META_LINE - GAP;
  const capacity = (top: number) => Math.floor((top - HEADER_H - BOTTOM) / ROW_H);
  const pages: Page[] = [];
  let start = 0;
  do {
    const top = pages.length ? TOP : firstTop;
    const rows = table.rows.slice(start, start + capacity(top));
    pages.push({ rows, top, footer: false });
    start += rows.length;
  } while (start < table.rows.length);
  const last = pages[pages.length - 1];
  const footerFits = last.top - HEADER_H - last.rows.length * ROW_H - GAP - META_SIZE >= BOTTOM;
  if (footerFits) last.footer = true;
  else pages.push({ rows: [], top: TOP, footer: true });
  return pages;
}

/** Each column's box: the table's width shared by weight. */
export function layoutColumns(columns: PdfColumn[]): Column[] {
  const total = columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  let left = MARGIN_X;
  return columns.map((c) => {
    const width = ((TABLE_RIGHT - MARGIN_X) * (c.weight ?? 1)) / total;
    const column = { left, width, right: c.align === "right" };
    left += width;
    return column;
  });
}

/**
 * One row's text object, at `baseline` above the current origin: each cell fitted to its
 * column, left or right aligned, positioned relative to the cell before it.
 */
export function rowText(columns: Column[], cells: string[], fit: Fit, baseline: number): string {
  let out = "BT";
  let at: number | undefined;
  columns.forEach((column, i) => {
    const cell = fit(cells[i] ?? "", TEXT_SIZE, column.width - 2 * PAD);
    if (!cell.string) return;
    const x = round(column.right ? column.left + column.width - PAD - cell.width : column.left + PAD);
    out += at === undefined ? ` ${x} ${baseline} Td ${cell.string} Tj` : ` ${round(x - at)} 0 Td ${cell.string} Tj`;
    at = x;
  });
  return `${out} ET`;
}

/** The thin rule under a row (its bottom is the current origin). */
export const ruleAt0 = () => `${MARGIN_X} 0 m ${round(TABLE_RIGHT)} 0 l S`;

/** The page's content stream, compressed. */
export function writeContent(doc: PDFDocument, page: PDFPage, content: string) {
  page.node.addContentStream(doc.context.register(doc.context.flateStream(content)));
}

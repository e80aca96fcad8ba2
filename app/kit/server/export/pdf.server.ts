// The PDF renderer for exports (ADR 014): a table report on A4 portrait pages. Vector text only,
// in one embedded font subset to the characters used (the CJK report font: pdf-font.server.ts,
// embedded by pdf-font-embed.server.ts), so Chinese reads, selects and copies. Page 1 has the
// title and its meta lines; every page repeats the header row and has its page label at the
// bottom; the footer follows the last row.
//
// The content streams are written here, not through pdf-lib's drawText (a dozen operators and a
// graphics state per call), so that what a row costs compressed is mostly what its text holds
// (ADR 014 has the figures): a page's rows are one text object, a row one TJ array of its
// cells' codes and the gaps between them; what does not change from page to page (the header
// band, the header row, the rules) is one stream that every page alike shares.
import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, type PDFPage, type PDFRef } from "pdf-lib";
import { reportFont } from "./pdf-font-embed.server";
import { textFitter, type Fitted } from "./pdf-text.server";

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

/** The report font's name in every page's resources. */
export const FONT = "/F";

/**
 * A new A4 document titled `title` with `font` as the report font; its text fitter; `addPage`,
 * pages that share one resource dictionary and page size (inherited from the page tree); and
 * `save`, which embeds the font's subset then writes the file.
 */
export async function startPdf(title: string, font: Uint8Array) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(new Date(Date.now()));
  const { context } = doc;
  const pdfFont = reportFont(context, font);
  const tree = doc.catalog.Pages();
  tree.set(PDFName.of("Resources"), context.obj({ Font: { [FONT.slice(1)]: pdfFont.ref } }));
  tree.set(PDFName.of("MediaBox"), context.obj([0, 0, PAGE_W, PAGE_H]));
  const addPage = () => {
    const page = doc.addPage();
    page.node.delete(PDFName.of("Resources"));
    page.node.delete(PDFName.of("MediaBox"));
    return page;
  };
  const save = () => {
    pdfFont.embed();
    return doc.save({ objectsPerTick: Infinity });
  };
  return { doc, fit: textFitter(pdfFont), addPage, save };
}

/** The table as a PDF: A4 portrait, `font` (an OpenType font's bytes) embedded as a subset. */
export async function tablePdf(table: PdfTable, font: Uint8Array): Promise<Uint8Array> {
  const { doc, fit, addPage, save } = await startPdf(table.title, font);
  const columns = layoutColumns(table.columns);
  const header = rowArray(
    columns,
    table.columns.map((c) => c.label),
    fit,
  );
  const frames = new Map<string, PDFRef>();
  const pages = paginate(table);

  pages.forEach((page, index) => {
    const pdfPage = addPage();
    const headerBottom = round(page.top - HEADER_H);
    const rules = [0, ...page.rows.map((_, i) => i + 1)].map((i) => round(headerBottom - i * ROW_H));
    const frame = [
      `q 0.4 w 0.8 G 0.94 g ${MARGIN_X} ${headerBottom} ${round(TABLE_RIGHT - MARGIN_X)} ${HEADER_H} re f 0 g`,
      `BT ${FONT} ${TEXT_SIZE} Tf ${MARGIN_X} ${round(headerBottom + baselineIn(HEADER_H))} Td ${header} TJ ET`,
      ...rules.map((y) => `${MARGIN_X} ${y} m ${round(TABLE_RIGHT)} ${y} l`),
      "S Q",
    ].join("\n");
    if (index === 0) {
      const room = TABLE_RIGHT - MARGIN_X;
      const titleBlock = [text(fit(table.title, TITLE_SIZE, room), MARGIN_X, TOP - TITLE_SIZE, TITLE_SIZE), "0.35 g"];
      (table.meta ?? []).forEach((line, i) =>
        titleBlock.push(text(fit(line, META_SIZE, room), MARGIN_X, TOP - TITLE_SIZE - (i + 1) * META_LINE, META_SIZE)),
      );
      titleBlock.push("0 g");
      writeContent(doc, pdfPage, titleBlock.filter(Boolean).join("\n"));
    }
    // Pages with the same header and as many rows draw the same frame: one stream for them all.
    let frameRef = frames.get(frame);
    if (!frameRef) frames.set(frame, (frameRef = compressedStream(doc, frame)));
    pdfPage.node.addContentStream(frameRef);

    const ops: string[] = [];
    if (page.rows.length) {
      const firstBaseline = round(headerBottom - ROW_H + baselineIn(ROW_H));
      ops.push(`BT ${FONT} ${TEXT_SIZE} Tf ${ROW_H} TL ${MARGIN_X} ${firstBaseline} Td`);
      page.rows.forEach((row, i) => ops.push(`${i ? "T*" : ""}${rowArray(columns, row, fit)} TJ`));
      ops.push("ET");
    }
    const tableBottom = page.top - HEADER_H - page.rows.length * ROW_H;
    if (page.footer && table.footer)
      ops.push(text(fit(table.footer, META_SIZE), MARGIN_X, tableBottom - GAP - META_SIZE, META_SIZE));
    const label = fit(table.pageLabel(index + 1, pages.length), META_SIZE);
    ops.push(text(label, (PAGE_W - label.width) / 2, LABEL_Y, META_SIZE));
    writeContent(doc, pdfPage, ops.filter(Boolean).join("\n"));
  });
  return save();
}

/** A line of text at (x, y) in the report font at `size` pt ("" when there is none). */
export const text = (fitted: Fitted, x: number, y: number, size: number) =>
  fitted.string && `BT ${FONT} ${size} Tf ${round(x)} ${round(y)} Td ${fitted.string} Tj ET`;

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
 * One row's cells as a TJ array, from the table's left edge: each cell fitted to its column,
 * left or right aligned, after a gap from the end of the cell before it (in thousandths of the
 * text size, as TJ counts; a gap rounded so that the next one makes up for it).
 */
export function rowArray(columns: Column[], cells: string[], fit: Fit): string {
  let out = "[";
  let at = MARGIN_X; // where the reader's pen is
  columns.forEach((column, i) => {
    const cell = fit(cells[i] ?? "", TEXT_SIZE, column.width - 2 * PAD);
    if (!cell.string) return;
    const x = column.right ? column.left + column.width - PAD - cell.width : column.left + PAD;
    const gap = Math.round(((x - at) * 1000) / TEXT_SIZE);
    out += `${gap ? -gap : ""}${cell.string}`;
    at += (gap * TEXT_SIZE) / 1000 + cell.width;
  });
  return `${out}]`;
}

/**
 * One row's text object, its baseline `baseline` above the current origin, at the text size
 * (which the TJ gaps are counted in: the size set before, by a heading say, would scale them).
 */
export const rowText = (columns: Column[], cells: string[], fit: Fit, baseline: number) =>
  `BT ${FONT} ${TEXT_SIZE} Tf ${MARGIN_X} ${baseline} Td ${rowArray(columns, cells, fit)} TJ ET`;

/** The thin rule under a row (its bottom is the current origin). */
export const ruleAt0 = () => `${MARGIN_X} 0 m ${round(TABLE_RIGHT)} 0 l S`;

/** A content stream compressed at deflate's best, registered in the document. */
export function compressedStream(doc: PDFDocument, content: string): PDFRef {
  const bytes = Uint8Array.from(content, (c) => c.charCodeAt(0));
  return doc.context.register(doc.context.stream(deflateSync(bytes, { level: 9 }), { Filter: "FlateDecode" }));
}

/** The page's content stream, compressed. */
export function writeContent(doc: PDFDocument, page: PDFPage, content: string) {
  page.node.addContentStream(compressedStream(doc, content));
}

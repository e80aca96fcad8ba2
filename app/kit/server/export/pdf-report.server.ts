// A report on A4 portrait pages (ADR 014, 021): the title and its meta lines, then sections one
// below the other — figure cards, a bar chart, a share chart, tables — a section that does not
// fit going to the next page, a table's rows running on over pages with its header repeated.
// Charts are vector paths (rectangles and lines in the content stream), text is the embedded
// subset font (selectable Chinese); the page geometry, the table rows and the font are
// pdf.server.ts's, the chart geometry kit/shared/chart-geometry.ts's (the page's SVG uses it too).
import type { PDFPage } from "pdf-lib";
import { barLayout, shareLayout, ticksOf } from "~/kit/shared/chart-geometry";
import type { Fitted } from "./pdf-text.server";
import {
  BOTTOM,
  baselineIn,
  type Fit,
  FONT,
  GAP,
  HEADER_H,
  LABEL_Y,
  layoutColumns,
  MARGIN_X,
  META_LINE,
  META_SIZE,
  PAGE_W,
  type PdfColumn,
  round,
  ROW_H,
  rowText,
  ruleAt0,
  startPdf,
  TABLE_RIGHT,
  text,
  TEXT_SIZE,
  TITLE_SIZE,
  TOP,
  writeContent,
} from "./pdf.server";

export type PdfSection =
  | { kind: "figures"; items: { label: string; value: string }[] }
  | { kind: "bars"; title: string; points: { label: string; value: number }[] }
  /** `rest` labels the row that gathers the smaller items. */
  | {
      kind: "shares";
      title: string;
      rest: string;
      items: { label: string; value: number; text: string; share: string }[];
    }
  | { kind: "table"; title: string; columns: PdfColumn[]; rows: string[][] };

export type PdfReport = {
  title: string;
  meta: string[];
  sections: PdfSection[];
  pageLabel: (page: number, pages: number) => string;
};

const WIDTH = TABLE_RIGHT - MARGIN_X;
const SECTION_TITLE = 10;
const CARD_H = 40;
const BARS_H = 150;
const SHARE_ROW = 16;
/** The bars' colour (the console's primary blue), the tracks' and gridlines' greys. */
const BAR = "0.15 0.39 0.92 rg";

type Pen = { ops: string[]; text: (fitted: Fitted, x: number, y: number, size: number) => string };

/** The report as a PDF: A4 portrait, `font` embedded as a subset. */
export async function reportPdf(report: PdfReport, font: Uint8Array): Promise<Uint8Array> {
  const { doc, fit, addPage, save } = await startPdf(report.title, font);
  const pages: { page: PDFPage; pen: Pen }[] = [];
  const newPage = () => {
    const page = addPage();
    const pen: Pen = { ops: [], text };
    pen.ops.push(`${FONT} ${TEXT_SIZE} Tf`);
    pages.push({ page, pen });
    return pen;
  };
  let pen = newPage();
  pen.ops.push(pen.text(fit(report.title, TITLE_SIZE, WIDTH), MARGIN_X, TOP - TITLE_SIZE, TITLE_SIZE), "0.35 g");
  report.meta.forEach((line, i) =>
    pen.ops.push(pen.text(fit(line, META_SIZE, WIDTH), MARGIN_X, TOP - TITLE_SIZE - (i + 1) * META_LINE, META_SIZE)),
  );
  pen.ops.push("0 g");
  let y = TOP - TITLE_SIZE - report.meta.length * META_LINE - GAP;
  /** Room for `height` below the cursor, else a new page; then the cursor moves below it. */
  const take = (height: number) => {
    if (y - height < BOTTOM) {
      pen = newPage();
      y = TOP;
    }
    const top = y;
    y -= height + GAP;
    return top;
  };
  const heading = (title: string, top: number) =>
    pen.ops.push(pen.text(fit(title, SECTION_TITLE, WIDTH), MARGIN_X, top - SECTION_TITLE, SECTION_TITLE));

  for (const section of report.sections) {
    if (section.kind === "figures") {
      const top = take(CARD_H);
      const width = WIDTH / Math.max(1, section.items.length);
      section.items.forEach((item, i) => {
        const x = MARGIN_X + i * width;
        pen.ops.push(`0.96 g ${round(x + 2)} ${round(top - CARD_H)} ${round(width - 4)} ${CARD_H} re f 0.35 g`);
        pen.ops.push(pen.text(fit(item.label, META_SIZE, width - 12), x + 8, top - 14, META_SIZE), "0 g");
        pen.ops.push(pen.text(fit(item.value, 10, width - 12), x + 8, top - 31, 10));
      });
    } else if (section.kind === "bars") {
      const top = take(SECTION_TITLE + 6 + BARS_H);
      heading(section.title, top);
      const plot = { x: MARGIN_X + 48, y: top - SECTION_TITLE - 6, width: WIDTH - 48, height: BARS_H - 16 };
      const { bars, max } = barLayout(
        section.points.map((p) => p.value),
        { x: plot.x, y: 0, width: plot.width, height: plot.height },
      );
      pen.ops.push("q 0.4 w 0.8 G [2 2] 0 d");
      for (const tick of ticksOf(max)) {
        const ty = plot.y - plot.height + (tick / max) * plot.height;
        pen.ops.push(`${round(plot.x)} ${round(ty)} m ${round(plot.x + plot.width)} ${round(ty)} l S`);
        const label = fit(Math.round(tick).toLocaleString("en-US"), 7);
        pen.ops.push(pen.text(label, plot.x - 4 - label.width, ty - 2, 7));
      }
      pen.ops.push(`Q q ${BAR}`);
      // A bar is a rectangle from the baseline up (SVG's y runs down, the PDF's up).
      for (const bar of bars)
        if (bar.height > 0)
          pen.ops.push(`${round(bar.x)} ${round(plot.y - plot.height)} ${round(bar.width)} ${round(bar.height)} re f`);
      pen.ops.push("Q");
      const every = Math.max(1, Math.ceil(section.points.length / 8));
      section.points.forEach((p, i) => {
        if (i % every) return;
        const label = fit(p.label, 7);
        pen.ops.push(pen.text(label, bars[i]!.x + bars[i]!.width / 2 - label.width / 2, plot.y - plot.height - 10, 7));
      });
    } else if (section.kind === "shares") {
      const rows = shareLayout(section.items, section.rest);
      const top = take(SECTION_TITLE + 6 + rows.length * SHARE_ROW);
      heading(section.title, top);
      const [labelW, valueW] = [130, 150];
      const room = WIDTH - labelW - valueW;
      rows.forEach((row, i) => {
        const ry = top - SECTION_TITLE - 6 - (i + 1) * SHARE_ROW;
        pen.ops.push(pen.text(fit(row.label, TEXT_SIZE, labelW - 8), MARGIN_X, ry + 4, TEXT_SIZE));
        pen.ops.push(
          `0.92 g ${round(MARGIN_X + labelW)} ${round(ry + 3)} ${round(room)} 8 re f ${BAR} ${round(MARGIN_X + labelW)} ${round(ry + 3)} ${round(row.fraction * room)} 8 re f 0 g`,
        );
        const value = fit(`¥${row.text} · ${row.share}%`, TEXT_SIZE, valueW - 4);
        pen.ops.push(pen.text(value, TABLE_RIGHT - value.width, ry + 4, TEXT_SIZE));
      });
    } else {
      tableSection(section);
    }
  }

  function tableSection(table: Extract<PdfSection, { kind: "table" }>) {
    const columns = layoutColumns(table.columns);
    const header = (top: number) =>
      pen.ops.push(
        `q 0.4 w 0.8 G 0.94 g ${MARGIN_X} ${round(top - HEADER_H)} ${round(WIDTH)} ${HEADER_H} re f 0 g`,
        `1 0 0 1 0 ${round(top - HEADER_H)} cm ${rowText(
          columns,
          table.columns.map((c) => c.label),
          fit,
          baselineIn(HEADER_H),
        )} ${ruleAt0()}`,
      );
    let top = take(SECTION_TITLE + 6 + HEADER_H + ROW_H);
    heading(table.title, top);
    y = top - SECTION_TITLE - 6;
    let start = 0;
    do {
      if (y - HEADER_H - ROW_H < BOTTOM) {
        pen = newPage();
        y = TOP;
      }
      top = y;
      const rows = table.rows.slice(start, start + Math.max(1, Math.floor((top - HEADER_H - BOTTOM) / ROW_H)));
      header(top);
      for (const row of rows)
        pen.ops.push(`1 0 0 1 0 -${ROW_H} cm ${rowText(columns, row, fit as Fit, baselineIn(ROW_H))} ${ruleAt0()}`);
      pen.ops.push("Q");
      start += rows.length;
      y = top - HEADER_H - rows.length * ROW_H - GAP;
    } while (start < table.rows.length);
  }

  pages.forEach(({ page, pen: p }, index) => {
    const label = fit(report.pageLabel(index + 1, pages.length), META_SIZE);
    p.ops.push(p.text(label, (PAGE_W - label.width) / 2, LABEL_Y, META_SIZE));
    writeContent(doc, page, p.ops.filter(Boolean).join("\n"));
  });
  return save();
}

/** An export as a PDF (export.server.ts, ADR 014). */
import type { Translate } from "~/lib/i18n";
import { exactMoney } from "~/lib/money";
import type { SheetColumn, SheetRow } from "./xlsx.server";
import type { Bytes } from "./zip.server";

/**
 * The PDF (ADR 014): every row gathered (at most PDF_MAX_ROWS), then one A4 report in the
 * report font; numbers and money right-aligned, columns as wide as their spreadsheet widths.
 * The renderer is loaded only when a PDF is asked for (pdf-lib and fontkit are large).
 */
export async function* pdfFile(options: {
  env: Env;
  title: string;
  columns: SheetColumn[];
  rows: AsyncIterable<SheetRow[]>;
  t: Translate;
  exportedAt: Date;
  total: number;
  /** A line under the title (the file's personal data masked). */
  note: string | null;
}): AsyncGenerator<Bytes> {
  const { columns, t } = options;
  const cells: string[][] = [];
  // A backend failure half-way: the report says so where its row count would be.
  let note: string | null = null;
  for await (const batch of options.rows) {
    for (const row of batch) {
      if (Array.isArray(row))
        cells.push(row.map((value, i) => (columns[i]!.format === "money" ? (exactMoney(value) ?? value) : value)));
      else note = row.note;
    }
  }
  const [{ tablePdf }, { loadPdfFont }] = await Promise.all([import("./pdf.server"), import("./pdf-font.server")]);
  const at = options.exportedAt.toISOString().slice(0, 19).replace("T", " ");
  const pdf = await tablePdf(
    {
      title: options.title,
      meta: [t("kit.export.exportedAt", { at }), ...(options.note ? [options.note] : [])],
      columns: columns.map((c) => ({
        label: c.label,
        align: c.format === "number" || c.format === "money" ? "right" : "left",
        weight: c.width,
      })),
      rows: cells,
      footer: note ?? t("kit.export.rows", { total: options.total }),
      pageLabel: (page, pages) => t("kit.export.page", { page, pages }),
    },
    await loadPdfFont(options.env),
  );
  yield pdf as Bytes;
}

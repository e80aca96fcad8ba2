/** Reading a downloaded export back as a person's spreadsheet would (exceljs), for the export specs. */
import ExcelJS from "exceljs";
import type { Download } from "@playwright/test";

/** The sheet's rows of cell values (the header first). */
export async function workbookRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book.worksheets[0]!.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
}

/** The number a list says it holds (共 N 条). */
export const totalIn = (text: string) => Number(/共 (\d+) 条/.exec(text)?.[1] ?? NaN);

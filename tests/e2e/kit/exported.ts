/** Reading a downloaded export back as a person's spreadsheet would (exceljs), for the export specs. */
import ExcelJS from "exceljs";
import type { Download, Page } from "@playwright/test";

/** Opens the list's 导出 menu and takes the download of one of its formats (its link's name). */
export async function exportFrom(
  page: Page,
  format: "Excel（.xlsx）" | "CSV（.csv）" | "PDF（A4）",
): Promise<Download> {
  await page.getByText("导出", { exact: true }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: format }).click();
  return downloading;
}

/** The sheet's rows of cell values (the header first). */
export async function workbookRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book.worksheets[0]!.getSheetValues()
    .slice(1)
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));
}

/** The number a list says it holds (共 N 条). */
export const totalIn = (text: string) => Number(/共 (\d+) 条/.exec(text)?.[1] ?? NaN);

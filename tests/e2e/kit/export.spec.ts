/**
 * 导出 as a person uses it (kit/server/export, ADR 015): on a filtered list, the menu's Excel
 * link downloads a workbook of exactly the filtered rows, named by spec §9, while the page says
 * 正在准备导出… and then 已开始下载; CSV likewise. JavaScript off: ./export.no-js.spec.ts.
 */
import { expect } from "@playwright/test";
import { hydrated, signInOncePerFile, slowExpect, test } from "../fixtures";
import { exportFrom, totalIn, workbookRows } from "./exported";

signInOncePerFile("qa1");

test("Excel of a filtered list holds exactly its rows", async ({ page }) => {
  await page.goto(`/system/mcc?name=${encodeURIComponent("服务")}&sort=mccCode&order=asc`);
  await hydrated(page);
  const total = totalIn(await page.locator("main").innerText());
  expect(total).toBeGreaterThan(10);

  const download = await exportFrom(page, "Excel（.xlsx）");
  expect(download.suggestedFilename()).toMatch(/^MCC管理_\d{14}\.xlsx$/);
  await slowExpect(page.getByRole("status").filter({ hasText: "已开始下载" })).toBeVisible();

  const [header, ...rows] = await workbookRows(download);
  expect(header).toEqual(["MCC编码", "MCC名称", "类别", "排序", "备注"]);
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(String(row[1])).toContain("服务");
  const codes = rows.map((row) => String(row[0]));
  expect(codes).toEqual([...codes].sort());
});

test("CSV is the menu's second choice", async ({ page }) => {
  await page.goto(`/system/bankInfo?bankName=${encodeURIComponent("建设银行")}`);
  await hydrated(page);
  const total = totalIn(await page.locator("main").innerText());
  const download = await exportFrom(page, "CSV（.csv）");
  expect(download.suggestedFilename()).toMatch(/^银行信息_\d{14}\.csv$/);
  const { readFile } = await import("node:fs/promises");
  const lines = (await readFile(await download.path(), "utf8")).split("\r\n").filter(Boolean);
  expect(lines[0]!.startsWith("\uFEFF开户行名称,")).toBe(true);
  expect(lines).toHaveLength(total + 1);
});

test("PDF: an A4 report whose text is the filtered rows", async ({ page }) => {
  await page.goto(`/system/mcc?name=${encodeURIComponent("医院")}`);
  await hydrated(page);
  const total = totalIn(await page.locator("main").innerText());
  const download = await exportFrom(page, "PDF（A4）");
  expect(download.suggestedFilename()).toMatch(/^MCC管理_\d{14}\.pdf$/);
  const { execFileSync } = await import("node:child_process");
  const file = await download.path();
  expect(execFileSync("pdfinfo", [file]).toString()).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const text = execFileSync("pdftotext", ["-raw", file, "-"]).toString();
  expect(text).toContain("MCC管理");
  expect(text).toContain("MCC名称");
  expect(text).toContain(`共 ${total} 行`);
  expect((text.match(/医院/g) ?? []).length).toBeGreaterThanOrEqual(total);
});

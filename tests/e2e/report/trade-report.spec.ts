/**
 * 交易报表 (ADR 021) as qa2 uses it: filter the report (近30天, 微信支付), the figures change; the
 * PDF report downloads as an A4 file with the embedded subset CJK font and the Chinese title as
 * text; agent01 sees only its subtree's totals.
 */
import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { openAs, search, signInOncePerFile, test, visit } from "../fixtures";
import { exportFrom } from "../kit/exported";

test.describe.configure({ timeout: 120_000 });
signInOncePerFile("qa2");

const REPORT = "/report/tradeReport";
const figure = async (page: Page, label: string) =>
  (
    await page
      .getByTestId("report-figures")
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd")
      .innerText()
  ).trim();
const fen = (text: string) => Number(text.replace(/[,%¥]/g, "").replace(".", ""));

test("filter the report: the figures, charts and tables follow; the PDF is an A4 report with its Chinese text", async ({
  page,
}) => {
  await visit(page, REPORT);
  await expect(search(page).getByLabel("交易时间")).toHaveValue("today");
  await search(page).getByLabel("交易时间").selectOption({ label: "近30天" });
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/period=last30/);
  const all = fen(await figure(page, "交易额"));
  expect(all).toBeGreaterThan(0);

  await search(page).locator('select[name="payType"]').selectOption({ label: "微信支付" });
  await search(page).getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/payType=WXPAY/);
  await expect(page).toHaveURL(/period=last30/);
  const wechat = fen(await figure(page, "交易额"));
  expect(wechat).toBeGreaterThan(0);
  expect(wechat).toBeLessThan(all);
  await expect(page.getByRole("img", { name: /^交易额趋势: / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^交易额分布（按代理商）: / })).toBeVisible();
  await expect(page.getByRole("region", { name: "按代理商汇总" })).toContainText("合计");
  await expect(page.locator('tbody tr[data-row-id="total"]')).toContainText("合计");

  // 导出 → PDF: the report as the screen shows it (not the table alone).
  const download = await exportFrom(page, "PDF（A4）");
  expect(download.suggestedFilename()).toMatch(/^交易报表_\d{14}\.pdf$/);
  const file = await download.path();
  const info = execFileSync("pdfinfo", [file]).toString();
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  expect(info).toMatch(/Title:\s+交易报表/);
  const fonts = execFileSync("pdffonts", [file]).toString();
  expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansCJKsc-Regular\s+CID Type 0C\s+Custom\s+yes\s+yes/m);
  const text = execFileSync("pdftotext", ["-raw", file, "-"]).toString();
  expect(text).toContain("交易报表");
  expect(text).toContain("支付方式 微信支付");
  expect(text).toContain("交易额趋势");
  expect(text).toContain("按代理商汇总");
  const shown = (await figure(page, "交易额")).replace(/,/g, "");
  expect(text).toContain(shown);
  // The first page is drawn (the charts are paths, not images: pdfimages finds none).
  expect(execFileSync("pdfimages", ["-list", file]).toString().trim().split("\n")).toHaveLength(2);
  execFileSync("pdftoppm", ["-r", "30", "-f", "1", "-l", "1", "-png", file, `${file}-page`]);
});

test("an agent account sees only its subtree's totals", async ({ page, browser, baseURL }) => {
  await visit(page, `${REPORT}?period=last30&agentNo=A000001`);
  const subtree = await figure(page, "交易额");
  await visit(page, `${REPORT}?period=last30`);
  const platform = fen(await figure(page, "交易额"));
  const context = await browser.newContext({
    baseURL,
    locale: "zh-CN",
    storageState: undefined,
  });
  const agent = await context.newPage();
  await openAs(agent, "agent01", `${REPORT}?period=last30`, "123456");
  const mine = await figure(agent, "交易额");
  expect(fen(mine)).toBeGreaterThan(0);
  expect(fen(mine)).toBeLessThan(platform);
  expect(mine).toBe(subtree);
  await context.close();
});

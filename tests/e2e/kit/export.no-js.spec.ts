/** 导出 with JavaScript off: the menu is a <details>, its links plain downloads of the filtered list. */
import { expect } from "@playwright/test";
import { signIn, test } from "../fixtures";
import { exportFrom, totalIn, workbookRows } from "./exported";

test("an Excel export of a filtered list with JavaScript off", async ({ page }) => {
  await signIn(page, "qa2", "qa123456");
  await expect(page).toHaveURL(/\/main\/index$/);
  await page.goto(`/system/user?account=qa`);
  const total = totalIn(await page.locator("main").innerText());
  expect(total).toBeGreaterThanOrEqual(4);
  const download = await exportFrom(page, "Excel（.xlsx）");
  expect(download.suggestedFilename()).toMatch(/^用户管理_\d{14}\.xlsx$/);
  const [header, ...rows] = await workbookRows(download);
  expect(header![0]).toBe("登录账号");
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(String(row[0])).toContain("qa");
  // 创建时间 is a date, not text.
  expect(rows[0]!.at(-1)).toBeInstanceOf(Date);
});

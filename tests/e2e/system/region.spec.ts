/**
 * 地区管理 as an administrator uses it (qa3, tenant 000001): the tree opened by code, a flat search;
 * with JavaScript off, a child region created after an error that keeps the input, and deleted.
 */
import { expect } from "@playwright/test";
import { openAs, rows, test } from "../fixtures";

// Generous under load (other suites share the machine); each test is a few seconds alone.
test.describe.configure({ timeout: 60_000 });

const REGIONS = "/system/region";

test.describe("地区管理", () => {
  test("the tree opens by code; a search is flat", async ({ page }) => {
    await openAs(page, "qa3", REGIONS);
    await page.getByRole("link", { name: "展开 北京市 11" }).click();
    await expect(page).toHaveURL(/open=11/);
    await expect(page.locator('tr[data-row-id="1101"]')).toBeVisible();
    await page.getByRole("search").getByLabel("地区名称").fill("鼓楼");
    await page.getByRole("button", { name: "查询" }).click();
    await expect(rows(page).first()).toContainText("鼓楼区");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("create a child region, see an error keep the input, save, and delete", async ({ page }) => {
      await openAs(page, "qa3", `${REGIONS}?open=11&dialog=create&id=11`);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("上级地区：北京市")).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "地区编号", exact: true })).toHaveValue("11");
      const code = `11${String(Date.now() % 1_000_000).padStart(6, "0")}`;
      await dialog.getByRole("textbox", { name: "地区编号", exact: true }).fill(`${code}x`);
      await dialog.getByLabel("地区名称").fill("无脚本区");
      await dialog.getByRole("button", { name: "保存" }).click();
      await expect(page.getByRole("dialog").getByText("地区编号为 2-12 位数字")).toBeVisible();
      await expect(page.getByRole("dialog").getByLabel("地区名称")).toHaveValue("无脚本区");

      await page.getByRole("dialog").getByRole("textbox", { name: "地区编号", exact: true }).fill(code);
      await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
      await expect(page.getByText("操作成功")).toBeVisible();
      await expect(page.locator(`tr[data-row-id="${code}"]`)).toContainText("无脚本区");
      await page.getByRole("link", { name: `删除 无脚本区 ${code}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
      await expect(page.getByText("操作成功")).toBeVisible();
      await expect(page.locator(`tr[data-row-id="${code}"]`)).toHaveCount(0);
    });
  });
});

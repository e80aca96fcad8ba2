/**
 * 部门管理 as an administrator uses it (qa3, tenant 000001): the tree opened level by level, a flat
 * name search, create a child (the sensitive check, the input kept on an error), edit, delete,
 * batch delete. (The role-limited operator's read-only view: ./user.spec.ts.)
 */
import { expect, type Page } from "@playwright/test";
import { flash, openAs, rows, tag, test } from "../fixtures";

// Generous under load (other suites share the machine); each test is a few seconds alone.
test.describe.configure({ timeout: 60_000 });

const DEPTS = "/system/dept";

/** The table cell whose whole text is `text`. */
const cell = (page: Page, text: string) =>
  page
    .locator("tbody td")
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .first();

test.describe("部门管理", () => {
  test("the tree opens level by level; a name search is flat", async ({ page }) => {
    await openAs(page, "qa3", DEPTS);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: "展开 支付平台" }).click();
    await expect(page).toHaveURL(/open=\d+/);
    await expect(cell(page, "北京分公司")).toBeVisible();
    await page.getByRole("link", { name: "展开 北京分公司" }).click();
    await expect(cell(page, "北京市场拓展部")).toBeVisible();
    await page.getByRole("link", { name: "收起 支付平台" }).click();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole("search").getByLabel("部门名称").fill("渠道");
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page.getByText("共 10 条")).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
  });

  test("create a child with the sensitive check and a kept input, edit, delete", async ({ page }) => {
    await openAs(page, "qa3", DEPTS);
    const name = `端到端部${tag()}`;
    await page.getByRole("link", { name: "展开 支付平台" }).click();
    await page.getByRole("link", { name: "新增子项 财务部" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("上级部门")).toHaveValue(/\d+/);
    await expect(dialog.getByLabel("上级部门").locator("option:checked")).toHaveText(/财务部/);
    await dialog.getByLabel("部门名称").fill("赌博部");
    await dialog.getByLabel("部门全称").focus();
    await expect(dialog.getByText("请勿包含关键字")).toBeVisible();
    await dialog.getByLabel("部门名称").fill(name);
    await dialog.getByLabel("联系电话").fill("电话");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("联系电话格式不正确")).toBeVisible();
    await expect(dialog.getByText("请选择有效的选项")).toBeVisible();
    await expect(dialog.getByLabel("部门名称")).toHaveValue(name);
    await dialog.getByLabel("联系电话").fill("021-50001234");
    await dialog.getByLabel("部门类型").selectOption({ label: "小组" });
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(flash(page)).toBeVisible();
    await page.getByRole("link", { name: "展开 财务部" }).click();
    await expect(cell(page, name)).toBeVisible();

    await page.getByRole("link", { name: `修改 ${name}` }).click();
    await page.getByRole("dialog").getByLabel("部门名称").fill(`${name}改`);
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(cell(page, `${name}改`)).toBeVisible();
    await page.getByRole("link", { name: `删除 ${name}改` }).click();
    await expect(page.getByRole("dialog")).toContainText(`确定删除“${name}改”吗？`);
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(flash(page)).toBeVisible();
    await expect(cell(page, `${name}改`)).toHaveCount(0);
  });

  test("batch delete: select rows, confirm the count, 操作成功", async ({ page }) => {
    await openAs(page, "qa3", DEPTS);
    const batch = `批删部${tag()}`;
    for (const n of [1, 2]) {
      await page.goto(`${DEPTS}?dialog=create`);
      await page.getByRole("dialog").getByLabel("部门名称").fill(`${batch}-${n}`);
      await page.getByRole("dialog").getByLabel("部门类型").selectOption({ label: "部门" });
      await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    await page.goto(`${DEPTS}?deptName=${encodeURIComponent(batch)}`);
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("全选本页").check();
    await page.getByRole("button", { name: "批量删除" }).click();
    await expect(page.getByRole("dialog")).toContainText("确定对选中的 2 条数据执行“批量删除”吗？");
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await expect(flash(page)).toBeVisible();
    await expect(page.getByText("没有符合条件的数据")).toBeVisible();
  });
});

/** The role-limited operator's menus: fewer of them, and the screens outside them refused (403). */
import { expect } from "@playwright/test";
import { expectHome, signIn, test } from "../fixtures";

test("the role-limited operator sees fewer menus and cannot open the others", async ({ page }) => {
  await signIn(page, "operator", "operator123");
  await expectHome(page);
  const sidebar = page.locator("aside");
  await expect(sidebar.getByText("订单管理")).toBeVisible();
  await expect(sidebar.getByText("通道管理")).toHaveCount(0);
  // Of 系统 the operator gets 用户管理 and 部门管理 only.
  await page.getByRole("button", { name: "系统", exact: true }).click();
  await sidebar.getByText("系统管理").click();
  await expect(sidebar.getByRole("link", { name: "用户管理" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "部门管理" })).toBeVisible();
  await expect(sidebar.getByText("字典管理")).toHaveCount(0);
  await page.goto("/system/dict");
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText("抱歉，您无权访问该页面")).toBeVisible();
});

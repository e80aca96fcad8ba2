import { expect, type Page } from "@playwright/test";

/** Signs in through the form as a person would. */
export async function signIn(page: Page, username: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("账号").fill(username);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

export async function expectHome(page: Page) {
  await expect(page).toHaveURL(/\/main\/index$/);
  await expect(page.getByRole("heading", { name: /欢迎回来/ })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "首页" })).toBeVisible();
}

export async function openUserMenu(page: Page) {
  await page.getByLabel("用户菜单").click();
}

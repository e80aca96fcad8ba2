/**
 * What the browser tests share: `test`, which gives each worker its own server (./server.ts) and
 * points `baseURL` at it (every spec imports `test` from here, not from @playwright/test), signing
 * in through the form (once per test, or once per file), opening a screen as an account, the home
 * page, the user menu, and the screen kit's list pages as a person sees them (rows, dialogs, the
 * search form, the one-time 操作成功, the batch delete). The sandbox's fault switch is ./faults.ts.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { startServer } from "./server";

export const test = base.extend<object, { serverURL: string }>({
  /** The worker's own server: started before its first test, stopped when the worker ends. */
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.parallelIndex);
      await use(server.url);
      await server.stop();
    },
    // The state holds a seeded copy (./global-setup.ts); were it missing, the server would seed it first (minutes on two cores).
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
});

/** The machine these run on is shared: generous waits, real assertions. */
export const slowExpect = expect.configure({ timeout: 15_000 });

/** Signs in through the form as a person would. */
export async function signIn(page: Page, username: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("账号").fill(username);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/** Signs `account` in through the form, waits for the home page, then opens `path`. */
export async function openAs(page: Page, account: string, path: string, password = "qa123456") {
  await signIn(page, account, password);
  await slowExpect(page).toHaveURL(/\/main\/index$/);
  await page.goto(path);
}

/**
 * One sign-in for the whole file (through the form, before its first test); every test starts
 * from its cookies. Sessions are per account: the file's tests share this one.
 */
export function signInOncePerFile(account: string, password = "qa123456") {
  const state = path.join(os.tmpdir(), `e2e-${account}-${process.pid}-${randomUUID()}.json`);
  test.beforeAll(async ({ browser, serverURL }) => {
    const context = await browser.newContext({
      baseURL: serverURL,
      locale: "zh-CN",
      storageState: undefined,
    });
    const page = await context.newPage();
    await signIn(page, account, password);
    await expect(page).toHaveURL(/\/main\/index$/);
    await context.storageState({ path: state });
    await context.close();
  });
  test.afterAll(() => fs.rmSync(state, { force: true }));
  test.use({ storageState: state });
}

/** Opens `to` with the file's cookies (signInOncePerFile) and checks it stayed there. */
export async function visit(page: Page, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(new RegExp(`${to.split("?")[0]}`));
}

export async function expectHome(page: Page) {
  await expect(page).toHaveURL(/\/main\/index$/);
  await expect(page.getByRole("heading", { name: /欢迎回来/ })).toBeVisible();
  await expect(
    page.getByRole("complementary").getByRole("navigation").getByRole("link", { name: "首页" }),
  ).toBeVisible();
}

export async function openUserMenu(page: Page) {
  await page.getByLabel("用户菜单").click();
}

/** A list screen as it opens: its title (h1) and its 共 N 条. */
export async function expectList(page: Page, title: string, total: number) {
  await slowExpect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await slowExpect(page.getByText(`共 ${total} 条`)).toBeVisible();
}

export const rows = (page: Page) => page.locator("tbody tr");
export const dialog = (page: Page) => page.getByRole("dialog");
export const search = (page: Page) => page.getByRole("search");
/** The one-time 操作成功 after a write. */
export const flash = (page: Page) => page.getByRole("status").filter({ hasText: "操作成功" });
/** The 操作成功 of a save, waited for generously. */
export const done = (page: Page) => slowExpect(page.getByRole("status").filter({ hasText: /^操作成功/ })).toBeVisible();
/** The header box appears once the page is hydrated (blur checks and tree ticking need it). */
export const hydrated = (page: Page) =>
  slowExpect(page.getByRole("checkbox", { name: "全选本页" })).toBeVisible({ timeout: 20_000 });

/** Saves the open dialog. */
export async function save(page: Page) {
  await dialog(page).getByRole("button", { name: "保存" }).click();
}

/** Ticks the whole page of `count` rows and deletes them in two steps: the count asked, then 操作成功. */
export async function batchDeleteAll(page: Page, count: number) {
  await expect(rows(page)).toHaveCount(count);
  await page.getByLabel("全选本页").check();
  await expect(page.getByText(`已选择 ${count} 项`)).toBeVisible();
  await page.getByRole("button", { name: "批量删除" }).click();
  await expect(dialog(page)).toContainText(`确定对选中的 ${count} 条数据执行“批量删除”吗？`);
  await dialog(page).getByRole("button", { name: "确定" }).click();
  await expect(flash(page)).toBeVisible();
  await expect(page.getByText("没有符合条件的数据")).toBeVisible();
}

/** `n` random digits. */
export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

/** A tag for the rows a test makes (digits: it fits account, code and alias rules after a letter). */
export const tag = () => `${Date.now() % 10_000_000}${digits(2)}`;

/**
 * Access, as axe-core (WCAG 2.0–2.2 A and AA) finds it: no serious or critical violation on any
 * screen of any menu (both top menus, every leaf, in Chinese and English), on the dialogs a list
 * opens from its URL (新增, 查看, 删除), nor on the sign-in, lock and error pages. Each test
 * collects every page's findings and fails once with all of them.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { openUserMenu, signIn, signInOncePerFile } from "../fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's serious and critical findings, one line each (rule: first nodes). */
async function findings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
}

/** Audits each path in turn; returns the findings by path (empty when all pass). */
async function audit(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const response = await page.goto(path);
    // /500 is the server-error page itself, answered with its status.
    if (!path.startsWith("/500")) expect(response?.status(), path).toBeLessThan(500);
    await page.waitForLoadState("load");
    const lines = await findings(page);
    if (lines.length) found[path] = lines;
  }
  return found;
}

const withLanguage = (path: string, language: string) =>
  language === "zh" ? path : `${path}${path.includes("?") ? "&" : "?"}lng=${language}`;

/** Every leaf of every top menu, as the sidebar lists them (switching top menus as a person does). */
async function menuPaths(page: Page): Promise<string[]> {
  await page.goto("/main/index");
  const paths = new Set<string>();
  const topMenus = page.getByRole("navigation", { name: "顶部菜单" }).getByRole("button");
  const count = await topMenus.count();
  for (let index = 0; index < count; index += 1) {
    await topMenus.nth(index).click();
    await expect(topMenus.nth(index)).toHaveAttribute("aria-current", "true");
    for (const href of await page
      .locator("aside nav a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
      paths.add(href);
    }
  }
  return [...paths];
}

/**
 * The dialogs a list opens from its URL: each list's 新增 and its first row's first action
 * (查看 or 修改), and one 删除 confirmation (the kit's, the same on every list).
 */
async function dialogPaths(page: Page, listPaths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of listPaths) {
    await page.goto(path);
    const main = page.getByRole("main");
    for (const link of [main.locator('[aria-keyshortcuts="n"]'), main.locator(".row-actions a").first()]) {
      if (await link.count()) found.push((await link.getAttribute("href"))!);
    }
    if (!found.some((href) => href.includes("dialog=delete"))) {
      const remove = main.locator('.row-actions a[href*="dialog=delete"]').first();
      if (await remove.count()) found.push((await remove.getAttribute("href"))!);
    }
  }
  return [...new Set(found)];
}

test.describe("signed in", () => {
  signInOncePerFile("qa3");
  test.setTimeout(600_000);

  for (const language of ["zh", "en"]) {
    test(`every menu screen and its dialogs (${language})`, async ({ page }) => {
      const screens = await menuPaths(page);
      expect(screens.length).toBeGreaterThan(40);
      const pages = [...screens, "/info/index", "/no/such/screen"];
      const dialogs = await dialogPaths(
        page,
        screens.filter((path) => path.startsWith("/system/") || path.startsWith("/log/")),
      );
      expect(dialogs.length).toBeGreaterThan(10);
      const found = await audit(
        page,
        [...pages, ...dialogs].map((path) => withLanguage(path, language)),
      );
      expect(found).toEqual({});
    });
  }
});

test("the sign-in, error and lock pages (zh and en)", async ({ page }) => {
  test.setTimeout(180_000);
  const publicPages = ["/login", "/403", "/404", "/500"];
  const found = await audit(page, [...publicPages, ...publicPages.map((path) => withLanguage(path, "en"))]);
  // Back in Chinese (the English pages above set the language).
  await signIn(page, "qa3", "qa123456", "/login?lng=zh");
  await expect(page).toHaveURL(/\/main\/index$/);
  await openUserMenu(page);
  await page.getByRole("button", { name: "锁屏" }).click();
  await expect(page).toHaveURL(/\/lock/);
  const lock = await findings(page);
  if (lock.length) found["/lock"] = lock;
  expect(found).toEqual({});
});

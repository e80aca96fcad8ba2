/**
 * Access, as axe-core (WCAG 2.0–2.2 A and AA) finds it: no serious or critical violation on any
 * screen of any menu (both top menus, every leaf, in Chinese and English), on the dialogs a list
 * opens from its URL (新增, 查看, 删除), nor on the sign-in, lock and error pages. Each test
 * collects every page's findings and fails once with all of them. A screen is loaded once: its
 * dialogs' links are read off the page just audited, then each dialog is audited from its URL.
 */
import { expect, type Page } from "@playwright/test";
import { accessFindings } from "../axe";
import { openUserMenu, signIn, signInOncePerFile, test } from "../fixtures";

type Findings = Record<string, string[]>;

/** Opens `path` and audits it, adding its findings (if any) to `found`. */
async function auditPage(page: Page, path: string, found: Findings) {
  const response = await page.goto(path);
  // /500 is the server-error page itself, answered with its status.
  if (!path.startsWith("/500")) expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("load");
  const lines = await accessFindings(page);
  if (lines.length) found[path] = lines;
}

/** Audits each path in turn; returns the findings by path (empty when all pass). */
async function audit(page: Page, paths: string[]) {
  const found: Findings = {};
  for (const path of paths) await auditPage(page, path, found);
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
 * The dialogs the list on the page opens from its URL: its 新增 and its first row's first action
 * (查看 or 修改), and its first 删除 confirmation when none was found yet (the kit's, the same
 * on every list).
 */
async function dialogLinks(page: Page, found: string[]) {
  const main = page.getByRole("main");
  for (const link of [main.locator('[aria-keyshortcuts="n"]'), main.locator(".row-actions a").first()]) {
    if (await link.count()) found.push((await link.getAttribute("href"))!);
  }
  if (!found.some((href) => href.includes("dialog=delete"))) {
    const remove = main.locator('.row-actions a[href*="dialog=delete"]').first();
    if (await remove.count()) found.push((await remove.getAttribute("href"))!);
  }
}

/** The system and log lists: the dialogs audited are theirs. */
const hasDialogsAudited = (path: string) => path.startsWith("/system/") || path.startsWith("/log/");

test.describe("signed in", () => {
  signInOncePerFile("qa3");
  test.setTimeout(600_000);

  for (const language of ["zh", "en"]) {
    test(`every menu screen and its dialogs (${language})`, async ({ page }) => {
      const screens = await menuPaths(page);
      expect(screens.length).toBeGreaterThan(40);
      const found: Findings = {};
      const dialogs: string[] = [];
      for (const path of [...screens, "/info/index", "/no/such/screen"]) {
        await auditPage(page, withLanguage(path, language), found);
        if (hasDialogsAudited(path)) await dialogLinks(page, dialogs);
      }
      const uniqueDialogs = [...new Set(dialogs)];
      expect(uniqueDialogs.length).toBeGreaterThan(10);
      for (const path of uniqueDialogs) await auditPage(page, withLanguage(path, language), found);
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
  const lock = await accessFindings(page);
  if (lock.length) found["/lock"] = lock;
  expect(found).toEqual({});
});

test("the audit reports what it is for: a button without a name, faint text", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><button></button><p style="color:#ccc;background:#fff">faint</p></main></html>',
  );
  const found = await accessFindings(page);
  expect(found).toEqual([
    expect.stringMatching(/^button-name \(critical\): button$/),
    expect.stringMatching(/^color-contrast \(serious\): p$/),
  ]);
});

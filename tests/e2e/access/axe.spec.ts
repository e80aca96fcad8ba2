/**
 * Access, as axe-core (WCAG 2.0–2.2 A and AA) finds it: no serious or critical violation on the
 * sign-in, error and lock pages, in Chinese and English, and the audit itself reports what it is
 * for. Every menu screen and the system and log lists' dialogs are audited by the menu click walk
 * (../shell/menu-click-walk.spec.ts), which renders each screen once for both checks.
 */
import { expect, type Page } from "@playwright/test";
import { accessFindings } from "../axe";
import { openUserMenu, signIn, test } from "../fixtures";

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

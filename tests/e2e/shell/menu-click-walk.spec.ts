/**
 * The menu walked as a person walks it: signed in as an administrator, for each top menu (业务,
 * 系统) every leaf of the sidebar is CLICKED (its groups opened first), in Chinese and in English.
 * The same walk is the suite's access audit (axe-core, WCAG 2.0–2.2 A and AA, ../axe.ts): every
 * screen it lands on, then the home page (as a document, its streamed figures in), 个人信息 and the 404 page, then the dialogs the system and log lists open
 * from their URLs (新增, a row's first action, 删除), each loaded by its URL. One walk, not two: a
 * screen is rendered once for both checks (ADR 035).
 * A click navigates on the client (a data request, not a new document), which is where a loader's
 * redirect to `….data` once sent 对账单 and 差错处理 to the 404 page while their URLs, typed in,
 * opened fine (tests/worker/shell/menu-walk.test.ts loads each URL as a document and cannot see it).
 * Each leaf must end on its own screen: the URL's path is the leaf's, its tab is the current one,
 * no 403/404/500 or error page, no message key shown as is, no unfilled {{placeholder}}, and the
 * page was not loaded as a new document.
 */
import { expect, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import en from "../../../app/locales/en/translation";
import zh from "../../../app/locales/zh/translation";
import { accessFindings } from "../axe";
import { signIn, slowExpect, test } from "../fixtures";

const DICTIONARIES = { zh, en } as const;
/** The screens' areas (system, partner, …): each screen folder's texts.zh.ts names its namespace (app/locales/screen-texts.ts). */
const SCREEN_AREAS = readdirSync(new URL("../../../app/screens/", import.meta.url), {
  recursive: true,
  encoding: "utf8",
})
  .filter((file) => file.endsWith("texts.zh.ts"))
  .map((file) => readFileSync(new URL(`../../../app/screens/${file}`, import.meta.url), "utf8"))
  .map((source) => /export const namespace = "(\w+)\./.exec(source)?.[1])
  .filter((area): area is string => Boolean(area));
const TOP_KEYS = [...new Set([...Object.keys(zh), ...Object.keys(en), ...SCREEN_AREAS])];
/** A message key as i18next shows it when it has no text: `area.screen.label`. */
const KEY_SHOWN = new RegExp(`(?<![\\w@/.:-])(?:${TOP_KEYS.join("|")})\\.[A-Za-z]\\w*(?:\\.\\w+)*(?![\\w/-])`, "g");

type Leaf = { href: string; name: string };

/** Once hydrated, the sidebar's clicks are the router's (React has attached its handlers to the nav). */
async function sidebarHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const nav = document.querySelector("aside nav");
      return !!nav && Object.keys(nav).some((key) => key.startsWith("__reactProps"));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** What is wrong with the page a leaf's click ended on, if anything. */
async function problemsOf(page: Page, language: "zh" | "en"): Promise<string[]> {
  const texts = DICTIONARIES[language];
  const body = await page.locator("body").innerText();
  const problems: string[] = [];
  const errors = [
    texts.errors.notFound.text,
    texts.errors.forbidden.text,
    texts.errors.serverError.text,
    texts.errors.badRequest.text,
    texts.errors.backendTitle,
  ];
  for (const error of errors) if (body.includes(error)) problems.push(`shows "${error}"`);
  const keys = [...new Set(body.match(KEY_SHOWN) ?? [])];
  if (keys.length) problems.push(`untranslated ${keys.slice(0, 5).join(", ")}`);
  const unfilled = body.match(/\{\{\s*\w+\s*\}\}/);
  if (unfilled) problems.push(`unfilled ${unfilled[0]}`);
  return problems;
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

/** Opens `path` as a new document and adds its access findings, if any, to `found`. */
async function auditByURL(page: Page, path: string, found: Record<string, string[]>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("load");
  const lines = await accessFindings(page);
  if (lines.length) found[path] = lines;
}

// The two languages run side by side, one per worker.
test.describe.configure({ mode: "parallel" });

for (const language of ["zh", "en"] as const) {
  test(`clicking every leaf of both top menus in ${language} lands on its own screen and passes axe`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const texts = DICTIONARIES[language];
    await signIn(page, "qa4", "qa123456");
    await slowExpect(page).toHaveURL(/\/main\/index$/);
    if (language === "en") {
      await page.getByRole("button", { name: "English", exact: true }).click();
      await slowExpect(page.getByRole("navigation", { name: en.shell.topMenus })).toBeVisible();
    }
    const topMenus = page.getByRole("navigation", { name: texts.shell.topMenus }).getByRole("button");
    const sidebar = page.getByRole("complementary").getByRole("navigation");
    const currentTab = page
      .getByRole("navigation", { name: texts.shell.tabs })
      .locator('[data-tab][aria-current="page"]');
    await expect(topMenus).toHaveCount(2);

    // Every document the main frame loads: a click on a leaf must load none.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });

    const problems: string[] = [];
    const walked: string[] = [];
    const access: Record<string, string[]> = {};
    const dialogs: string[] = [];
    for (let top = 0; top < 2; top++) {
      await topMenus.nth(top).click();
      await expect(topMenus.nth(top)).toHaveAttribute("aria-current", "true");
      await sidebarHydrated(page);
      const leaves: Leaf[] = await sidebar
        .locator("a[href]")
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute("href")!, name: (link.textContent ?? "").trim() })),
        );
      expect(leaves.length, `top menu ${top + 1}`).toBeGreaterThan(5);
      for (const leaf of leaves) {
        walked.push(leaf.href);
        const link = sidebar.locator(`a[href="${leaf.href}"]`);
        // Its groups open, outermost first, as a person opens them.
        for (const group of await link.locator("xpath=ancestor::details").all()) {
          if (!(await group.evaluate((details) => (details as HTMLDetailsElement).open)))
            await group.locator(":scope > summary").click();
        }
        const loaded = documents.length;
        await link.click();
        const path = new URL(leaf.href, "http://x").pathname;
        try {
          await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 20_000 });
          await expect(currentTab).toHaveText(leaf.name, { timeout: 20_000 });
        } catch {
          problems.push(`${leaf.name} (${leaf.href}): ended on ${new URL(page.url()).pathname}`);
          // Back to the console (a 404 page has no sidebar), then on to the next leaf.
          await page.goto("/main/index");
          await sidebarHydrated(page);
          continue;
        }
        for (const problem of await problemsOf(page, language))
          problems.push(`${leaf.name} (${leaf.href}): ${problem}`);
        if (documents.length > loaded)
          problems.push(`${leaf.name} (${leaf.href}): loaded as a new document, not on the client`);
        const findings = await accessFindings(page);
        if (findings.length) access[leaf.href] = findings;
        if (hasDialogsAudited(path)) await dialogLinks(page, dialogs);
      }
    }
    expect(problems).toEqual([]);
    const uniqueDialogs = [...new Set(dialogs)];
    expect(uniqueDialogs.length).toBeGreaterThan(10);
    // The home page streams its figures: audited again as a document, once they are in.
    for (const path of ["/main/index", "/info/index", "/no/such/screen", ...uniqueDialogs])
      await auditByURL(page, path, access);
    expect(access).toEqual({});
    // Both top menus, every group: about 55 leaves.
    expect(walked.length).toBeGreaterThan(40);
    for (const href of [
      "/main/index",
      "/reconciliation/bill",
      "/reconciliation/error",
      "/orders/transactionOrder",
      "/system/mcc",
    ])
      expect(walked).toContain(href);
  });
}

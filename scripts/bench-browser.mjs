// npm run bench, in a real browser (issue 33): what an operator waits for, measured in Debian's
// Chromium (playwright-core) against a running console, median of a few runs each.
//
// - sign-in: from pressing 登录 to the home page painted (its heading visible), and the requests
//   that took it there (the waterfall), as the browser made them;
// - cold list: a new tab opening 代理商列表 by its URL, to its rows on screen;
// - sidebar click: from 首页, the pointer moves onto 代理商列表 in the sidebar (as a hand does, 150 ms
//   before the click), then the click, to the rows on screen.
//
// The same three figures are the ones docs/saber-comparison.md compares with Saber's build.
//   node_modules/.bin/node scripts/bench-browser.mjs http://localhost:8787   (a console already running)
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { context } from "./bench-figures.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"];
/**
 * Where each step's elements are, as CSS selectors: this console's by default; another console's
 * (Saber's, docs/saber-comparison.md) from a JSON file named by BENCH_BROWSER_SITE.
 */
const THIS_CONSOLE = {
  account: { tenantId: "000001", username: "qa3", password: "qa123456" },
  loginPath: "/login",
  tenantInput: 'input[name="tenantId"]',
  usernameInput: 'input[name="username"]',
  passwordInput: 'input[name="password"]',
  submit: 'button[name="intent"][value="password"]',
  /** Hydrated: the form's submit is the client's. */
  ready: "window.__reactRouterRouteModules",
  homePainted: 'main h1:has-text("欢迎回来")',
  sidebarGroup: 'aside nav details:has(a[href="/agent/agentInfo"]) > summary',
  sidebarItem: 'aside nav a[href="/agent/agentInfo"]',
  listPath: "/agent/agentInfo",
  rows: "table tbody tr[data-row-id]",
};
const SITE = process.env.BENCH_BROWSER_SITE
  ? JSON.parse(readFileSync(process.env.BENCH_BROWSER_SITE, "utf8"))
  : THIS_CONSOLE;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function signIn(page, origin, waterfall) {
  await page.goto(`${origin}${SITE.loginPath}`);
  await page.locator(SITE.tenantInput).fill(SITE.account.tenantId);
  await page.locator(SITE.usernameInput).fill(SITE.account.username);
  await page.locator(SITE.passwordInput).fill(SITE.account.password);
  await page.waitForFunction(SITE.ready);
  const requests = [];
  const started = Date.now();
  const seen = (request) => requests.push({ request, at: Date.now() - started });
  page.on("request", seen);
  // Which answers came from the browser's cache (Chromium's own report, through DevTools).
  const fromCache = new Set();
  const urls = new Map();
  const devtools = waterfall ? await page.context().newCDPSession(page) : null;
  if (devtools) {
    await devtools.send("Network.enable");
    devtools.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
    devtools.on("Network.requestServedFromCache", (event) => fromCache.add(urls.get(event.requestId)));
    devtools.on("Network.responseReceived", (event) => {
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) fromCache.add(event.response.url);
    });
  }
  await page.locator(SITE.submit).click();
  await page.locator(SITE.homePainted).first().waitFor({ timeout: 30_000 });
  const ms = Date.now() - started;
  page.off("request", seen);
  await devtools?.detach();
  if (waterfall) {
    for (const { request, at } of requests) {
      const response = await request.response();
      const url = new URL(request.url());
      const cached = fromCache.has(request.url());
      waterfall.push(
        `${String(at).padStart(5)} ms  ${request.method().padEnd(4)} ${url.pathname}${url.search.length > 1 ? "?…" : ""}  ${response?.status() ?? "—"}${cached ? " (from the cache)" : ""}`,
      );
    }
  }
  return ms;
}

/** The three figures against `origin`, `runs` times each; prints the sign-in's waterfall once. */
export async function browserTimings(origin, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const signIns = [];
    const cold = [];
    const clicks = [];
    const waterfall = [];
    for (let run = 0; run < runs; run++) {
      const context_ = await browser.newContext({ locale: "zh-CN" });
      const page = await context_.newPage();
      signIns.push(await signIn(page, origin, run === runs - 1 ? waterfall : null));

      // The sidebar click, from 首页: its group opened, the pointer on the item, then the click.
      const item = page.locator(SITE.sidebarItem).first();
      if (!(await item.isVisible())) await page.locator(SITE.sidebarGroup).first().click();
      await item.hover();
      await page.waitForTimeout(150);
      const clicked = Date.now();
      await item.click();
      await page.locator(SITE.rows).first().waitFor();
      clicks.push(Date.now() - clicked);

      // A new tab opening the list by its URL (the browser's cache warm, as an operator's is).
      const tab = await context_.newPage();
      const opened = Date.now();
      await tab.goto(`${origin}${SITE.listPath}`);
      await tab.locator(SITE.rows).first().waitFor();
      cold.push(Date.now() - opened);
      await context_.close();
    }
    console.log(`\nIn Chromium against ${origin} (median of ${runs})`);
    console.log(`  sign-in → 首页 painted   ${median(signIns)} ms   (runs: ${signIns.join(", ")})`);
    console.log(`  sidebar click → rows    ${median(clicks)} ms   (runs: ${clicks.join(", ")})`);
    console.log(`  new tab → rows          ${median(cold)} ms   (runs: ${cold.join(", ")})`);
    console.log("  the sign-in's requests, from the click:");
    for (const line of waterfall) console.log(`    ${line}`);
    return [
      context("Chromium: sign-in → 首页 painted (median)", median(signIns), "ms"),
      context("Chromium: sidebar click → rows (median)", median(clicks), "ms"),
      context("Chromium: new tab → rows (median)", median(cold), "ms"),
    ];
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await browserTimings(process.argv[2] ?? "http://localhost:8787", Number(process.env.BENCH_BROWSER_RUNS ?? 5));
}

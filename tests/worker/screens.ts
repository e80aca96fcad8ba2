/**
 * The console's screens as a Worker test reads them: the 系统管理 screens' paths, the
 * server-rendered list pages (rows, totals, the one-time 操作成功), form posts with repeated
 * names, the two steps of a batch delete, a screen outside the operator's menu, unique tags for
 * the rows a test makes, and the rows of the sandbox's seed the 系统管理 tests name. The browser
 * itself is ./browser.ts.
 */
import { expect } from "vitest";
import { seedId } from "../../workers/sandbox/core/ids";
import { type Browser, location } from "./browser";

// The 系统管理 screens' paths (app/routes.ts): the org screens, the trees of dictionaries, menus and roles, the reference lists.
export const USERS = "/system/user",
  DEPTS = "/system/dept",
  DESIGN = "/system/deptDesign",
  REGIONS = "/system/region",
  SETTINGS = "/system/commonSetting";
export const DICT = "/system/dict",
  BIZ = "/system/dictBiz",
  MENU = "/system/menu",
  ROLE = "/system/role";
export const MCC = "/system/mcc",
  BANK = "/system/bankInfo",
  BLACKLIST = "/system/blacklist",
  WORDS = "/system/sensitive",
  WHITE = "/system/sensitiveWhite";

/** A page that must answer 200, as text. */
export const html = (browser: Browser, path: string) => browser.html(path);

/** A same-origin form post with repeated names (several ticked `ids`), as a browser sends it; cookies kept. */
export const post = (browser: Browser, path: string, entries: [string, string][] | FormData) =>
  browser.postEntries(path, entries);

/** A response's status and page, for tests that read both. */
export async function answer(response: Response | Promise<Response>) {
  const settled = await response;
  return { status: settled.status, html: await settled.text() };
}

/** The one-time 操作成功 a list shows after a write. */
export const FLASH = /data-flash=""[^>]*>.*?操作成功<\/div>/;

/** The 操作成功 of a write, with or without the batch's count. */
export const flashed = (page: string) =>
  /data-flash=""[^>]*>.*?操作成功/.test(page) || />操作成功(，共处理 \d+ 条)?<\/div>/.test(page);

/** The ids of the table's rows, in order. */
export const rowIds = (page: string) => [...page.matchAll(/<tr data-row-id="([^"]+)"/g)].map((m) => m[1]!);

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The table's rows: id and visible text (cells joined by " | "). */
export function tableRows(page: string) {
  return [...page.matchAll(/<tr[^>]*data-row-id="([^"]+)"[^>]*>(.*?)<\/tr>/gs)].map((m) => ({
    id: m[1]!,
    cells: [...m[2]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => decode(c[1]!.replace(/<[^>]+>/g, "").trim())),
  }));
}

/** A tree table's rows as shown: id, the first cell's text and its depth (indent). */
export function treeRows(page: string) {
  return [...page.matchAll(/<tr data-row-id="(\d+)"[^>]*>.*?padding-inline-start:([\d.]+)rem.*?<\/tr>/g)].map((m) => {
    const cell = m[0].replace(/<svg.*?<\/svg>/g, "");
    const name = /<span[^>]*>([^<]+)<\/span><\/span><\/td>/.exec(cell)?.[1] ?? "";
    return {
      id: m[1]!,
      depth: Number(m[2]) / 1.25,
      name,
      expandable: /aria-expanded=/.test(cell),
      open: /aria-expanded="true"/.test(cell),
    };
  });
}

/** The id of the tree row named `name`. */
export const idOf = (page: string, name: string) => treeRows(page).find((r) => r.name === name)?.id;

/** The list's 共 N 条. */
export const totalOf = (page: string) => Number(/共 (\d+) 条/.exec(page)?.[1] ?? NaN);

/** Two steps of a batch: the confirmation names the count, then it runs. */
export async function batchDelete(browser: Browser, path: string, ids: string[]) {
  const entries: [string, string][] = [["intent", "batch-delete"], ...ids.map((id): [string, string] => ["ids", id])];
  const ask = await post(browser, path, entries);
  expect(ask.status).toBe(200);
  expect(await ask.text()).toContain(`确定对选中的 ${ids.length} 条数据执行“批量删除”吗？`);
  return post(browser, path, [...entries, ["confirmed", "1"]]);
}

/** A screen's page as the server rendered it: a heading (h1), and its title. */
export function expectTitled(page: string, title: string) {
  expect(page).toContain("<h1");
  expect(page).toContain(title);
}

/** A screen outside the signed-in operator's menu: the page goes to /403. */
export async function expectOutsideMenu(browser: Browser, path: string) {
  const response = await browser.get(path);
  expect(response.status, path).toBe(302);
  expect(location(response)).toBe("/403");
}

/** Spec §5's mobile rules as an operator meets them: a number typed, and the message it gets. */
export const BAD_MOBILES: [string, string][] = [
  ["", "手机号码不能为空"],
  ["1380000", "手机号码长度不为11位"],
  ["1380000001", "手机号码长度不为11位"],
  ["010-1234567", "手机号码格式不正确"],
  ["01012345678", "手机号码格式不正确"],
  ["23800000000", "手机号码格式不正确"],
];

/** `n` random digits. */
export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

/** A tag for the rows a test makes (digits: it fits account, code and alias rules after a letter). */
export const unique = () => `${Date.now() % 1_000_000}${digits(3)}`;

// Rows of the sandbox's seed (workers/sandbox/core/ids) that the 系统管理 tests name, a line per table.
export const ROLE_ADMIN = seedId(14, 1),
  ROLE_OPERATOR = seedId(14, 2);
export const DEPT_HQ = seedId(12, 1),
  DEPT_OPS = seedId(12, 2);
export const DEPT_BEIJING = seedId(40, 1),
  DEPT_FINANCE = seedId(40, 6),
  DEPT_BEIJING_MARKET = seedId(40, 9),
  DEPT_BEIJING_GROUP1 = seedId(40, 24);
/** ops01: 运营部, 运营专员, inside the role-limited operator's data scope (seed_v4_data_scope). */
export const USER01 = seedId(41, 1),
  OPS01 = seedId(41, 61);
export const QA3 = seedId(15, 5);
export const POST_MANAGER = seedId(42, 1);

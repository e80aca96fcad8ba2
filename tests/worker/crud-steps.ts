/**
 * The steps the screens' Worker tests take alike when they write: a form posted with its intent,
 * the answer's status and what its page must show (field messages, the input kept, the backend's
 * refusal), a redirect after a write that went through, the list's one-time 操作成功, and forged
 * writes refused with the button's code named. Each test passes its own screen, fields and
 * messages; the reading of pages is ./screens.ts.
 */
import { expect } from "vitest";
import { type Browser, location } from "./browser";
import { FLASH, html, post } from "./screens";

/** A form's fields: an object, or pairs where a name repeats (several `ids`, a switch's two inputs). */
export type Fields = Record<string, string> | [string, string][];

const pairs = (fields: Fields): [string, string][] => (Array.isArray(fields) ? fields : Object.entries(fields));

/** A same-origin form post to `path` with its intent, as the screen's form sends it. */
export const send = (browser: Browser, path: string, intent: string, fields: Fields = {}) =>
  post(browser, path, [["intent", intent], ...pairs(fields)]);

/** What a page must show: text it contains, or a pattern it matches. */
export function expectShows(page: string, shows: (string | RegExp)[]) {
  for (const shown of shows) {
    if (typeof shown === "string") expect(page).toContain(shown);
    else expect(page).toMatch(shown);
  }
}

/** The answer has `status` and its page shows each of `shows`; the page, for what else the test reads in it. */
export async function expectAnswer(
  response: Response | Promise<Response>,
  status: number,
  shows: (string | RegExp)[] = [],
): Promise<string> {
  const settled = await response;
  const page = await settled.text();
  expect(settled.status).toBe(status);
  expectShows(page, shows);
  return page;
}

/** A write that went through: a redirect, to `to` when the test names it. Where it went. */
export async function expectSaved(response: Response | Promise<Response>, to?: string): Promise<string> {
  const settled = await response;
  expect(settled.status).toBe(302);
  if (to !== undefined) expect(location(settled)).toBe(to);
  return location(settled);
}

/** The list a write went back to shows 操作成功 once: there on the first visit, gone on the next. The first page. */
export async function expectFlashedOnce(browser: Browser, path: string): Promise<string> {
  const page = await html(browser, path);
  expect(page).toMatch(FLASH);
  expect(await html(browser, path)).not.toContain("data-flash");
  return page;
}

/**
 * Forged writes by an operator without the screen's buttons: each intent of `codes` gets 403,
 * naming its button's code where one is given (`null`: the status alone). `who` names the
 * account in a failure, where a test tries several.
 */
export async function expectForbidden(
  browser: Browser,
  path: string,
  fields: Fields,
  codes: Record<string, string | null>,
  who = "",
) {
  for (const [intent, code] of Object.entries(codes)) {
    const response = await send(browser, path, intent, fields);
    const step = `${who} ${path} ${intent}`.trim();
    expect(response.status, step).toBe(403);
    if (code !== null) expect(await response.text(), step).toContain(`您没有该操作的权限（${code}）`);
  }
}

/** The codes of a screen's 新增, 修改 and 删除 buttons as the menu names them, by the intent each guards (批量删除 is 删除's). */
export const crudButtonCodes = (prefix: string) => ({
  create: `${prefix}_add`,
  update: `${prefix}_edit`,
  delete: `${prefix}_delete`,
  "batch-delete": `${prefix}_delete`,
});

/**
 * The screen's 新增, 修改 and 删除 (批量删除 too) forged on each of `paths` by an operator without its
 * buttons: each refused with 403 naming the button's code as the menu has it (`prefix`_add…).
 */
export async function expectWritesForbidden(browser: Browser, paths: string[], fields: Fields, prefix: string) {
  for (const path of paths) await expectForbidden(browser, path, fields, crudButtonCodes(prefix));
}

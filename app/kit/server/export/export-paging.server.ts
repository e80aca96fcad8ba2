/**
 * An export's rows, a page at a time (export.server.ts): the backend's pages of the list, each
 * call with its own budget, one asked for while the one before is written; a failure half-way
 * ends the rows with a note.
 */
import { toEntry } from "@contract";
import type { AnyScreen } from "~/kit/shared/screen";
import type { Operator } from "~/server/auth.server";
import { REQUEST_TIMEOUT_MS } from "~/server/backend.server";
import { withRequestDeadline } from "~/server/deadline.server";
import { toPage } from "../page.server";
import type { SheetRow } from "./xlsx.server";

/**
 * Rows asked of the backend per call: the first rows in pages of 1,000 (the file's first bytes
 * leave sooner), then 5,000 (fewer calls). A backend that pages by fewer is followed at its size.
 */
export const FIRST_PAGE_SIZE = 1000;
export const EXPORT_PAGE_SIZE = 5000;

export type Page = { rows: Record<string, unknown>[]; total: number; size: number };

/** A backend call for a page: by its number (an offset), or the rows after the record whose key is `after`. */
export type PageCall = { current: number; size: number } | { after: string; size: number };

/**
 * A page of the list, each call with its own budget (an export may outlast one request's). The
 * backend is asked for the fields the file reads alone (`fields`, the contract's Paging): a
 * record of a log is 600 bytes of JSON whole, 270 as the file's columns, and reading JSON is
 * most of an export's time.
 */
export function pageReader(
  operator: Operator,
  spec: AnyScreen,
  params: Record<string, string | number>,
  columns: readonly string[],
  fields: readonly string[],
) {
  const list = toEntry(spec.api.list);
  const asked = fields.join(",");
  const { current: _c, ...unpaged } = params;
  return async (call: PageCall): Promise<Page> => {
    const query = "after" in call ? { ...unpaged, after: call.after, size: call.size } : { ...params, ...call };
    // Checked for the page's shape and the fields the file writes, not more (ADR 031).
    const value = await withRequestDeadline(REQUEST_TIMEOUT_MS, () =>
      operator.api.exportPage(list, columns, { query: { ...query, fields: asked } }),
    );
    const page = toPage(value, { current: "after" in call ? 1 : call.current, size: call.size }, (raw) => raw);
    return { rows: page.records, total: page.total, size: page.size };
  };
}

/**
 * The backend calls after the first, for the first answer's rows (rows added meanwhile are not
 * included): the rest of the first 5,000 in pages of 1,000, then pages of 5,000 (page 2 of 5,000
 * starts at row 5,000). A backend that cut the first page to its own limit is followed at it.
 */
export function* laterPages(first: { total: number; size: number }): Generator<{ current: number; size: number }> {
  const small = Math.min(first.size, FIRST_PAGE_SIZE);
  const big = small < FIRST_PAGE_SIZE ? small : EXPORT_PAGE_SIZE;
  const smallPages = Math.min(Math.ceil(first.total / small), big / small);
  for (let current = 2; current <= smallPages; current++) yield { current, size: small };
  for (let current = 2; (current - 1) * big < first.total; current++) yield { current, size: big };
}

/** The next page's cells, or null when there are none left to ask for. */
export type NextPage = () => Promise<string[][]> | null;

/** Offset paging: the calls of laterPages in turn. */
export function pagesByOffset(first: Page, read: (call: PageCall) => Promise<string[][]>): NextPage {
  const calls = laterPages(first);
  return () => {
    const call = calls.next();
    return call.done ? null : read(call.value);
  };
}

/**
 * Keyset paging (a list entry's `pagesAfter`, e.g. 交易订单's by order id): each call for the
 * rows after the last one of the page before, in laterPages' sizes (the last size again if more
 * are needed), so the backend reads every page from its index instead of skipping an offset, and
 * a row added or removed meanwhile moves no other row to another page. It ends at the first
 * answer's total (rows added meanwhile are not included) or at an empty page.
 */
export function pagesByKey(
  first: Page,
  key: string,
  read: (call: PageCall) => Promise<Page>,
  toCells: (raw: Record<string, unknown>) => string[],
): NextPage {
  const sizes = laterPages(first);
  let size = first.size;
  let last = first.rows.at(-1)?.[key];
  let left = first.total - first.rows.length;
  return () => {
    if (left <= 0 || last == null || last === "") return null;
    const next = sizes.next();
    if (!next.done) size = next.value.size;
    return read({ after: String(last), size }).then((page) => {
      const rows = page.rows.length > left ? page.rows.slice(0, left) : page.rows;
      left -= rows.length;
      last = rows.length > 0 ? rows.at(-1)![key] : null;
      return rows.map(toCells);
    });
  };
}

/**
 * Every row, a page at a time: the first page, then `nextPage`'s, the next one asked for while
 * this one is written. A failure ends the rows with a note; an empty page ends them.
 */
export async function* allRows(
  firstCells: string[][],
  nextPage: NextPage,
  interrupted: (error: unknown, done: number) => string,
): AsyncGenerator<SheetRow[]> {
  let done = firstCells.length;
  yield firstCells;
  const ask = () => {
    const asked = nextPage();
    asked?.catch(() => {}); // Left unread when the download is cancelled.
    return asked;
  };
  let next = ask();
  while (next) {
    let cells: string[][];
    try {
      cells = await next;
    } catch (error) {
      yield [{ note: interrupted(error, done) }];
      return;
    }
    next = cells.length > 0 ? ask() : null;
    done += cells.length;
    yield cells;
  }
}

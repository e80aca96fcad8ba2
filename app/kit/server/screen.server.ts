/**
 * What every list screen's loader adds to its data: the one-time flash (read and cleared),
 * the screen's hidden columns, and its namespace of texts.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { currentScreen } from "~/server/menu/current-screen.server";
import { recordOpened } from "~/server/recent-records.server";
import { screenTexts } from "~/locales";
import type { ScreenSpec } from "~/kit/shared/screen";
import { getLocale } from "~/server/i18n.server";
import { hiddenColumns } from "./columns.server";
import { readFlash } from "./flash.server";
import type { Loaded } from "./page.server";
import type { ListQuery, PageOf } from "~/kit/shared/query";

/** A screen as the kit knows it: its key, and where its texts live (its descriptor); its row's label when it has one. */
type ScreenRef = Pick<ScreenSpec, "id" | "texts"> & { rowLabel?: (row: never) => string };

export async function screenData<T extends Record<string, unknown>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  screen: ScreenRef,
  payload: T,
) {
  const [{ flash, headers }, hidden] = await Promise.all([readFlash(request), hiddenColumns(request, screen.id)]);
  const locale = getLocale(context) === "en" ? "en" : "zh";
  const messages = screenTexts(locale, screen.texts);
  return data({ ...payload, flash, hidden, messages }, { headers });
}

/**
 * A screen opens only for operators whose menu holds it (spec §6). It is a screen the console
 * has, so anyone else gets /403 (no permission), not /404 (which is for paths that are no
 * screen at all, see routes/console/not-found.ts). Runs in parallel with the screen's reads.
 */
export async function requireScreen(context: Readonly<RouterContextProvider>): Promise<void> {
  if (!(await currentScreen(context)).leaf) throw redirect("/403");
}

/** Whether a dialog on the URL needs its row loaded. */
export function dialogRowId(query: ListQuery): string | null {
  return query.dialog && query.dialog !== "create" && query.id ? query.id : null;
}

/**
 * A list screen's loader in one call: the page and (when a dialog names a row) its detail are
 * fetched in parallel, then the flash, hidden columns and texts are added.
 */
export async function loadListScreen<Row, Extra extends Record<string, unknown> = Record<string, never>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  screen: ScreenRef,
  parts: {
    query: ListQuery;
    list: Promise<Loaded<PageOf<Row>>>;
    detail?: (id: string) => Promise<Loaded<Row | null>>;
    extra?: Promise<Extra>;
  },
) {
  const id = dialogRowId(parts.query);
  const [, list, detail, extra] = await Promise.all([
    requireScreen(context),
    parts.list,
    id && parts.detail ? parts.detail(id) : Promise.resolve(null),
    parts.extra ?? Promise.resolve({} as Extra),
  ]);
  if (parts.query.dialog === "view" && detail?.value) await rememberOpened(request, context, screen, detail.value);
  return screenData(request, context, screen, {
    ...extra,
    query: parts.query,
    page: list.value,
    listError: list.error,
    detail: detail ? { value: detail.value, error: detail.error } : null,
  });
}

/** A detail shown with its row is a record opened (issue 34): the session keeps the last ten. */
async function rememberOpened(
  request: Request,
  context: Readonly<RouterContextProvider>,
  screen: ScreenRef,
  row: unknown,
): Promise<void> {
  if (!screen.rowLabel) return;
  const { leaf } = await currentScreen(context);
  const label = (screen.rowLabel as (row: unknown) => string)(row);
  if (leaf) recordOpened(request, context, { label, screen: leaf.name, i18n: leaf.i18n });
}

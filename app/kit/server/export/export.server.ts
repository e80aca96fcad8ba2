/**
 * 导出 for every list screen whose descriptor names an export button (ADR 015).
 * `GET /export/<screen path>?<the list's own search>&format=xlsx|csv` checks the button on the
 * server, reads the first page of the list's filters and sort before answering (so a refusal
 * or a backend that is down shows on the list, not in a file), then streams the file while it
 * pages through the backend: one page is asked for while the one before is written, so the
 * first bytes leave at once and memory stays flat. The session cookie authorises it; no token
 * is in any URL. The pages are the first answer's: rows added meanwhile are not included.
 * A backend failure half-way ends the file with a row saying it is incomplete; cancelling the
 * download stops the paging.
 */
import { toEntry } from "@contract";
import type { RouterContextProvider } from "react-router";
import { type AnyScreen, personalFields, type ScreenSpec, shownValue, textKey } from "~/kit/shared/screen";
import { messageText, type Translate, type TranslationKey } from "~/lib/i18n";
import { exactMoney } from "~/lib/money";
import { type Operator, operatorContext, workerEnv } from "~/server/auth.server";
import { BackendError, REQUEST_TIMEOUT_MS } from "~/server/backend.server";
import { withRequestDeadline } from "~/server/deadline.server";
import { getInstance } from "~/server/i18n.server";
import { fieldValue, readScreenQuery, screenParams } from "../described.server";
import { redirectWithFlash } from "../flash.server";
import { toPage } from "../page.server";
import { can } from "../permissions.server";
import { maskRow, recordPersonalData } from "../personal.server";
import { listHref, type ListQuery } from "~/kit/shared/query";
import { exportFailed, passBackendFile } from "./backend-file.server";
import { csvFile } from "./csv.server";
import { attachment, beijingWallClock, fileStamp } from "./file-name.server";
import { type CellFormat, type SheetColumn, type SheetRow, xlsxFile } from "./xlsx.server";
import type { Bytes } from "./zip.server";

/**
 * Rows asked of the backend per call: the first rows in pages of 1,000 (the file's first bytes
 * leave sooner), then 5,000 (fewer calls). A backend that pages by fewer is followed at its size.
 */
export const FIRST_PAGE_SIZE = 1000;
export const EXPORT_PAGE_SIZE = 5000;
/** A PDF is made whole in memory (ADR 014): at most this many rows (about 100 A4 pages). */
export const PDF_MAX_ROWS = 5000;
export const EXPORT_FORMATS = ["xlsx", "csv", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
};

/** The cookie a page watches to know the download has begun (its value: the link's token, nothing secret). */
export const DOWNLOAD_COOKIE = "console_download";
const TOKEN = /^[a-z0-9]{8,32}$/;

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type ExportColumn = { key: string; label: string; format: CellFormat };
type Page = { rows: Record<string, unknown>[]; total: number; size: number };

/** The list's columns as the file's, labelled in the operator's language, typed for a spreadsheet. */
function exportColumns(spec: AnyScreen, t: Translate): ExportColumn[] {
  return spec.columns.map((column) => {
    const field = column.option ?? column.key;
    const numeric = spec.row[field] === "number";
    return {
      key: field,
      label: t(textKey(spec, column.label ?? column.key) as TranslationKey),
      format: column.format ?? (numeric ? "number" : "text"),
    };
  });
}

/** Width in characters: the longest of the header and the first page's values (a Chinese character counts twice), within 8–60. */
function widthOf(label: string, values: string[]): number {
  const wide = (text: string) => text.length + (text.match(/[\u2E80-\uFFEF]/g)?.length ?? 0);
  return Math.min(60, Math.max(8, wide(label), ...values.slice(0, 200).map(wide)) + 2);
}

/** The screen's export: the file, or the list again with why it could not be made. */
export async function exportScreen(spec: ScreenSpec | AnyScreen, { request, context }: Args): Promise<Response> {
  const operator = context.get(operatorContext);
  const t = getInstance(context).t as unknown as Translate;
  if (!spec.export || !can(operator, spec.export)) {
    return new Response(t("kit.forbidden"), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const url = new URL(request.url);
  const format = EXPORT_FORMATS.find((f) => f === url.searchParams.get("format"));
  if (!format)
    return new Response(t("errors.badRequest.text" as TranslationKey), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });

  const query = readScreenQuery(spec, request);
  const backTo = listHref(spec.path, { ...query, current: 1, dialog: null, id: null }, {}, spec.defaultSize);
  const name = (getInstance(context).t as unknown as (key: string, options: { defaultValue: string }) => string)(
    `menu.${spec.menuCode}`,
    { defaultValue: spec.name },
  );
  // Personal data is masked unless the operator holds the screen's exportFull button; a whole file is recorded (ADR 029).
  const full = Boolean(spec.exportFull && can(operator, spec.exportFull));
  const recordFull = () =>
    recordPersonalData(operator, { action: "export", screen: spec.path, menuCode: spec.menuCode });
  if (spec.backendExport) {
    // The backend makes this file: the list's filters and sort go to it, its body streams through;
    // it masks personal data unless asked for the whole file (and checks the button itself).
    const { current: _c, size: _s, ...filters } = screenParams(spec, query);
    if (full) {
      const refused = await recordFull().then(
        () => null,
        (error: unknown) => error,
      );
      if (refused instanceof BackendError) return exportFailed(backTo, t, refused);
      if (refused) throw refused;
    }
    return begun(
      await passBackendFile(operator, {
        entry: spec.backendExport,
        request: { query: full ? { ...filters, full: "1" } : filters },
        name,
        backTo,
        t,
      }),
      url,
    );
  }
  const columns = exportColumns(spec, t);
  // The file says it is masked when a personal column is (free text, e.g. a log's URI, is masked silently: a safety net).
  const masked = !full && columns.some((column) => personalFields(spec).includes(column.key));
  const toCells = cellReader(spec, columns, t, !full);
  const pageOf = pageReader(
    operator,
    spec,
    screenParams(spec, { ...query, current: 1, size: FIRST_PAGE_SIZE }),
    columns.map((column) => column.key),
  );

  let first: Page;
  try {
    first = await pageOf(1, FIRST_PAGE_SIZE);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return exportFailed(backTo, t, error);
  }
  if (format === "pdf" && first.total > PDF_MAX_ROWS) {
    return redirectWithFlash(backTo, {
      key: "kit.export.tooManyForPdf",
      values: { max: PDF_MAX_ROWS, total: first.total },
      tone: "error",
    });
  }
  if (full && personalFields(spec).length) {
    try {
      await recordFull();
    } catch (error) {
      if (!(error instanceof BackendError)) throw error;
      return exportFailed(backTo, t, error);
    }
  }
  const maskedNote = masked ? t("kit.personal.masked") : null;
  const firstCells = first.rows.map(toCells);
  const sheetColumns: SheetColumn[] = columns.map((c, i) => ({
    label: c.label,
    format: c.format,
    width: widthOf(
      c.label,
      firstCells.map((row) => row[i] ?? ""),
    ),
  }));
  const interrupted = (error: unknown, done: number) => {
    console.error(`Export of ${spec.path} stopped after ${done} of ${first.total} rows:`, error);
    const reason =
      error instanceof BackendError ? messageText(t, error.view) : t("errors.serverError.text" as TranslationKey);
    return t("kit.export.interrupted", { reason, done, total: first.total });
  };
  const listed = allRows(
    firstCells,
    laterPages(first),
    (call) => pageOf(call.current, call.size).then((page) => page.rows.map(toCells)),
    interrupted,
  );
  const rows = spec.exportTotals ? withTotals(listed, () => totalsRow(operator, spec, query, columns, t)) : listed;

  const now = new Date(Date.now());
  const wallClock = beijingWallClock(now);
  const chunks =
    format === "xlsx"
      ? xlsxFile({
          sheet: masked ? t("kit.personal.maskedSheet", { name }) : name,
          columns: sheetColumns,
          rows,
          wallClock,
        })
      : format === "csv"
        ? csvFile({ columns: sheetColumns, rows, note: maskedNote })
        : pdfFile({
            env: workerEnv(context),
            title: name,
            columns: sheetColumns,
            rows,
            t,
            exportedAt: wallClock,
            total: first.total,
            note: maskedNote,
          });
  const headers = new Headers({
    "Content-Type": CONTENT_TYPES[format],
    "Content-Disposition": attachment(`${name}_${fileStamp(now)}.${format}`),
    "Cache-Control": "no-store",
  });
  return begun(new Response(streamOf(chunks), { headers }), url);
}

/** A file's answer with the cookie telling the page its download has begun (the link's token), if it carried one. */
export function begun(response: Response, url: URL): Response {
  const token = url.searchParams.get("token") ?? "";
  if (response.ok && TOKEN.test(token))
    response.headers.append("Set-Cookie", `${DOWNLOAD_COOKIE}=${token}; Path=/; Max-Age=120; SameSite=Strict; Secure`);
  return response;
}

/**
 * The PDF (ADR 014): every row gathered (at most PDF_MAX_ROWS), then one A4 report in the
 * report font; numbers and money right-aligned, columns as wide as their spreadsheet widths.
 * The renderer is loaded only when a PDF is asked for (pdf-lib and fontkit are large).
 */
async function* pdfFile(options: {
  env: Env;
  title: string;
  columns: SheetColumn[];
  rows: AsyncIterable<SheetRow[]>;
  t: Translate;
  exportedAt: Date;
  total: number;
  /** A line under the title (the file's personal data masked). */
  note: string | null;
}): AsyncGenerator<Bytes> {
  const { columns, t } = options;
  const cells: string[][] = [];
  // A backend failure half-way: the report says so where its row count would be.
  let note: string | null = null;
  for await (const batch of options.rows) {
    for (const row of batch) {
      if (Array.isArray(row))
        cells.push(row.map((value, i) => (columns[i]!.format === "money" ? (exactMoney(value) ?? value) : value)));
      else note = row.note;
    }
  }
  const [{ tablePdf }, { loadPdfFont }] = await Promise.all([import("./pdf.server"), import("./pdf-font.server")]);
  const at = options.exportedAt.toISOString().slice(0, 19).replace("T", " ");
  const pdf = await tablePdf(
    {
      title: options.title,
      meta: [t("kit.export.exportedAt", { at }), ...(options.note ? [options.note] : [])],
      columns: columns.map((c) => ({
        label: c.label,
        align: c.format === "number" || c.format === "money" ? "right" : "left",
        weight: c.width,
      })),
      rows: cells,
      footer: note ?? t("kit.export.rows", { total: options.total }),
      pageLabel: (page, pages) => t("kit.export.page", { page, pages }),
    },
    await loadPdfFont(options.env),
  );
  yield pdf as Bytes;
}

/**
 * The descriptor's totals row after the rows (unless the rows stopped with a note): the totals
 * path asked with the list's own params, after the last page, so the file's sums are the set's.
 */
async function* withTotals(
  rows: AsyncIterable<SheetRow[]>,
  totals: () => Promise<string[]>,
): AsyncGenerator<SheetRow[]> {
  let stopped = false;
  for await (const batch of rows) {
    if (batch.some((row) => !Array.isArray(row))) stopped = true;
    yield batch;
  }
  if (!stopped) yield [await totals()];
}

async function totalsRow(
  operator: Operator,
  spec: AnyScreen,
  query: ListQuery,
  columns: ExportColumn[],
  t: Translate,
): Promise<string[]> {
  const totals = spec.exportTotals!;
  const { current: _c, size: _s, ...filters } = screenParams(spec, query);
  const value = (await withRequestDeadline(REQUEST_TIMEOUT_MS, () =>
    operator.api.call(toEntry(totals.entry), { query: filters }),
  )) as Record<string, unknown> | null;
  return columns.map((column, i) => {
    if (i === 0) return t(textKey(spec, totals.label) as TranslationKey);
    const name = totals.columns[column.key];
    return name && value?.[name] != null ? String(value[name]) : "";
  });
}

/** A page of the list, each call with its own budget (an export may outlast one request's). */
function pageReader(
  operator: Operator,
  spec: AnyScreen,
  params: Record<string, string | number>,
  fields: readonly string[],
) {
  const list = toEntry(spec.api.list);
  return async (current: number, size: number): Promise<Page> => {
    // Checked for the page's shape and the fields the file writes, not more (ADR 031).
    const value = await withRequestDeadline(REQUEST_TIMEOUT_MS, () =>
      operator.api.exportPage(list, fields, { query: { ...params, current, size } }),
    );
    const page = toPage(value, { current, size }, (raw) => raw);
    return { rows: page.records, total: page.total, size: page.size };
  };
}

/**
 * A backend row as the file's cells: what the list shows (option labels, personal data masked
 * unless the file is whole), money and dates left for the writer to type.
 */
function cellReader(spec: AnyScreen, columns: ExportColumn[], t: Translate, mask: boolean) {
  const translate = (key: string) => t(key as TranslationKey);
  // Only the fields a cell reads (its own, the backend's name for an option's value, what chooses a personal kind), each by its kind.
  const names = new Set(
    columns.flatMap((column) => [
      column.key,
      spec.fields?.[column.key]?.nameFrom ?? column.key,
      spec.personalBy?.[column.key]?.by ?? column.key,
    ]),
  );
  const fields = [...names].map((name) => [name, spec.row[name] ?? "text"] as const);
  return (raw: Record<string, unknown>): string[] => {
    const read: Record<string, unknown> = {};
    for (const [name, kind] of fields) read[name] = fieldValue(kind, raw[name]);
    const row = mask ? maskRow(spec, read) : read;
    return columns.map((column) => shownValue(spec, translate, row, column.key));
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

/**
 * Every row, a page at a time: the first page, then `calls`, the next one asked for while this
 * one is written. A failure ends the rows with a note; an empty page ends them.
 */
async function* allRows<Call>(
  firstCells: string[][],
  calls: Iterator<Call>,
  cellsOf: (call: Call) => Promise<string[][]>,
  interrupted: (error: unknown, done: number) => string,
): AsyncGenerator<SheetRow[]> {
  let done = firstCells.length;
  yield firstCells;
  const ask = () => {
    const call = calls.next();
    if (call.done) return null;
    const asked = cellsOf(call.value);
    asked.catch(() => {}); // Left unread when the download is cancelled.
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

/** The file's chunks as a response body: made as the browser reads, stopped when it cancels. */
function streamOf(chunks: AsyncGenerator<Bytes>): ReadableStream<Bytes> {
  let cancelled = false;
  return new ReadableStream<Bytes>({
    async pull(controller) {
      try {
        const { done, value } = await chunks.next();
        // Cancelled while this chunk was being made: nobody reads it.
        if (cancelled) return;
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (cancelled) return;
        // The file cannot be finished (not a backend failure, which ends it with a note): the download fails.
        console.error("Export failed while writing:", error);
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await chunks.return(undefined);
    },
  });
}

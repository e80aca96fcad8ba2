/**
 * 导出 for every list screen whose descriptor names an export button (ADR 015).
 * `GET /export/<screen path>?<the list's own search>&format=xlsx|csv` checks the button on the
 * server, reads the first page of the list's filters and sort before answering (so a refusal
 * or a backend that is down shows on the list, not in a file), then streams the file while it
 * pages through the backend: one page is asked for while the one before is written, so the
 * first bytes leave at once and memory stays flat. The session cookie authorises it; no token
 * is in any URL. The pages are the first answer's: rows added meanwhile are not included.
 * A backend failure half-way ends the file with a row saying it is incomplete; cancelling the
 * download stops the paging. Its parts: the columns and cells (export-cells), the paging
 * (export-paging), the totals row (export-totals) and the PDF (pdf-file); here, the request,
 * the file's choice and its streamed answer.
 */
import { toEntry } from "@contract";
import type { RouterContextProvider } from "react-router";
import { type AnyScreen, personalFields, type ScreenSpec } from "~/kit/shared/screen";
import { messageText, type Translate, type TranslationKey } from "~/lib/i18n";
import { operatorContext, workerEnv } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import { getInstance } from "~/server/i18n.server";
import { readScreenQuery, screenParams } from "../described.server";
import { redirectWithFlash } from "../flash.server";
import { can } from "../permissions.server";
import { recordPersonalData } from "../personal.server";
import { listHref } from "~/kit/shared/query";
import { exportFailed, passBackendFile } from "./backend-file.server";
import { csvFile } from "./csv.server";
import { cellReader, exportColumns, readFields, widthOf } from "./export-cells.server";
import { allRows, FIRST_PAGE_SIZE, type Page, pageReader, pagesByKey, pagesByOffset } from "./export-paging.server";
import { totalsRow, withTotals } from "./export-totals.server";
import { attachment, beijingWallClock, fileStamp } from "./file-name.server";
import { pdfFile } from "./pdf-file.server";
import { type SheetColumn, xlsxFile } from "./xlsx.server";
import type { Bytes } from "./zip.server";

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
  // A list that pages by key (its entry's `pagesAfter`) is read after the last row's key, not by offset.
  const key = toEntry(spec.api.list).pagesAfter;
  const pageOf = pageReader(
    operator,
    spec,
    screenParams(spec, { ...query, current: 1, size: FIRST_PAGE_SIZE }),
    columns.map((column) => column.key),
    [...new Set([...readFields(spec, columns), ...(key ? [key] : [])])],
  );

  let first: Page;
  try {
    first = await pageOf({ current: 1, size: FIRST_PAGE_SIZE });
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
  const nextPage = key
    ? pagesByKey(first, key, pageOf, toCells)
    : pagesByOffset(first, (call) => pageOf(call).then((page) => page.rows.map(toCells)));
  const listed = allRows(firstCells, nextPage, interrupted);
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

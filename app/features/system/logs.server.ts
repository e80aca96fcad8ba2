/**
 * 日志管理 (contract §6, cloud-log): GET /api/cloud-log/{api|error|usual}/list (current, size,
 * serviceId, requestUri, startTime/endTime as yyyy-MM-dd HH:mm:ss, title (api), logLevel
 * (usual); newest first) and …/detail?id=. Read-only; the kind comes from the request path.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { emptyPage, type PageOf } from "~/kit/shared/query";
import { fetchDetail, fetchPage, type Loaded, text } from "~/kit/server/page.server";
import { backendParams, choiceFilter, readListQuery, textFilter } from "~/kit/server/query.server";
import { loadListScreen } from "~/kit/server/screen.server";
import { can } from "~/kit/server/permissions.server";
import type { TranslationKey } from "~/lib/i18n";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { COMMON_FIELDS, KIND_FIELDS, LOG_KINDS, LOG_LEVELS, LOG_MENUS, LOG_PATHS, type LogEntry, type LogKind } from "./logs";

const BASE = "/api/cloud-log";

/** Which log a request is about, from its path (the module is registered three times). */
export function logKind(request: Request): LogKind {
  const path = visiblePath(request).split("?")[0]!.replace(/\/+$/, "");
  return LOG_KINDS.find((kind) => LOG_PATHS[kind] === path) ?? "api";
}

/** A calendar day from a date input (yyyy-MM-dd), "" when unset or not a real day. */
const dayFilter = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  })
  .catch("");

const COMMON_FILTERS = { serviceId: textFilter(50), requestUri: textFilter(100), startTime: dayFilter, endTime: dayFilter };
const FILTERS: Record<LogKind, Record<string, z.ZodType<string, unknown>>> = {
  api: { ...COMMON_FILTERS, title: textFilter(50) },
  error: COMMON_FILTERS,
  usual: { ...COMMON_FILTERS, logLevel: choiceFilter(LOG_LEVELS) },
};

function toLog(kind: LogKind) {
  return (row: Record<string, unknown>): LogEntry | null => {
    const id = text(row.id);
    if (!id) return null;
    const entry = {} as LogEntry;
    for (const field of [...COMMON_FIELDS, ...KIND_FIELDS.api, ...KIND_FIELDS.error, ...KIND_FIELDS.usual]) entry[field] = "";
    for (const field of [...COMMON_FIELDS, ...KIND_FIELDS[kind]]) {
      const value = row[field];
      // null-to-empty: -1 stands for "no number" (lineNumber).
      entry[field] = value === -1 ? "" : text(value);
    }
    return entry;
  };
}

export async function loadLogScreen(request: Request, context: Readonly<RouterContextProvider>, operator: Operator) {
  const kind = logKind(request);
  const query = readListQuery(new URL(request.url).searchParams, { filters: FILTERS[kind] });
  const { startTime, endTime } = query.filters;
  const params = backendParams(query);
  // The backend takes yyyy-MM-dd HH:mm:ss; a day range covers both whole days.
  if (startTime) params.startTime = `${startTime} 00:00:00`;
  if (endTime) params.endTime = `${endTime} 23:59:59`;
  const reversed = Boolean(startTime && endTime && startTime > endTime);
  const list: Promise<Loaded<PageOf<LogEntry>>> = reversed
    ? Promise.resolve({ value: emptyPage<LogEntry>(query), error: { key: "system.logs.rangeInvalid" as TranslationKey } })
    : fetchPage(operator, `${BASE}/${kind}/list`, params, query, toLog(kind));
  const mayView = can(operator, LOG_MENUS[kind].view);
  return loadListScreen(request, context, `log-${kind}`, {
    query,
    list,
    detail: mayView ? (id) => fetchDetail(operator, `${BASE}/${kind}/detail`, { id }, toLog(kind)) : undefined,
    extra: Promise.resolve({ kind }),
  });
}

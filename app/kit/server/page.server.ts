/**
 * Reading paged lists, trees and details from the backend for a screen: one shape for every
 * list (records, total, current, size, pages), rows mapped by the screen, and a backend
 * failure turned into a message on the page instead of an error page.
 */
import { type AnyEntry, type EntryName, toEntry } from "@contract";
import type { FormMessageView } from "~/lib/i18n";
import type { Operator } from "~/server/auth.server";
import { BackendError, type BackendRequest } from "~/server/backend.server";
import { emptyPage, type ListQuery, type PageOf } from "~/kit/shared/query";

type Query = BackendRequest["query"];
/** A read's value, or the fallback with what the operator should read about the failure. */
export type Loaded<T> = { value: T; error: FormMessageView | null };

/** Runs a backend read; a BackendError becomes `{ value: fallback, error: its view }` (localised where it is one of ours). */
export async function settle<T>(promise: Promise<T>, fallback: T): Promise<Loaded<T>> {
  try {
    return { value: await promise, error: null };
  } catch (error) {
    if (error instanceof BackendError) return { value: fallback, error: error.view };
    throw error;
  }
}

export function toPage<Row>(
  value: unknown,
  query: Pick<ListQuery, "current" | "size">,
  toRow: (raw: Record<string, unknown>) => Row | null,
): PageOf<Row> {
  const page = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const records = (Array.isArray(page.records) ? page.records : []).flatMap((raw) =>
    raw && typeof raw === "object" ? (toRow(raw as Record<string, unknown>) ?? []) : [],
  );
  const total = Math.max(0, Number(page.total) || 0);
  const size = Number(page.size) > 0 ? Number(page.size) : query.size;
  const pages = Number(page.pages) > 0 ? Number(page.pages) : Math.ceil(total / size);
  return { records, total, current: Number(page.current) || query.current, size, pages };
}

export function fetchPage<Row>(
  operator: Operator,
  entry: AnyEntry | EntryName,
  params: Query,
  query: Pick<ListQuery, "current" | "size">,
  toRow: (raw: Record<string, unknown>) => Row | null,
): Promise<Loaded<PageOf<Row>>> {
  return settle(
    operator.api.call(toEntry(entry), { query: params }).then((value) => toPage(value, query, toRow)),
    emptyPage<Row>(query),
  );
}

/** A list answer (a plain array) mapped row by row. */
export function fetchRows<Row>(
  operator: Operator,
  entry: AnyEntry | EntryName,
  params: Query,
  toRow: (raw: Record<string, unknown>) => Row | null,
): Promise<Loaded<Row[]>> {
  return settle(
    operator.api
      .call(toEntry(entry), { query: params })
      .then((value) =>
        (Array.isArray(value) ? value : []).flatMap((raw) =>
          raw && typeof raw === "object" ? (toRow(raw as Record<string, unknown>) ?? []) : [],
        ),
      ),
    [],
  );
}

/** One row's detail; `R.data(null)` arrives as `{}` and means "not found". */
export function fetchDetail<Row>(
  operator: Operator,
  entry: AnyEntry | EntryName,
  params: Query,
  toRow: (raw: Record<string, unknown>) => Row | null,
): Promise<Loaded<Row | null>> {
  return settle(
    operator.api
      .call(toEntry(entry), { query: params })
      .then((value) =>
        value && typeof value === "object" && Object.keys(value).length > 0
          ? toRow(value as Record<string, unknown>)
          : null,
      ),
    null,
  );
}

/* Reading backend fields under null-to-empty: "" / -1 / missing all mean "none". */
export const text = (value: unknown): string =>
  typeof value === "string" ? value : value == null ? "" : String(value);
export const count = (value: unknown): number | null => {
  const n = Number(value);
  return value === "" || value == null || !Number.isFinite(n) || n === -1 ? null : n;
};
export const children = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === "object") : [];

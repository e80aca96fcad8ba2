/**
 * A list screen's URL state, shared by the server and the page (no zod here, so pages do not
 * ship it): page, page size, sort, the screen's filters, the open dialog and the expanded tree
 * rows all live in the search params. Every view has a link, survives reload, back/forward and
 * tab switches, and works without JavaScript.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type SortOrder = "asc" | "desc";

/** The dialogs a list opens on its own URL: a form, a detail, or a delete confirmation. */
export const DIALOGS = ["create", "edit", "view", "delete"] as const;
export type DialogKind = (typeof DIALOGS)[number];

export type ListQuery = {
  current: number;
  size: number;
  sort: string | null;
  order: SortOrder;
  /** The screen's filters by name; "" when unset. */
  filters: Record<string, string>;
  dialog: DialogKind | null;
  /** The row a dialog is about, or the parent of a new row. */
  id: string | null;
  /** Expanded rows of a tree screen. */
  open: string[];
};

export type ListChange = Partial<Omit<ListQuery, "filters">> & { filters?: Record<string, string> };

/** The search string of a list view; defaults are left out, so links stay short. */
export function listSearch(query: ListQuery, change: ListChange = {}, defaultSize: number = PAGE_SIZES[0]): string {
  const next = { ...query, ...change, filters: { ...query.filters, ...change.filters } };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(next.filters)) if (value) params.set(name, value);
  if (next.sort) {
    params.set("sort", next.sort);
    params.set("order", next.order);
  }
  if (next.current > 1) params.set("current", String(next.current));
  if (next.size !== defaultSize) params.set("size", String(next.size));
  if (next.open.length) params.set("open", next.open.join(","));
  if (next.dialog) params.set("dialog", next.dialog);
  if (next.id) params.set("id", next.id);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function listHref(path: string, query: ListQuery, change: ListChange = {}, defaultSize?: number): string {
  return `${path}${listSearch(query, change, defaultSize)}`;
}

/**
 * The rows' links to one kind of dialog, as `listHref(path, query, { dialog, id }, defaultSize)`
 * writes them: the page's part is built once and each row's id appended (listSearch writes the
 * id last), for the links a list repeats on every row.
 */
export function rowDialogHrefs(
  path: string,
  query: ListQuery,
  dialog: DialogKind,
  defaultSize?: number,
): (id: string) => string {
  const page = listHref(path, query, { dialog, id: null }, defaultSize);
  return (id) => (id ? `${page}&id=${formEncoded(id)}` : page);
}

/** A value as URLSearchParams writes it (ids are digits: as they are). */
function formEncoded(value: string): string {
  return /^[\w.*-]*$/.test(value) ? value : new URLSearchParams({ id: value }).toString().slice(3);
}

/** The list itself, with no dialog open. */
export function closedHref(path: string, query: ListQuery, defaultSize?: number): string {
  return listHref(path, query, { dialog: null, id: null }, defaultSize);
}

/**
 * A record's own address (issue 34): its screen's detail dialog and nothing of the list behind it,
 * so the link opens the same record for any operator allowed to see it, whatever their filters.
 */
export function recordHref(path: string, id: string): string {
  return `${path}?dialog=view&id=${formEncoded(id)}`;
}

/** The next sort state of a column header: unsorted → ascending → descending → unsorted. */
export function nextSort(query: ListQuery, column: string): Pick<ListQuery, "sort" | "order" | "current"> {
  if (query.sort !== column) return { sort: column, order: "asc", current: 1 };
  if (query.order === "asc") return { sort: column, order: "desc", current: 1 };
  return { sort: null, order: "asc", current: 1 };
}

/** Up to `count` page numbers around the current one (spec §9: 5 for lists, 1 for the dept picker). */
export function pageWindow(current: number, pages: number, count = 5): number[] {
  if (pages < 1) return [];
  const half = Math.floor((count - 1) / 2);
  const first = Math.max(1, Math.min(current - half, pages - count + 1));
  const last = Math.min(pages, first + count - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export type PageOf<Row> = { records: Row[]; total: number; current: number; size: number; pages: number };

export function emptyPage<Row>(query: Pick<ListQuery, "current" | "size">): PageOf<Row> {
  return { records: [], total: 0, current: query.current, size: query.size, pages: 0 };
}

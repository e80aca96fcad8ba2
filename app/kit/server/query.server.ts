/**
 * Reads a list screen's search params on the server: each screen names its filters with a zod
 * object (anything unreadable falls back to "") and its sortable columns; everything else
 * (page, size, sort, dialog, id, open) is the kit's.
 */
import { z } from "zod";
import { DIALOGS, type ListQuery, PAGE_SIZES } from "~/kit/shared/query";

const rowId = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,64}$/);

/** A free-text filter: trimmed, at most `max` characters, "" when unreadable. */
export const textFilter = (max = 100) => z.string().trim().max(max).catch("");
/** One of `values`, or "" (no filter). */
export const choiceFilter = <T extends string>(values: readonly T[]) =>
  z.union([z.enum(values as unknown as [T, ...T[]]), z.literal("")]).catch("");

/** A calendar day from a date input (yyyy-MM-dd), "" when unset or not a real day. */
export const dayFilter = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  })
  .catch("");

export type ListQueryOptions = {
  /** Filter name → schema giving a string ("" = unset). */
  filters?: Record<string, z.ZodType<string, unknown>>;
  sortable?: readonly string[];
  defaultSize?: number;
};

export function readListQuery(params: URLSearchParams, options: ListQueryOptions = {}): ListQuery {
  const sizes: readonly number[] = PAGE_SIZES;
  const defaultSize = options.defaultSize ?? PAGE_SIZES[0];
  const filters: Record<string, string> = {};
  for (const [name, schema] of Object.entries(options.filters ?? {})) {
    const parsed = schema.safeParse(params.get(name) ?? "");
    filters[name] = parsed.success ? parsed.data : "";
  }
  const sortParam = params.get("sort");
  const sort = sortParam && (options.sortable ?? []).includes(sortParam) ? sortParam : null;
  const size = Number(params.get("size"));
  const current = Math.trunc(Number(params.get("current")));
  const dialog = params.get("dialog");
  const id = rowId.safeParse(params.get("id") ?? "");
  return {
    current: current >= 1 && current <= 100_000 ? current : 1,
    size: sizes.includes(size) ? size : defaultSize,
    sort,
    order: params.get("order") === "desc" ? "desc" : "asc",
    filters,
    dialog: (DIALOGS as readonly string[]).includes(dialog ?? "") ? (dialog as ListQuery["dialog"]) : null,
    id: id.success ? id.data : null,
    open: (params.get("open") ?? "")
      .split(",")
      .filter((value) => rowId.safeParse(value).success)
      .slice(0, 50),
  };
}

/**
 * The backend's paging and sorting params (BladeX Query: current, size, ascs/descs with
 * camelCase column names) plus the set filters. `rename` maps a filter to a backend param.
 */
export function backendParams(query: ListQuery, rename: Record<string, string> = {}): Record<string, string | number> {
  const params: Record<string, string | number> = { current: query.current, size: query.size };
  for (const [name, value] of Object.entries(query.filters)) if (value) params[rename[name] ?? name] = value;
  if (query.sort) params[query.order === "desc" ? "descs" : "ascs"] = query.sort;
  return params;
}

/**
 * The message centre's URL state, shared by the server and the page (no zod here, so the page
 * does not ship it): page and filters live in the search params (`current`, `size`, `title`,
 * `isRead`, and `id` for the open message), so every view has a link and works without
 * JavaScript.
 */
export const PAGE_SIZES = [10, 20, 50] as const;
export const READ_FILTERS = ["all", "0", "1"] as const;

export type ReadFilter = (typeof READ_FILTERS)[number];
export type MessageKind = "mine" | "system";

export type ListQuery = { current: number; size: number; title: string; isRead: ReadFilter; id: string | null };

export const MESSAGE_PATHS: Record<MessageKind, string> = { mine: "/message/myMessage", system: "/message/sysNotice" };

/** The search string of a list view: defaults are left out, so links stay short. */
export function listSearch(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.current > 1) params.set("current", String(next.current));
  if (next.size !== PAGE_SIZES[0]) params.set("size", String(next.size));
  if (next.title) params.set("title", next.title);
  if (next.isRead !== "all") params.set("isRead", next.isRead);
  if (next.id) params.set("id", next.id);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A link to a list view of the screen at `path`. */
export function listHref(path: string, query: ListQuery, change: Partial<ListQuery> = {}): string {
  return `${path}${listSearch(query, change)}`;
}

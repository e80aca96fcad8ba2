/**
 * Client-safe pieces of the tree screens (字典管理, 菜单管理, 角色管理, 部门管理, 地区管理): each table row carries
 * its depth and whether it has and shows children; the chevron is a link that toggles the row
 * in `?open=`, so expanding works without JavaScript and survives reload.
 */
import type { TreeOptions } from "~/kit/ui/data-table";
import { listHref, type ListQuery, type PageOf } from "./query";

export type TreeFlags = { depth: number; hasChildren: boolean; open: boolean };

/** The `open` list after toggling one row. */
export function toggleOpen(open: string[], id: string): string[] {
  return open.includes(id) ? open.filter((o) => o !== id) : [...open, id];
}

/** The DataTable `tree` option for rows that carry their flags. `toggles: false` shows depth only (e.g. flat search results). */
export function treeOptions<Row extends TreeFlags>(
  path: string,
  query: ListQuery,
  rowId: (row: Row) => string,
  toggles = true,
): TreeOptions<Row> {
  return {
    depth: (row) => row.depth,
    hasChildren: (row) => toggles && row.hasChildren,
    isOpen: (row) => row.open,
    toggleHref: (row) => listHref(path, query, { open: toggleOpen(query.open, rowId(row)), dialog: null, id: null }),
  };
}

/** A link to the list with one extra search param of the screen's own (e.g. `grant=<id>`). */
export function withParam(href: string, name: string, value: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;
}

/** A whole tree shown on one page (no paging): total is the number of rows shown. */
export function singlePage<Row>(rows: Row[]): PageOf<Row> {
  return { records: rows, total: rows.length, current: 1, size: Math.max(rows.length, 1), pages: 1 };
}

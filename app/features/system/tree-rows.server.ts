/**
 * Flattens a tree the backend sent whole (DictVO / RoleVO: `children` omitted when empty) into
 * table rows with their depth. A node's children are shown when the node is in `open`, or
 * always with `open: "all"`.
 */
import { children } from "~/features/kit/page.server";
import type { TreeFlags } from "./tree-view";

export function flattenTree<Row>(
  nodes: unknown,
  toRow: (raw: Record<string, unknown>) => Row | null,
  rowId: (row: Row) => string,
  open: Set<string> | "all",
  depth = 0,
  maxDepth = 16,
): (Row & TreeFlags)[] {
  const rows: (Row & TreeFlags)[] = [];
  for (const node of children(nodes)) {
    const row = toRow(node);
    if (!row) continue;
    const kids = children(node.children);
    const isOpen = kids.length > 0 && depth < maxDepth && (open === "all" || open.has(rowId(row)));
    rows.push({ ...row, depth, hasChildren: kids.length > 0, open: isOpen });
    if (isOpen) rows.push(...flattenTree(kids, toRow, rowId, open, depth + 1, maxDepth));
  }
  return rows;
}

/**
 * Lazy trees (menus, dicts, departments, regions): the top level plus the children of every
 * expanded row (`open` in the URL), fetched level by level — each level's requests in
 * parallel — and flattened into table rows with their depth.
 */
import type { AnyEntry } from "@contract";
import { children, settle, type Loaded } from "./page.server";
import { singlePage, type TreeFlags } from "~/kit/shared/tree-view";
import type { PageOf } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";

export type TreeRow<Row> = { row: Row; depth: number; hasChildren: boolean; open: boolean };

export async function loadLazyTree<Row>(options: {
  rootId: string;
  open: string[];
  /** One level: the children of `parentId` (the backend's lazy-list). */
  level: (parentId: string) => Promise<Row[]>;
  id: (row: Row) => string;
  hasChildren: (row: Row) => boolean;
  /** Deepest level shown (guards against cycles). */
  maxDepth?: number;
}): Promise<Loaded<TreeRow<Row>[]>> {
  const open = new Set(options.open);
  const maxDepth = options.maxDepth ?? 8;
  return settle(
    (async () => {
      const children = new Map<string, Row[]>();
      let frontier = [options.rootId];
      for (let depth = 0; frontier.length && depth <= maxDepth; depth++) {
        const levels = await Promise.all(frontier.map((parentId) => options.level(parentId)));
        frontier.forEach((parentId, i) => children.set(parentId, levels[i]!));
        frontier = levels
          .flat()
          .filter((row) => open.has(options.id(row)) && options.hasChildren(row))
          .map(options.id)
          .filter((id) => !children.has(id));
      }
      const rows: TreeRow<Row>[] = [];
      const walk = (parentId: string, depth: number) => {
        for (const row of children.get(parentId) ?? []) {
          const id = options.id(row);
          const isOpen = open.has(id) && children.has(id);
          rows.push({ row, depth, hasChildren: options.hasChildren(row), open: isOpen });
          if (isOpen) walk(id, depth + 1);
        }
      };
      walk(options.rootId, 0);
      return rows;
    })(),
    [],
  );
}

/**
 * Flattens a tree the backend sent whole (DictVO / RoleVO: `children` omitted when empty) into
 * table rows with their depth. A node's children are shown when the node is in `open`, or
 * always with `open: "all"`.
 */
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

/**
 * A backend's lazy tree as one page of table rows: `GET <entry>?<param>=<parent id>` level by
 * level from `rootId`, each row's `hasChildren` as the backend says.
 */
export async function lazyTreePage<Row extends { id: string }>(
  operator: Operator,
  options: {
    entry: AnyEntry;
    param: string;
    rootId: string;
    open: string[];
    toRow: (raw: Record<string, unknown>) => Row | null;
  },
): Promise<Loaded<PageOf<Row & TreeFlags>>> {
  type Node = { row: Row; hasChildren: boolean };
  const tree = await loadLazyTree<Node>({
    rootId: options.rootId,
    open: options.open,
    level: async (parentId) =>
      children(await operator.api.call(options.entry, { query: { [options.param]: parentId } })).flatMap((raw) => {
        const row = options.toRow(raw);
        return row ? [{ row, hasChildren: raw.hasChildren === true }] : [];
      }),
    id: (node) => node.row.id,
    hasChildren: (node) => node.hasChildren,
  });
  return {
    value: singlePage(
      tree.value.map(({ row: node, depth, hasChildren, open }) => ({ ...node.row, depth, hasChildren, open })),
    ),
    error: tree.error,
  };
}

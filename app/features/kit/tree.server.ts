/**
 * Lazy trees (menus, dicts, departments, regions): the top level plus the children of every
 * expanded row (`open` in the URL), fetched level by level — each level's requests in
 * parallel — and flattened into table rows with their depth.
 */
import { settle, type Loaded } from "./page.server";

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
        frontier = levels.flat().filter((row) => open.has(options.id(row)) && options.hasChildren(row)).map(options.id).filter((id) => !children.has(id));
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

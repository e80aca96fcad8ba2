/**
 * Trees as the BladeX services serve them: ForestNodeMerger over flat rows, TreeNode items, and
 * the subtree and cycle checks of a parent_id column.
 */

/** A node of a tree as served: its ordered fields; children go before `before` (or last). */
export interface TreeItem {
  id: string;
  parentId: string;
  fields: Record<string, unknown>;
}

export type TreeOut = Record<string, unknown>;

/**
 * ForestNodeMerger: a node whose parent is not in the list becomes a root; input order is kept
 * among siblings. `children` is omitted when empty (@JsonInclude NON_EMPTY); `hasChildren`, when
 * a field, becomes true for a node that has children here.
 */
export function mergeForest(items: TreeItem[], before?: string): TreeOut[] {
  const kids = new Map<string, TreeItem[]>();
  const ids = new Set(items.map((i) => i.id));
  const roots: TreeItem[] = [];
  for (const item of items) {
    if (item.parentId !== "0" && item.parentId !== item.id && ids.has(item.parentId)) {
      const list = kids.get(item.parentId) ?? [];
      list.push(item);
      kids.set(item.parentId, list);
    } else {
      roots.push(item);
    }
  }
  const render = (item: TreeItem, depth: number): TreeOut => {
    const children = depth > 64 ? [] : (kids.get(item.id) ?? []).map((k) => render(k, depth + 1));
    const out: TreeOut = {};
    for (const [key, value] of Object.entries(item.fields)) {
      if (key === before && children.length) out.children = children;
      out[key] = key === "hasChildren" ? Boolean(value) || children.length > 0 : value;
    }
    if (children.length && !("children" in out)) out.children = children;
    return out;
  };
  return roots.map((r) => render(r, 0));
}

/** TreeNode (`tree`, `lazy-tree`, `grant-tree`): id, parentId, title, key, value, hasChildren, children. */
export function treeNode(id: string, parentId: string, title: string, hasChildren = false): TreeItem {
  return { id, parentId, fields: { id, parentId, title, key: id, value: id, hasChildren } };
}

/** The ids of `id` and all its descendants (by parent_id, so rows without ancestors count too). */
export function subtree(rows: { id: string; parent_id: string }[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!out.has(row.id) && out.has(row.parent_id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Whether `candidate` is `ancestor` or lies below it (parent map child → parent): the cycle check of a move. */
export function isDescendant(parents: Map<string, string>, candidate: string, ancestor: string): boolean {
  let current: string | undefined = candidate;
  for (let i = 0; i < 256 && current && current !== "0"; i++) {
    if (current === ancestor) return true;
    current = parents.get(current);
  }
  return false;
}

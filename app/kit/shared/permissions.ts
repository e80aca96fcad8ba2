/**
 * Button permissions and disabled fields (spec §6), pure. The button tree (GET menu/buttons)
 * becomes the set of leaf codes, as the original console built its `permission` map; the
 * per-role disabled fields become "menuCode.fieldName" keys.
 */
type ButtonNode = { code?: unknown; children?: unknown };

export function buttonCodes(tree: unknown): string[] {
  const codes = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as ButtonNode[]) {
      if (!node || typeof node !== "object") continue;
      const children = Array.isArray(node.children) ? node.children : [];
      if (children.length) walk(children);
      else if (typeof node.code === "string" && node.code) codes.add(node.code);
    }
  };
  walk(tree);
  return [...codes].sort();
}

type DisabledField = { menuCode?: unknown; fieldName?: unknown };

export function disabledFieldKeys(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return (rows as DisabledField[])
    .filter((row) => row && typeof row.menuCode === "string" && typeof row.fieldName === "string")
    .map((row) => `${row.menuCode}.${row.fieldName}`)
    .sort();
}

export function isFieldDisabled(keys: readonly string[], menuCode: string, fieldName: string): boolean {
  return keys.includes(`${menuCode}.${fieldName}`);
}

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
    .map((row) => disabledFieldKey(row.menuCode as string, row.fieldName as string))
    .sort();
}

/** A disabled field's key: "menuCode.fieldName". */
export const disabledFieldKey = (menuCode: string, fieldName: string) => `${menuCode}.${fieldName}`;

export function isFieldDisabled(keys: readonly string[], menuCode: string, fieldName: string): boolean {
  return keys.includes(disabledFieldKey(menuCode, fieldName));
}

/** An operator's button codes and disabled fields as a page's data: a list each, one string apiece. */
export type Permissions = { buttons: readonly string[]; disabledFields: readonly string[] };
export type PackedPermissions = { buttons: string; disabledFields: string };

/**
 * The lists joined by spaces (codes and keys have none): React Router's turbo-stream encodes a
 * list item by item (an administrator's ~170 button codes), a string in one go.
 */
export function packPermissions(permissions: Permissions): PackedPermissions {
  return { buttons: permissions.buttons.join(" "), disabledFields: permissions.disabledFields.join(" ") };
}

const unpacked = new Map<string, ReadonlySet<string>>();

/** A packed list as a set, split once per distinct string (the page asks it on every render). */
export function unpackedSet(packed: string): ReadonlySet<string> {
  let value = unpacked.get(packed);
  if (!value) {
    value = new Set(packed.split(" ").filter(Boolean));
    if (unpacked.size >= 16) unpacked.clear();
    unpacked.set(packed, value);
  }
  return value;
}

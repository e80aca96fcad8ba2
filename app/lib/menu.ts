/**
 * The sidebar menu, as the server sends it (backend-contract §4.1), turned into what the
 * console renders. Pure: used by loaders and by tests.
 */
export type MenuItem = {
  id: string;
  name: string;
  path: string;
  icon: string;
  /** The locale key naming it (meta.i18n, e.g. `menu.transactionOrder`), or "". */
  i18n: string;
  /** http(s) links and html pages open outside the console's own screens. */
  external: boolean;
  children: MenuItem[];
};

type RawNode = {
  id?: unknown;
  name?: unknown;
  label?: unknown;
  path?: unknown;
  source?: unknown;
  children?: unknown;
  meta?: { roles?: unknown; i18n?: unknown } | null;
};

export const HOME_MENU_NAME = "首页";
export const HOME_PATH = "/main/index";
export const FALLBACK_LANDING_PATH = "/orders/transactionOrder";

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/** Spec §6: an item with meta.roles shows only to those roles; one without shows to all. */
function visibleTo(node: RawNode, roles: string[]): boolean {
  const allowed = node.meta?.roles;
  if (!Array.isArray(allowed) || allowed.length === 0) return true;
  return allowed.some((role) => roles.includes(text(role)));
}

export function normalizeMenu(nodes: unknown, roles: string[]): MenuItem[] {
  if (!Array.isArray(nodes)) return [];
  return (nodes as RawNode[])
    .filter((node) => node && typeof node === "object" && visibleTo(node, roles))
    .map((node) => {
      const path = text(node.path);
      return {
        id: text(node.id),
        name: text(node.name ?? node.label),
        path,
        icon: text(node.source),
        i18n: text(node.meta?.i18n),
        external: /^https?:\/\//i.test(path) || path.includes("html"),
        children: normalizeMenu(node.children, roles),
      };
    });
}

function* walk(items: MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walk(item.children);
  }
}

/** The leaf whose path is this one, if the operator's menu has it. */
export function findMenuLeaf(items: MenuItem[], path: string): MenuItem | null {
  for (const item of walk(items)) {
    if (item.children.length === 0 && item.path === path) return item;
  }
  return null;
}

/** Spec §4: after the menu loads with no open tabs, 首页 if it exists, else the transaction orders. */
export function landingPath(items: MenuItem[]): string {
  for (const item of walk(items)) if (item.name === HOME_MENU_NAME) return HOME_PATH;
  return FALLBACK_LANDING_PATH;
}

/** The chain of items leading to a path, to open the right sidebar groups. */
export function menuTrail(items: MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [item.id];
    const below = menuTrail(item.children, path);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/** Where a menu leaf goes: its own screen, or the embedded frame for pages elsewhere (spec §2). */
export function menuHref(item: MenuItem): string {
  return item.external ? `/myiframe/urlPath?src=${encodeURIComponent(item.path)}` : item.path;
}

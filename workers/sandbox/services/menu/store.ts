/** blade_menu: the queries of the console's menu reads, and the MenuVO shapes (routes, buttons, management). */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import { isAdministrator, type SandboxEnv, type SessionUser } from "../../core/env";
import { str } from "../../core/http";
import { PLATFORM_ONLY_CODES } from "./catalogue";

export interface MenuRecord {
  id: string;
  parent_id: string;
  code: string | null;
  name: string;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: number | null;
  category: number;
  action: number;
  is_open: number;
  remark: string | null;
  i18n: string | null;
  /** Comma-joined role aliases served as `meta.roles` (0002). */
  roles: string | null;
  is_deleted: number;
}

/**
 * Menus of a category the user may see (administrator: all), ordered by sort. Like BladeX's
 * tenant packages, a tenant other than the platform never has the platform-only menus (the
 * flow top-up's management, ADR 017), whatever its roles hold.
 */
export async function visibleMenus(
  env: SandboxEnv,
  user: SessionUser,
  category: 1 | 2,
  topMenuId?: string | null,
): Promise<MenuRecord[]> {
  const where = ["m.is_deleted = 0", "m.category = ?"];
  const binds: unknown[] = [category];
  if (!isAdministrator(user)) {
    if (user.roleIds.length === 0) return [];
    where.push(
      `m.id IN (SELECT menu_id FROM blade_role_menu WHERE role_id IN (${user.roleIds.map(() => "?").join(",")}))`,
    );
    binds.push(...user.roleIds);
  }
  if (user.tenantId !== PLATFORM_TENANT_ID) {
    where.push(`(m.code IS NULL OR m.code NOT IN (${PLATFORM_ONLY_CODES.map(() => "?").join(",")}))`);
    binds.push(...PLATFORM_ONLY_CODES);
  }
  if (topMenuId) {
    where.push("m.id IN (SELECT menu_id FROM blade_top_menu_setting WHERE top_menu_id = ?)");
    binds.push(topMenuId);
  }
  const { results } = await env.DB.prepare(
    `SELECT m.* FROM blade_menu m WHERE ${where.join(" AND ")} ORDER BY m.sort, m.id`,
  )
    .bind(...binds)
    .all<MenuRecord>();
  return results;
}

export async function menusById(env: SandboxEnv, ids: string[]): Promise<MenuRecord[]> {
  if (ids.length === 0) return [];
  const { results } = await env.DB.prepare(
    `SELECT * FROM blade_menu WHERE id IN (${ids.map(() => "?").join(",")}) ORDER BY sort, id`,
  )
    .bind(...ids)
    .all<MenuRecord>();
  return results;
}

export type Node = Record<string, unknown> & { id: string; parentId: string; children?: Node[] };

/** The optional `meta` of a route node: `i18n` and, when restricted, `roles`. */
function meta(m: MenuRecord): Record<string, unknown> | null {
  const roles = (m.roles ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  if (!m.i18n && roles.length === 0) return null;
  return { ...(m.i18n ? { i18n: m.i18n } : {}), ...(roles.length ? { roles } : {}) };
}

/** What a MenuVO adds to the Menu's fields. */
export interface MenuVONames {
  hasChildren: boolean;
  parentName: string;
  categoryName: string;
  actionName: string;
  isOpenName: string;
}

/** The fields every menu shape starts with (null-to-empty). */
function menuHead(m: MenuRecord) {
  return {
    id: m.id,
    parentId: m.parent_id,
    code: str(m.code),
    name: m.name,
    alias: str(m.alias),
    path: str(m.path),
    source: str(m.source),
  };
}

/** MenuVO: the Menu's fields (null-to-empty), then the VO's `hasChildren` and names. */
export function menuVO(m: MenuRecord, names: MenuVONames): Node {
  return {
    ...menuHead(m),
    sort: m.sort ?? -1,
    category: m.category,
    action: m.action,
    isOpen: m.is_open,
    remark: str(m.remark),
    isDeleted: m.is_deleted,
    ...names,
  };
}

const NO_NAMES: MenuVONames = { hasChildren: false, parentName: "", categoryName: "", actionName: "", isOpenName: "" };

/** A route node exactly as BladeX serves it (the contract's captured example) plus `meta` (i18n, roles). */
export function routeNode(m: MenuRecord): Node {
  const extra = meta(m);
  return { ...menuVO(m, NO_NAMES), ...(extra ? { meta: extra } : {}) };
}

/** The buttons SQL selects only id, parentId, code, name, alias, path, source, action, sort. */
export function buttonNode(m: MenuRecord): Node {
  return {
    ...menuHead(m),
    action: m.action,
    sort: m.sort ?? -1,
    category: -1,
    isOpen: -1,
    remark: "",
    isDeleted: -1,
    ...NO_NAMES,
  };
}

/** ForestNodeMerger: nodes whose parent is absent become roots; empty `children` are omitted. */
export function forest(nodes: Node[]): Node[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: Node[] = [];
  for (const node of nodes) {
    const parent = node.parentId !== "0" ? byId.get(node.parentId) : undefined;
    if (parent) {
      if (!parent.children) {
        // Keep BladeX's key order: `children` sits before `hasChildren`.
        const { hasChildren, parentName, categoryName, actionName, isOpenName, meta, ...head } = parent;
        for (const key of Object.keys(parent)) delete parent[key];
        Object.assign(
          parent,
          head,
          { children: [] as Node[] },
          { hasChildren, parentName, categoryName, actionName, isOpenName },
        );
        if (meta !== undefined) parent.meta = meta;
      }
      parent.children!.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}

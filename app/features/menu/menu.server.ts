import type { Operator } from "~/server/auth.server";
import { type MenuItem, normalizeMenu } from "./menu";

const loaded = new WeakMap<Operator, Map<string, Promise<MenuItem[]>>>();

/**
 * The operator's menu tree (GET /api/cloud-system/menu/routes), all of it or one top menu's
 * part. Loaded once per request and top menu, however many loaders need it: the operator
 * object lives for one request.
 */
export function loadMenu(operator: Operator, topMenuId: string | null = null): Promise<MenuItem[]> {
  let byTopMenu = loaded.get(operator);
  if (!byTopMenu) {
    byTopMenu = new Map();
    loaded.set(operator, byTopMenu);
  }
  const key = topMenuId ?? "";
  let menu = byTopMenu.get(key);
  if (!menu) {
    const roles = [
      ...operator.record.user.roleId.split(","),
      ...operator.record.user.roleName.split(","),
    ].filter(Boolean);
    menu = operator.api
      .getList<unknown>("/api/cloud-system/menu/routes", topMenuId ? { topMenuId } : undefined)
      .then((nodes) => normalizeMenu(nodes, roles));
    byTopMenu.set(key, menu);
  }
  return menu;
}

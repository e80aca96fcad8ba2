import type { Operator } from "~/server/auth.server";
import { type MenuItem, normalizeMenu } from "./menu";

const loaded = new WeakMap<Operator, Promise<MenuItem[]>>();

/**
 * The operator's menu tree (GET /api/cloud-system/menu/routes). Loaded once per request even
 * when the layout and the page both need it: the operator object lives for one request.
 */
export function loadMenu(operator: Operator): Promise<MenuItem[]> {
  let menu = loaded.get(operator);
  if (!menu) {
    const roles = [
      ...operator.record.user.roleId.split(","),
      ...operator.record.user.roleName.split(","),
    ].filter(Boolean);
    menu = operator.api.getList<unknown>("/api/cloud-system/menu/routes").then((nodes) => normalizeMenu(nodes, roles));
    loaded.set(operator, menu);
  }
  return menu;
}

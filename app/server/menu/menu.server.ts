import { system } from "@contract";
import type { Operator } from "~/server/auth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";
import { type MenuItem, normalizeMenu } from "~/lib/menu";

/**
 * The operator's menu tree (system.menu.routes), all of it or one top menu's
 * part. Loaded once however many loaders need it, and kept for a short while for the session
 * (session-memo.server.ts).
 */
export function loadMenu(operator: Operator, topMenuId: string | null = null): Promise<MenuItem[]> {
  return sessionMemo(operator.sessionId, `menu:${topMenuId ?? ""}`, MENU_TTL_MS, () => {
    const roles = [...operator.record.user.roleId.split(","), ...operator.record.user.roleName.split(",")].filter(
      Boolean,
    );
    return operator.api
      .call(system.menu.routes, { query: topMenuId ? { topMenuId } : {} })
      .then((nodes) => normalizeMenu(nodes, roles));
  });
}

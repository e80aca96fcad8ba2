import { system } from "@contract";
import type { Operator } from "~/server/auth.server";
import { callEntry, readAnswer } from "~/server/backend.server";
import type { OperatorUser } from "~/server/oauth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";
import { type MenuItem, normalizeMenu } from "~/lib/menu";

/**
 * The operator's menu tree (system.menu.routes), all of it or one top menu's
 * part. Loaded once however many loaders need it, and kept for a short while for the session
 * (session-memo.server.ts).
 */
export function loadMenu(operator: Operator, topMenuId: string | null = null): Promise<MenuItem[]> {
  return sessionMemo(operator.sessionId, menuKey(topMenuId), MENU_TTL_MS, () =>
    operator.api
      .call(system.menu.routes, { query: topMenuId ? { topMenuId } : {} })
      .then((nodes) => normalizeMenu(nodes, rolesOf(operator.record.user))),
  );
}

const menuKey = (topMenuId: string | null) => `menu:${topMenuId ?? ""}`;

const rolesOf = (user: OperatorUser) => [...user.roleId.split(","), ...user.roleName.split(",")].filter(Boolean);

/** The whole menu of a sign-in under way (its token, no session yet): where it lands (spec §4). */
export async function menuOfGrant(env: Env, grant: { accessToken: string; tenantId: string; user: OperatorUser }) {
  const answer = await callEntry(env, system.menu.routes, { token: grant.accessToken, tenantId: grant.tenantId });
  return normalizeMenu(readAnswer(system.menu.routes, answer), rolesOf(grant.user));
}

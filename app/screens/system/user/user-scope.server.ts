/**
 * 用户管理's data scope, checked by the console before it calls the backend (ADR 009; the
 * backend enforces the same rule). An operator manages a user only when every department of
 * that user lies in the operator's own department subtree and every role is one the operator
 * holds or one below it in the role tree. The administrator role is not scoped. The scope
 * comes from the department and role trees, kept per session like the menus (ADR 008).
 */
import { system } from "@contract";
import { ActionRefused } from "~/kit/server/action.server";
import { children, text } from "~/kit/server/page.server";
import type { Operator } from "~/server/auth.server";
import { MENU_TTL_MS, sessionMemo } from "~/server/session-memo.server";

export type UserScope = { all: boolean; depts: ReadonlySet<string>; roles: ReadonlySet<string> };

export const ADMINISTRATOR_ALIAS = "administrator";

const split = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The ids of `roots` and everything below them in a TreeNode forest (id, children). */
export function subtreeIds(forest: unknown, roots: string[]): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: Record<string, unknown>[], inside: boolean, depth: number) => {
    for (const node of nodes) {
      const id = text(node.id);
      const here = inside || roots.includes(id);
      if (here && id) out.add(id);
      if (depth < 16) walk(children(node.children), here, depth + 1);
    }
  };
  walk(children(forest), false, 0);
  return out;
}

export function loadUserScope(operator: Operator): Promise<UserScope> {
  const user = operator.record.user;
  if (split(user.roleName).includes(ADMINISTRATOR_ALIAS))
    return Promise.resolve({ all: true, depts: new Set(), roles: new Set() });
  return sessionMemo(operator.sessionId, "user-scope", MENU_TTL_MS, async () => {
    const [depts, roles] = await Promise.all([
      operator.api.call(system.dept.tree),
      operator.api.call(system.role.tree),
    ]);
    return { all: false, depts: subtreeIds(depts, split(user.deptId)), roles: subtreeIds(roles, split(user.roleId)) };
  });
}

/** May the operator change a user with these departments and roles (comma-joined ids)? */
export function manages(scope: UserScope, target: { deptId: string; roleId: string }): boolean {
  if (scope.all) return true;
  const depts = split(target.deptId);
  return (
    depts.length > 0 && depts.every((d) => scope.depts.has(d)) && split(target.roleId).every((r) => scope.roles.has(r))
  );
}

/** The refusal an operator reads, the same words as the backend's. */
export function outOfScope(): ActionRefused {
  return new ActionRefused({ key: "system.user.outOfScope" });
}

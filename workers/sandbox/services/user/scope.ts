/**
 * Data scope for 用户管理, as the platform's backend enforces it (ADR 009): an operator manages
 * only users whose every department lies in the operator's own department subtree and whose
 * every role is one the operator holds (or a descendant of one in the role tree). The
 * administrator role (alias `administrator`) is not scoped. Lists and details show the users
 * with at least one department in the subtree; everything that changes a user needs the full
 * check, on the user as stored and on what the change would make of it.
 */
import { isAdministrator, type SandboxEnv, type SessionUser } from "../../core/env";
import { subtree } from "../../core/tree";
import { splitIds } from "./records";

export const OUT_OF_SCOPE = "无权操作该用户";

export interface UserScope {
  /** The administrator: every user of the tenant. */
  all: boolean;
  depts: Set<string>;
  roles: Set<string>;
}

function union(tree: { id: string; parent_id: string }[], roots: string[]): Set<string> {
  const out = new Set<string>();
  for (const root of roots) for (const id of subtree(tree, root)) out.add(id);
  return out;
}

export async function userScope(env: SandboxEnv, user: SessionUser): Promise<UserScope> {
  if (isAdministrator(user)) return { all: true, depts: new Set(), roles: new Set() };
  const [depts, roles] = await env.DB.batch<{ id: string; parent_id: string }>([
    env.DB.prepare("SELECT id, parent_id FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0").bind(user.tenantId),
    env.DB.prepare("SELECT id, parent_id FROM blade_role WHERE tenant_id = ? AND is_deleted = 0").bind(user.tenantId),
  ]);
  return {
    all: false,
    depts: union(depts!.results, splitIds(user.deptId)),
    roles: union(roles!.results, user.roleIds),
  };
}

/** May the operator change (edit, delete, reset) a user with these departments and roles? */
export function manages(scope: UserScope, target: { dept_id: string | null; role_id: string | null }): boolean {
  if (scope.all) return true;
  const depts = splitIds(target.dept_id);
  return (
    depts.length > 0 &&
    depts.every((d) => scope.depts.has(d)) &&
    splitIds(target.role_id).every((r) => scope.roles.has(r))
  );
}

/** Does the operator see the user (one department inside the subtree)? */
export function sees(scope: UserScope, target: { dept_id: string | null }): boolean {
  return scope.all || splitIds(target.dept_id).some((d) => scope.depts.has(d));
}

/** SQL for "sees": a condition on `u.dept_id` and its one bind (null for the administrator). */
export function seenCondition(scope: UserScope): { sql: string; bind: string } | null {
  if (scope.all) return null;
  return {
    sql: "EXISTS (SELECT 1 FROM json_each(?) j WHERE (',' || u.dept_id || ',') LIKE ('%,' || j.value || ',%'))",
    bind: JSON.stringify([...scope.depts]),
  };
}

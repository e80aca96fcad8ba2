/**
 * 平台公告's rules beside its routes (ADR 024): the operator's department scope (their own
 * departments and everything below, for every role: the menu is the administrators', and an
 * administrator of a branch announces to that branch only), and the delivery of an announcement
 * as personal 系统消息 (msgType 2) to the users of a department's subtree.
 */
import type { RouteContext } from "../../core/env";
import { newId } from "../../core/ids";
import { subtree } from "../../core/tree";
import { splitIds } from "../user/records";

interface DeptNode {
  id: string;
  parent_id: string;
  dept_name: string;
}

export interface DeptScope {
  /** The tenant's live departments by id. */
  depts: Map<string, DeptNode>;
  /** The operator's departments and their descendants. */
  held: Set<string>;
  /** A department's subtree (itself included). */
  below(id: string): Set<string>;
}

export async function deptScope(ctx: RouteContext): Promise<DeptScope> {
  const { results } = await ctx.env.DB.prepare(
    "SELECT id, parent_id, dept_name FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0",
  )
    .bind(ctx.user!.tenantId)
    .all<DeptNode>();
  const held = new Set<string>();
  for (const root of splitIds(ctx.user!.deptId))
    if (results.some((d) => d.id === root)) for (const id of subtree(results, root)) held.add(id);
  return { depts: new Map(results.map((d) => [d.id, d])), held, below: (id) => subtree(results, id) };
}

/** The message a delivery writes for one user. */
export interface Delivery {
  infoId: string;
  title: string;
  content: string;
  sender: string;
  time: number;
}

/**
 * The users (live, enabled) with a department in each target's subtree, in target order; a user
 * reached by an earlier target of the same batch is not reached again (one message each).
 */
export async function recipientsByTarget(
  ctx: RouteContext,
  scope: DeptScope,
  targets: string[],
): Promise<Map<string, string[]>> {
  const { results } = await ctx.env.DB.prepare(
    "SELECT id, dept_id FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND status = 1",
  )
    .bind(ctx.user!.tenantId)
    .all<{ id: string; dept_id: string | null }>();
  const reached = new Set<string>();
  const out = new Map<string, string[]>();
  for (const target of targets) {
    const below = scope.below(target);
    const users = results
      .filter((u) => !reached.has(u.id) && splitIds(u.dept_id).some((d) => below.has(d)))
      .map((u) => u.id);
    for (const id of users) reached.add(id);
    out.set(target, users);
  }
  return out;
}

/** The INSERTs of one announcement's personal messages (系统消息, unread). */
export function deliveryStatements(ctx: RouteContext, users: string[], delivery: Delivery): D1PreparedStatement[] {
  const insert = ctx.env.DB.prepare(
    "INSERT INTO cloud_msg (id, tenant_id, user_id, type, title, content, is_read, create_time, sender, platform_info_id) VALUES (?, ?, ?, 2, ?, ?, 0, ?, ?, ?)",
  );
  return users.map((user) =>
    insert.bind(
      newId(),
      ctx.user!.tenantId,
      user,
      delivery.title,
      delivery.content,
      delivery.time,
      delivery.sender,
      delivery.infoId,
    ),
  );
}

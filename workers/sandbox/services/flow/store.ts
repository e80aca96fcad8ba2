/**
 * cloud-flow's shared parts (ADR 025): the categories (system dictionary `flow`), a model's
 * steps (an ordered list of {name, roleId}, 1–10, read and checked here), the role names of a
 * tenant, and the button check every write makes.
 */

import type { RouteContext } from "../../core/env";
import { chars } from "../../core/http";

/** The `flow` dictionary keys the platform's processes use (4 exists since seed_v3; 5 is seed_v22_flow's). */
export const FLOW_CATEGORY = { merchant: "4", recharge: "5" } as const;

export const MAX_STEPS = 10;
export const STEP_NAME_MAX = 20;

export interface Step {
  name: string;
  roleId: string;
}

/** Suspension states as Flowable names them: 1 active (激活), 2 suspended (挂起). */
export const ACTIVE = 1;
export const SUSPENDED = 2;

/** Instance and task states: 0 running/open, 1 approved (同意), 2 rejected (驳回). */
export const RUNNING = 0;
export const APPROVED = 1;
export const REJECTED = 2;

/** Stored steps (JSON) → the list; an unreadable value reads as no steps. */
export function readSteps(raw: string | null): Step[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (s): s is Step =>
        typeof s === "object" && s !== null && typeof s.name === "string" && typeof s.roleId === "string",
    );
  } catch {
    return [];
  }
}

/**
 * A submitted step list, checked: 1–10 steps, each with a name (at most 20 characters) and one of
 * the tenant's roles. The list, or the message refusing it.
 */
export function checkSteps(value: unknown, roles: Map<string, string>): Step[] | string {
  if (!Array.isArray(value) || value.length === 0) return "请至少添加一个审批步骤";
  if (value.length > MAX_STEPS) return `审批步骤最多${MAX_STEPS}个`;
  const steps: Step[] = [];
  for (const [i, raw] of value.entries()) {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const name = typeof item.name === "string" ? item.name.trim() : "";
    const roleId = typeof item.roleId === "string" || typeof item.roleId === "number" ? String(item.roleId).trim() : "";
    if (!name) return `请填写第${i + 1}步的名称`;
    if (chars(name) > STEP_NAME_MAX) return `第${i + 1}步的名称不能超过${STEP_NAME_MAX}个字符`;
    if (!roleId) return `请选择第${i + 1}步的审批角色`;
    if (!roles.has(roleId)) return `第${i + 1}步的审批角色不存在`;
    steps.push({ name, roleId });
  }
  return steps;
}

/** The tenant's live roles: id → name. */
export async function tenantRoles(db: D1Database, tenantId: string): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT id, role_name FROM blade_role WHERE tenant_id = ? AND is_deleted = 0")
    .bind(tenantId)
    .all<{ id: string; role_name: string }>();
  return new Map(results.map((r) => [r.id, r.role_name]));
}

/** The `flow` dictionary: key → name. */
export async function categoryNames(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT dict_key, dict_value FROM blade_dict WHERE code = 'flow' AND parent_id <> '0' AND is_deleted = 0")
    .all<{ dict_key: string; dict_value: string }>();
  return new Map(results.map((r) => [r.dict_key, r.dict_value]));
}

/** What a model, definition or task row names: the operator's tenant's roles and the categories. */
export async function flowNames(
  ctx: RouteContext,
): Promise<{ roles: Map<string, string>; categories: Map<string, string> }> {
  const [roles, categories] = await Promise.all([
    tenantRoles(ctx.env.DB, ctx.user!.tenantId),
    categoryNames(ctx.env.DB),
  ]);
  return { roles, categories };
}

/** Steps as the API answers them: with each role's name. */
export const stepsVO = (steps: Step[], roles: Map<string, string>) =>
  steps.map((s) => ({ name: s.name, roleId: s.roleId, roleName: roles.get(s.roleId) ?? "" }));

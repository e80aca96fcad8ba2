/**
 * blade_dept as the dept routes read and write it: the row, the DeptVO, the shared SELECT (with
 * parent_name and has_children), the ancestors chain and the user check of a delete.
 */
import type { z } from "zod";
import type { deptRow } from "../../../../shared/contract/index.ts";
import type { SandboxEnv } from "../../core/env";
import { formatDate, num, str } from "../../core/http";
import { marks } from "../../core/query";

export const DEPT_CATEGORIES: Record<number, string> = { 1: "公司", 2: "部门", 3: "小组" };

export interface DeptRecord {
  id: string;
  tenant_id: string;
  parent_id: string;
  ancestors: string | null;
  dept_category: number | null;
  dept_name: string;
  full_name: string | null;
  sort: number | null;
  remark: string | null;
  linkphone: string | null;
  create_time: number | null;
  is_deleted: number;
  parent_name?: string | null;
  has_children?: number;
}

/** A department as the console reads it (the contract's row), with the rest of BladeX's DeptVO. */
export type DeptVO = z.input<typeof deptRow> & {
  tenantId: string;
  ancestors: string;
  isDeleted: number;
  deptCategoryName: string;
};

export function deptVO(d: DeptRecord, rootParentName = ""): DeptVO {
  return {
    id: d.id,
    tenantId: d.tenant_id,
    parentId: d.parent_id,
    ancestors: str(d.ancestors),
    deptCategory: num(d.dept_category),
    deptName: d.dept_name,
    fullName: str(d.full_name),
    sort: num(d.sort),
    remark: str(d.remark),
    isDeleted: d.is_deleted,
    linkphone: str(d.linkphone),
    createTime: formatDate(d.create_time),
    hasChildren: Boolean(d.has_children),
    parentName: d.parent_id === "0" ? rootParentName : str(d.parent_name),
    deptCategoryName: d.dept_category ? (DEPT_CATEGORIES[d.dept_category] ?? "") : "",
  };
}

/** SELECT with parent_name and has_children; `d` is the dept, filter with `WHERE …`. */
export const SELECT = `SELECT d.*, p.dept_name AS parent_name,
  EXISTS (SELECT 1 FROM blade_dept c WHERE c.parent_id = d.id AND c.tenant_id = d.tenant_id AND c.is_deleted = 0) AS has_children
  FROM blade_dept d LEFT JOIN blade_dept p ON p.id = d.parent_id AND p.tenant_id = d.tenant_id AND p.is_deleted = 0`;

export const ORDER = "d.sort, d.id";
/** All live depts of a tenant, in display order, with parent_name and has_children. */
export async function tenantDepts(env: SandboxEnv, tenantId: string): Promise<DeptRecord[]> {
  const { results } = await env.DB.prepare(`${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0 ORDER BY ${ORDER}`)
    .bind(tenantId)
    .all<DeptRecord>();
  return results;
}

/** "0,pid,…" from the parent chain. */
export function ancestorsFor(byId: Map<string, { parent_id: string }>, parentId: string): string {
  const chain: string[] = [];
  let cursor = parentId;
  while (cursor !== "0" && byId.has(cursor) && chain.length < 64 && !chain.includes(cursor)) {
    chain.unshift(cursor);
    cursor = byId.get(cursor)!.parent_id;
  }
  return ["0", ...chain].join(",");
}

export async function findDept(env: SandboxEnv, tenantId: string, id: string): Promise<DeptRecord | null> {
  return env.DB.prepare(`${SELECT} WHERE d.id = ? AND d.tenant_id = ? AND d.is_deleted = 0`)
    .bind(id, tenantId)
    .first<DeptRecord>();
}

/** Live users whose (comma-joined) dept_id includes one of `ids`. */
export async function deptsWithUsers(env: SandboxEnv, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT d.value AS id FROM json_each(?) d WHERE EXISTS (SELECT 1 FROM blade_user u WHERE u.tenant_id = ? AND u.is_deleted = 0
       AND (',' || u.dept_id || ',') LIKE ('%,' || d.value || ',%'))`,
  )
    .bind(JSON.stringify(ids), tenantId)
    .all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

export async function softDelete(env: SandboxEnv, tenantId: string, ids: string[]): Promise<void> {
  await env.DB.prepare(`UPDATE blade_dept SET is_deleted = 1 WHERE tenant_id = ? AND id IN (${marks(ids.length)})`)
    .bind(tenantId, ...ids)
    .run();
}

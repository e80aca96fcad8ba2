/**
 * cloud-system /dept (tenant-scoped, soft delete): page, list tree, lazy list, TreeNode trees,
 * detail, submit, remove and batchDelete (project-specific DELETE methods), and the picker
 * search getDeptByNameOrNo.
 */
import type { Route, RouteContext, SandboxEnv } from "../../core/env";
import { fail, formatDate, num, ok, page, paging, paramMissing, str, success } from "../../core/http";
import {
  LIKE,
  type TreeNode,
  field,
  forest,
  requiredIds,
  intField,
  jsonBody,
  likeArg,
  marks,
  newId,
  orderBy,
  serviceError,
  unreadable,
} from "../../core/org-common";

export const DEPT_CATEGORIES: Record<number, string> = { 1: "公司", 2: "部门", 3: "小组" };

export const DEPT_ERRORS = {
  nameRequired: "部门名称不能为空",
  nameTooLong: "部门名称长度不能超过45个字符",
  fullNameTooLong: "部门全称长度不能超过100个字符",
  categoryRequired: "部门类型不能为空",
  badCategory: "部门类型不正确",
  parentMissing: "上级部门不存在",
  parentLoop: "上级部门不能选择自身或下级部门",
  notFound: "部门不存在",
  badSort: "排序必须为整数",
  badPhone: "联系电话格式不正确",
  remarkTooLong: "备注长度不能超过255个字符",
  hasChildren: "请先删除子节点!",
  hasUsers: "该部门下存在用户，无法删除",
} as const;

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

export interface DeptVO {
  id: string;
  tenantId: string;
  parentId: string;
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
  isDeleted: number;
  linkphone: string;
  createTime: string;
  hasChildren: boolean;
  parentName: string;
  deptCategoryName: string;
  children?: DeptVO[];
}

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
const SELECT = `SELECT d.*, p.dept_name AS parent_name,
  EXISTS (SELECT 1 FROM blade_dept c WHERE c.parent_id = d.id AND c.tenant_id = d.tenant_id AND c.is_deleted = 0) AS has_children
  FROM blade_dept d LEFT JOIN blade_dept p ON p.id = d.parent_id AND p.tenant_id = d.tenant_id AND p.is_deleted = 0`;

const ORDER = "d.sort, d.id";
const SORTS = { deptName: "d.dept_name", sort: "d.sort", createTime: "d.create_time" };

/** All live depts of a tenant, in display order, with parent_name and has_children. */
export async function tenantDepts(env: SandboxEnv, tenantId: string): Promise<DeptRecord[]> {
  const { results } = await env.DB.prepare(`${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0 ORDER BY ${ORDER}`)
    .bind(tenantId)
    .all<DeptRecord>();
  return results;
}

/** The ids of `id` and all its descendants (by parent_id, so rows without ancestors count too). */
export function subtree(depts: { id: string; parent_id: string }[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of depts) {
      if (!out.has(d.id) && out.has(d.parent_id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** "0,pid,…" from the parent chain. */
function ancestorsFor(byId: Map<string, { parent_id: string }>, parentId: string): string {
  const chain: string[] = [];
  let cursor = parentId;
  while (cursor !== "0" && byId.has(cursor) && chain.length < 64 && !chain.includes(cursor)) {
    chain.unshift(cursor);
    cursor = byId.get(cursor)!.parent_id;
  }
  return ["0", ...chain].join(",");
}

/** Name filters shared by page/list/lazy-list: deptName, fullName (LIKE); deptCategory (equal) when asked. */
function nameFilters(ctx: RouteContext, withCategory: boolean): { sql: string; binds: unknown[]; named: boolean } {
  const q = ctx.url.searchParams;
  let sql = "";
  const binds: unknown[] = [];
  let named = false;
  for (const [param, column] of [["deptName", "d.dept_name"], ["fullName", "d.full_name"]] as const) {
    const value = (q.get(param) ?? "").trim();
    if (value) {
      sql += ` AND ${column} ${LIKE}`;
      binds.push(likeArg(value));
      named = true;
    }
  }
  const category = (q.get("deptCategory") ?? "").trim();
  if (withCategory && /^\d+$/.test(category)) {
    sql += " AND d.dept_category = ?";
    binds.push(Number(category));
  }
  return { sql, binds, named };
}

/** `tenantId` query parameter: absent → the caller's; another tenant → null (answer []). */
function askedTenant(ctx: RouteContext): string | null {
  const asked = (ctx.url.searchParams.get("tenantId") ?? "").trim();
  const own = ctx.user!.tenantId;
  return !asked || asked === own ? own : null;
}

async function deptPage(ctx: RouteContext): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const f = nameFilters(ctx, true);
  const where = `WHERE d.tenant_id = ? AND d.is_deleted = 0${f.sql}`;
  const binds = [ctx.user!.tenantId, ...f.binds];
  const total = (await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM blade_dept d ${where}`).bind(...binds).first<number>("n")) ?? 0;
  const { results } = await ctx.env.DB.prepare(`${SELECT} ${where} ORDER BY ${orderBy(ctx.url, SORTS, ORDER)} LIMIT ? OFFSET ?`)
    .bind(...binds, size, offset)
    .all<DeptRecord>();
  return ok(page(results.map((d) => deptVO(d)), total, current, size));
}

async function deptList(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  const f = nameFilters(ctx, false);
  const { results } = await ctx.env.DB.prepare(`${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0${f.sql} ORDER BY ${ORDER}`)
    .bind(tenantId, ...f.binds)
    .all<DeptRecord>();
  return ok(forest(results.map((d) => deptVO(d))));
}

async function deptLazyList(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  const f = nameFilters(ctx, true);
  const parentId = (ctx.url.searchParams.get("parentId") ?? "").trim() || "0";
  const level = f.named ? "" : " AND d.parent_id = ?";
  const { results } = await ctx.env.DB.prepare(`${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0${level}${f.sql} ORDER BY ${ORDER}`)
    .bind(tenantId, ...(f.named ? [] : [parentId]), ...f.binds)
    .all<DeptRecord>();
  return ok(results.map((d) => deptVO(d)));
}

function treeNode(d: DeptRecord): TreeNode {
  return { id: d.id, parentId: d.parent_id, title: d.dept_name, key: d.id, value: d.id, hasChildren: Boolean(d.has_children) };
}

async function deptTree(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  return ok(forest((await tenantDepts(ctx.env, tenantId)).map(treeNode)));
}

async function deptLazyTree(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  const parentId = (ctx.url.searchParams.get("parentId") ?? "").trim() || "0";
  const { results } = await ctx.env.DB.prepare(`${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0 AND d.parent_id = ? ORDER BY ${ORDER}`)
    .bind(tenantId, parentId)
    .all<DeptRecord>();
  return ok(results.map(treeNode));
}

async function findDept(env: SandboxEnv, tenantId: string, id: string): Promise<DeptRecord | null> {
  return env.DB.prepare(`${SELECT} WHERE d.id = ? AND d.tenant_id = ? AND d.is_deleted = 0`).bind(id, tenantId).first<DeptRecord>();
}

async function deptDetail(ctx: RouteContext): Promise<Response> {
  const id = (ctx.url.searchParams.get("id") ?? "").trim();
  if (!id) return ok(null);
  const row = await findDept(ctx.env, ctx.user!.tenantId, id);
  return ok(row ? deptVO(row, "顶级") : null);
}

async function deptSubmit(ctx: RouteContext): Promise<Response> {
  const body = await jsonBody(ctx.req);
  if (!body) return unreadable();
  const tenantId = ctx.user!.tenantId;
  const depts = await tenantDepts(ctx.env, tenantId);
  const byId = new Map(depts.map((d) => [d.id, d]));
  const id = field(body, "id") || null;
  const existing = id ? byId.get(id) : undefined;
  if (id && !existing) return fail(DEPT_ERRORS.notFound);

  const deptName = field(body, "deptName") ?? existing?.dept_name ?? "";
  if (!deptName) return fail(DEPT_ERRORS.nameRequired);
  if (deptName.length > 45) return fail(DEPT_ERRORS.nameTooLong);
  const fullName = field(body, "fullName") ?? existing?.full_name ?? "";
  if (fullName.length > 100) return fail(DEPT_ERRORS.fullNameTooLong);
  const category = body.deptCategory === undefined || body.deptCategory === null || body.deptCategory === ""
    ? (existing?.dept_category ?? undefined)
    : intField(body, "deptCategory");
  if (category === undefined || category === null) return fail(DEPT_ERRORS.categoryRequired);
  if (!DEPT_CATEGORIES[category]) return fail(DEPT_ERRORS.badCategory);
  const parentId = field(body, "parentId") || existing?.parent_id || "0";
  if (parentId !== "0" && !byId.has(parentId)) return fail(DEPT_ERRORS.parentMissing);
  if (existing && subtree(depts, existing.id).has(parentId)) return fail(DEPT_ERRORS.parentLoop);
  const sortRaw = intField(body, "sort");
  if (Number.isNaN(sortRaw)) return fail(DEPT_ERRORS.badSort);
  const sort = sortRaw ?? existing?.sort ?? 0;
  const linkphone = field(body, "linkphone") ?? existing?.linkphone ?? "";
  if (linkphone && !/^[0-9+\-() ]{5,20}$/.test(linkphone)) return fail(DEPT_ERRORS.badPhone);
  const remark = field(body, "remark") ?? existing?.remark ?? "";
  if (remark.length > 255) return fail(DEPT_ERRORS.remarkTooLong);
  const ancestors = ancestorsFor(byId, parentId);

  const values = [parentId, ancestors, category, deptName, fullName || deptName, sort, remark || null, linkphone || null];
  const db = ctx.env.DB;
  if (!existing) {
    const newDeptId = newId();
    await db
      .prepare(
        `INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort, remark, linkphone, create_time, is_deleted)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      )
      .bind(newDeptId, tenantId, ...values, Date.now())
      .run();
    return ok({ id: newDeptId, tenantId, deptCategoryName: DEPT_CATEGORIES[category] });
  }
  const statements = [
    db.prepare(
      `UPDATE blade_dept SET parent_id = ?, ancestors = ?, dept_category = ?, dept_name = ?, full_name = ?, sort = ?, remark = ?, linkphone = ?
       WHERE id = ? AND tenant_id = ?`,
    ).bind(...values, existing.id, tenantId),
  ];
  if (parentId !== existing.parent_id) {
    // Moved: every descendant's ancestors follow.
    const moved = new Map(depts.map((d) => [d.id, { parent_id: d.id === existing.id ? parentId : d.parent_id }]));
    for (const child of subtree(depts, existing.id)) {
      if (child === existing.id) continue;
      statements.push(db.prepare("UPDATE blade_dept SET ancestors = ? WHERE id = ? AND tenant_id = ?")
        .bind(ancestorsFor(moved, moved.get(child)!.parent_id), child, tenantId));
    }
  }
  await db.batch(statements);
  return ok({ id: existing.id, tenantId, deptCategoryName: DEPT_CATEGORIES[category] });
}

/** Live users whose (comma-joined) dept_id includes one of `ids`. */
async function deptsWithUsers(env: SandboxEnv, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT d.value AS id FROM json_each(?) d WHERE EXISTS (SELECT 1 FROM blade_user u WHERE u.tenant_id = ? AND u.is_deleted = 0
       AND (',' || u.dept_id || ',') LIKE ('%,' || d.value || ',%'))`,
  )
    .bind(JSON.stringify(ids), tenantId)
    .all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

async function softDelete(env: SandboxEnv, tenantId: string, ids: string[]): Promise<void> {
  await env.DB.prepare(`UPDATE blade_dept SET is_deleted = 1 WHERE tenant_id = ? AND id IN (${marks(ids.length)})`)
    .bind(tenantId, ...ids)
    .run();
}

async function deptRemove(ctx: RouteContext): Promise<Response> {
  const id = (ctx.url.searchParams.get("id") ?? "").trim();
  if (!id) return paramMissing("id");
  const tenantId = ctx.user!.tenantId;
  const row = await findDept(ctx.env, tenantId, id);
  if (!row) return fail(DEPT_ERRORS.notFound);
  if (row.has_children) return serviceError(DEPT_ERRORS.hasChildren);
  if ((await deptsWithUsers(ctx.env, tenantId, [id])).size) return fail(DEPT_ERRORS.hasUsers);
  await softDelete(ctx.env, tenantId, [id]);
  return success();
}

/** All or nothing: a child that is deleted in the same call does not block its parent. */
async function deptBatchDelete(ctx: RouteContext): Promise<Response> {
  const ids = requiredIds(ctx.url.searchParams, "ids");
  if (ids instanceof Response) return ids;
  const tenantId = ctx.user!.tenantId;
  const depts = await tenantDepts(ctx.env, tenantId);
  const byId = new Map(depts.map((d) => [d.id, d]));
  const chosen = new Set(ids);
  const withUsers = await deptsWithUsers(ctx.env, tenantId, ids);
  for (const id of ids) {
    const dept = byId.get(id);
    if (!dept) return fail(`部门【${id}】不存在`);
    if (depts.some((d) => d.parent_id === id && !chosen.has(d.id))) return serviceError(`部门【${dept.dept_name}】下存在子部门，无法删除`);
    if (withUsers.has(id)) return fail(`部门【${dept.dept_name}】下存在用户，无法删除`);
  }
  await softDelete(ctx.env, tenantId, ids);
  return success();
}

async function deptByNameOrNo(ctx: RouteContext): Promise<Response> {
  const { current, size, offset } = paging(ctx.url);
  const keyword = (ctx.url.searchParams.get("keywordStr") ?? "").trim();
  let where = "WHERE d.tenant_id = ? AND d.is_deleted = 0";
  const binds: unknown[] = [ctx.user!.tenantId];
  if (keyword) {
    where += ` AND (d.dept_name ${LIKE} OR d.full_name ${LIKE} OR d.id = ?)`;
    binds.push(likeArg(keyword), likeArg(keyword), keyword);
  }
  const total = (await ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM blade_dept d ${where}`).bind(...binds).first<number>("n")) ?? 0;
  const { results } = await ctx.env.DB.prepare(`${SELECT} ${where} ORDER BY ${orderBy(ctx.url, SORTS, ORDER)} LIMIT ? OFFSET ?`)
    .bind(...binds, size, offset)
    .all<DeptRecord>();
  return ok(page(results.map((d) => deptVO(d)), total, current, size));
}

const SYS = "/api/cloud-system";

export const deptRoutes: Route[] = [
  { methods: ["GET"], path: `${SYS}/dept/page`, handler: deptPage },
  { methods: ["GET"], path: `${SYS}/dept/list`, handler: deptList },
  { methods: ["GET"], path: `${SYS}/dept/lazy-list`, handler: deptLazyList },
  { methods: ["GET"], path: `${SYS}/dept/tree`, handler: deptTree },
  { methods: ["GET"], path: `${SYS}/dept/lazy-tree`, handler: deptLazyTree },
  { methods: ["GET"], path: `${SYS}/dept/detail`, handler: deptDetail },
  { methods: ["POST"], path: `${SYS}/dept/submit`, handler: deptSubmit },
  { methods: ["DELETE"], path: `${SYS}/dept/remove`, handler: deptRemove },
  { methods: ["DELETE"], path: `${SYS}/dept/batchDelete`, handler: deptBatchDelete },
  { methods: ["GET"], path: `${SYS}/dept/getDeptByNameOrNo`, handler: deptByNameOrNo },
];

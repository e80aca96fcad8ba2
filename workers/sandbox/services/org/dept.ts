/**
 * cloud-system /dept (tenant-scoped, soft delete): page, list tree, lazy list, TreeNode trees,
 * detail, submit, remove and batchDelete (project-specific DELETE methods), and the picker
 * search getDeptByNameOrNo.
 */
import type { Route, RouteContext } from "../../core/env";
import { fail, ok, paramMissing, serviceError, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { LIKE, likeArg, likeFilters, orderBy, readPage } from "../../core/query";
import { field, intField, jsonBody, requiredIds } from "../../core/request";
import { mergeForest, subtree, treeNode, type TreeItem } from "../../core/tree";
import {
  ancestorsFor,
  DEPT_CATEGORIES,
  type DeptRecord,
  deptsWithUsers,
  deptVO,
  findDept,
  ORDER,
  SELECT,
  softDelete,
  tenantDepts,
} from "./dept-store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

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

const SORTS = { deptName: "d.dept_name", sort: "d.sort", createTime: "d.create_time" };

/** Name filters shared by page/list/lazy-list: deptName, fullName (LIKE); deptCategory (equal) when asked. */
function nameFilters(ctx: RouteContext, withCategory: boolean): { sql: string; binds: unknown[]; named: boolean } {
  const q = ctx.url.searchParams;
  const names = likeFilters(q, { deptName: "d.dept_name", fullName: "d.full_name" });
  const category = (q.get("deptCategory") ?? "").trim();
  if (!withCategory || !/^\d+$/.test(category)) return { ...names, named: names.any };
  return { sql: `${names.sql} AND d.dept_category = ?`, binds: [...names.binds, Number(category)], named: names.any };
}

/** `tenantId` query parameter: absent → the caller's; another tenant → null (answer []). */
function askedTenant(ctx: RouteContext): string | null {
  const asked = (ctx.url.searchParams.get("tenantId") ?? "").trim();
  const own = ctx.user!.tenantId;
  return !asked || asked === own ? own : null;
}

/** A page of DeptVOs under `where` (on `d`), sorted by ascs/descs. */
function deptPageOf(ctx: RouteContext, where: string, binds: unknown[]): Promise<Response> {
  return readPage<DeptRecord>(
    ctx,
    {
      count: `SELECT COUNT(*) AS n FROM blade_dept d ${where}`,
      rows: `${SELECT} ${where} ORDER BY ${orderBy(ctx.url, SORTS, ORDER)}`,
      binds,
    },
    (rows) => rows.map((d) => deptVO(d)),
  );
}

async function deptPage(ctx: RouteContext): Promise<Response> {
  const f = nameFilters(ctx, true);
  return deptPageOf(ctx, `WHERE d.tenant_id = ? AND d.is_deleted = 0${f.sql}`, [ctx.user!.tenantId, ...f.binds]);
}

async function deptList(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  const f = nameFilters(ctx, false);
  const { results } = await ctx.env.DB.prepare(
    `${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0${f.sql} ORDER BY ${ORDER}`,
  )
    .bind(tenantId, ...f.binds)
    .all<DeptRecord>();
  return ok(mergeForest(results.map((d): TreeItem => ({ id: d.id, parentId: d.parent_id, fields: deptVO(d) }))));
}

async function deptLazyList(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  const f = nameFilters(ctx, true);
  const parentId = (ctx.url.searchParams.get("parentId") ?? "").trim() || "0";
  const level = f.named ? "" : " AND d.parent_id = ?";
  const { results } = await ctx.env.DB.prepare(
    `${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0${level}${f.sql} ORDER BY ${ORDER}`,
  )
    .bind(tenantId, ...(f.named ? [] : [parentId]), ...f.binds)
    .all<DeptRecord>();
  return ok(results.map((d) => deptVO(d)));
}

const deptNode = (d: DeptRecord): TreeItem => treeNode(d.id, d.parent_id, d.dept_name, Boolean(d.has_children));

async function deptTree(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  return ok(mergeForest((await tenantDepts(ctx.env, tenantId)).map(deptNode)));
}

async function deptLazyTree(ctx: RouteContext): Promise<Response> {
  const tenantId = askedTenant(ctx);
  if (!tenantId) return ok([]);
  const parentId = (ctx.url.searchParams.get("parentId") ?? "").trim() || "0";
  const { results } = await ctx.env.DB.prepare(
    `${SELECT} WHERE d.tenant_id = ? AND d.is_deleted = 0 AND d.parent_id = ? ORDER BY ${ORDER}`,
  )
    .bind(tenantId, parentId)
    .all<DeptRecord>();
  return ok(results.map((d) => deptNode(d).fields));
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
  const category =
    body.deptCategory === undefined || body.deptCategory === null || body.deptCategory === ""
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

  const values = [
    parentId,
    ancestors,
    category,
    deptName,
    fullName || deptName,
    sort,
    remark || null,
    linkphone || null,
  ];
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
    db
      .prepare(
        `UPDATE blade_dept SET parent_id = ?, ancestors = ?, dept_category = ?, dept_name = ?, full_name = ?, sort = ?, remark = ?, linkphone = ?
       WHERE id = ? AND tenant_id = ?`,
      )
      .bind(...values, existing.id, tenantId),
  ];
  if (parentId !== existing.parent_id) {
    // Moved: every descendant's ancestors follow.
    const moved = new Map(depts.map((d) => [d.id, { parent_id: d.id === existing.id ? parentId : d.parent_id }]));
    for (const child of subtree(depts, existing.id)) {
      if (child === existing.id) continue;
      statements.push(
        db
          .prepare("UPDATE blade_dept SET ancestors = ? WHERE id = ? AND tenant_id = ?")
          .bind(ancestorsFor(moved, moved.get(child)!.parent_id), child, tenantId),
      );
    }
  }
  await db.batch(statements);
  return ok({ id: existing.id, tenantId, deptCategoryName: DEPT_CATEGORIES[category] });
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
    if (depts.some((d) => d.parent_id === id && !chosen.has(d.id)))
      return serviceError(`部门【${dept.dept_name}】下存在子部门，无法删除`);
    if (withUsers.has(id)) return fail(`部门【${dept.dept_name}】下存在用户，无法删除`);
  }
  await softDelete(ctx.env, tenantId, ids);
  return success();
}

async function deptByNameOrNo(ctx: RouteContext): Promise<Response> {
  const keyword = (ctx.url.searchParams.get("keywordStr") ?? "").trim();
  let where = "WHERE d.tenant_id = ? AND d.is_deleted = 0";
  const binds: unknown[] = [ctx.user!.tenantId];
  if (keyword) {
    where += ` AND (d.dept_name ${LIKE} OR d.full_name ${LIKE} OR d.id = ?)`;
    binds.push(likeArg(keyword), likeArg(keyword), keyword);
  }
  return deptPageOf(ctx, where, binds);
}

export const deptRoutes: Route[] = serveEach(system.dept, {
  page: deptPage,
  list: deptList,
  lazyList: deptLazyList,
  tree: deptTree,
  lazyTree: deptLazyTree,
  detail: deptDetail,
  submit: deptSubmit,
  remove: deptRemove,
  batchDelete: deptBatchDelete,
  search: deptByNameOrNo,
});

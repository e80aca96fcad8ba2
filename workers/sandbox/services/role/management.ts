/**
 * Role management on blade_role (per tenant): list / tree / detail / submit / remove / grant /
 * select. RoleVO = Role (id, tenantId, parentId, roleName, sort, roleAlias, isDeleted) +
 * children (omitted when empty), hasChildren, parentName (顶级 at the root).
 */
import { insertStatements } from "../../core/db";
import { ADMINISTRATOR, isAdministrator, type Route, type RouteContext } from "../../core/env";
import { fail, num, ok, paramMissing, serviceError, success, unreadable } from "../../core/http";
import { newId } from "../../core/ids";
import { likeFilters, marks } from "../../core/query";
import { fieldOr, idArray, idsParam, integer, jsonBody, queryParam, submitted } from "../../core/request";
import { isDescendant, mergeForest, subtree, treeNode, type TreeItem } from "../../core/tree";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

interface RoleRow {
  id: string;
  tenant_id: string;
  parent_id: string;
  role_name: string;
  role_alias: string;
  sort: number | null;
  is_deleted: number;
}

const roleFields = (r: RoleRow) => ({
  id: r.id,
  tenantId: r.tenant_id,
  parentId: r.parent_id,
  roleName: r.role_name,
  sort: num(r.sort),
  roleAlias: r.role_alias,
  isDeleted: r.is_deleted,
});

function roleItem(r: RoleRow, names: Map<string, string>, hasChildren = false): TreeItem {
  return {
    id: r.id,
    parentId: r.parent_id,
    fields: {
      ...roleFields(r),
      hasChildren,
      parentName: r.parent_id === "0" ? "顶级" : (names.get(r.parent_id) ?? ""),
    },
  };
}

async function tenantRoles(ctx: RouteContext, extra = "", binds: unknown[] = []): Promise<RoleRow[]> {
  const { results } = await ctx.env.DB.prepare(
    `SELECT * FROM blade_role WHERE tenant_id = ? AND is_deleted = 0${extra} ORDER BY sort, id`,
  )
    .bind(ctx.user!.tenantId, ...binds)
    .all<RoleRow>();
  return results;
}

const nameMap = (rows: RoleRow[]) => new Map(rows.map((r) => [r.id, r.role_name]));

/** GET /list (roleName, roleAlias LIKE): RoleVO tree of the caller's tenant. */
async function list(ctx: RouteContext): Promise<Response> {
  const all = await tenantRoles(ctx);
  const f = likeFilters(ctx.url.searchParams, { roleName: "role_name", roleAlias: "role_alias" });
  const rows = f.any ? await tenantRoles(ctx, f.sql, f.binds) : all;
  const names = nameMap(all);
  return ok(
    mergeForest(
      rows.map((r) => roleItem(r, names)),
      "hasChildren",
    ),
  );
}

/** GET /tree: TreeNode[] (title = roleName) of the caller's tenant (`tenantId` is the caller's own). */
async function tree(ctx: RouteContext): Promise<Response> {
  const rows = await tenantRoles(ctx);
  return ok(mergeForest(rows.map((r) => treeNode(r.id, r.parent_id, r.role_name))));
}

/** GET /tree-by-id (roleId): the role and every role below it, as TreeNode[] rooted at it. */
async function treeById(ctx: RouteContext): Promise<Response> {
  const roleId = queryParam(ctx, "roleId");
  const rows = await tenantRoles(ctx);
  const below = roleId && rows.some((r) => r.id === roleId) ? subtree(rows, roleId) : new Set<string>();
  return ok(mergeForest(rows.filter((r) => below.has(r.id)).map((r) => treeNode(r.id, r.parent_id, r.role_name))));
}

async function findRole(ctx: RouteContext, id: string): Promise<RoleRow | null> {
  return ctx.env.DB.prepare("SELECT * FROM blade_role WHERE id = ? AND tenant_id = ? AND is_deleted = 0")
    .bind(id, ctx.user!.tenantId)
    .first<RoleRow>();
}

/** GET /detail (id): RoleVO; another tenant's or absent → R.data(null). */
async function detail(ctx: RouteContext): Promise<Response> {
  const id = queryParam(ctx, "id");
  const r = id ? await findRole(ctx, id) : null;
  if (!r) return ok(null);
  const parent = r.parent_id === "0" ? null : await findRole(ctx, r.parent_id);
  const child = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM blade_role WHERE parent_id = ? AND tenant_id = ? AND is_deleted = 0 LIMIT 1",
  )
    .bind(r.id, r.tenant_id)
    .first<number>("hit");
  return ok(mergeForest([roleItem(r, new Map(parent ? [[parent.id, parent.role_name]] : []), Boolean(child))])[0]);
}

/** GET /select: Role[] of the caller's tenant. */
async function select(ctx: RouteContext): Promise<Response> {
  return ok((await tenantRoles(ctx)).map(roleFields));
}

/**
 * POST /submit (JSON Role; id → update) → R.status. roleName, roleAlias required; roleAlias
 * unique within the tenant (角色别名已存在!); parentId default "0", a live role of the tenant.
 */
async function submit(ctx: RouteContext): Promise<Response> {
  const submit = await submitted(ctx, (id) => findRole(ctx, id));
  if (submit instanceof Response) return submit;
  const { body: b, id, existing } = submit;
  const user = ctx.user!;

  const roleName = fieldOr(b, "roleName", existing?.role_name ?? null);
  if (!roleName) return fail("角色名称不能为空");
  const roleAlias = fieldOr(b, "roleAlias", existing?.role_alias ?? null);
  if (!roleAlias) return fail("角色别名不能为空");
  if (existing?.role_alias === ADMINISTRATOR && roleAlias !== ADMINISTRATOR) return fail("超级管理员角色别名不可修改");
  if (roleAlias === ADMINISTRATOR && existing?.role_alias !== ADMINISTRATOR && !isAdministrator(user))
    return fail("无权限创建超管角色！");
  const sort = "sort" in b ? integer(b.sort) : (existing?.sort ?? undefined);
  if (Number.isNaN(sort)) return fail("角色排序必须是整数");
  const parentId = fieldOr(b, "parentId", existing?.parent_id ?? "0") ?? "0";
  if (parentId !== "0") {
    const all = await tenantRoles(ctx);
    const parents = new Map(all.map((r) => [r.id, r.parent_id]));
    if (!parents.has(parentId)) return fail("上级角色不存在");
    if (existing && isDescendant(parents, parentId, existing.id)) return fail("父节点不可选择自身或子节点!");
  }
  const dup = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM blade_role WHERE tenant_id = ? AND role_alias = ? AND is_deleted = 0 AND id <> ? LIMIT 1",
  )
    .bind(user.tenantId, roleAlias, id ?? "")
    .first<number>("hit");
  if (dup) return fail("角色别名已存在!");

  if (existing) {
    await ctx.env.DB.prepare(
      "UPDATE blade_role SET parent_id = ?, role_name = ?, role_alias = ?, sort = ? WHERE id = ? AND tenant_id = ?",
    )
      .bind(parentId, roleName, roleAlias, sort ?? null, existing.id, user.tenantId)
      .run();
  } else {
    await ctx.env.DB.prepare(
      "INSERT INTO blade_role (id, tenant_id, parent_id, role_name, role_alias, sort, is_deleted) VALUES (?, ?, ?, ?, ?, ?, 0)",
    )
      .bind(newId(), user.tenantId, parentId, roleName, roleAlias, sort ?? null)
      .run();
  }
  return success();
}

/**
 * POST /remove (ids): live children → HTTP 400 请先删除子节点!; the administrator role →
 * 超级管理员角色不可删除; a role held by a live user → 该角色下存在用户，无法删除; else soft
 * delete and drop its menu and top-menu grants.
 */
async function remove(ctx: RouteContext): Promise<Response> {
  const ids = await idsParam(ctx, true);
  if (!ids) return paramMissing("ids");
  const tenantId = ctx.user!.tenantId;
  const roles = ids.length ? await tenantRoles(ctx, ` AND id IN (${marks(ids.length)})`, ids) : [];
  if (roles.length === 0) return fail("操作失败");
  const found = roles.map((r) => r.id);
  const list = marks(found.length);
  const child = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_role WHERE tenant_id = ? AND is_deleted = 0 AND parent_id IN (${list}) LIMIT 1`,
  )
    .bind(tenantId, ...found)
    .first<number>("hit");
  if (child) return serviceError("请先删除子节点!");
  if (roles.some((r) => r.role_alias === ADMINISTRATOR)) return fail("超级管理员角色不可删除");
  const held = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_user u WHERE u.tenant_id = ? AND u.is_deleted = 0
     AND EXISTS (SELECT 1 FROM blade_role r WHERE r.id IN (${list}) AND (',' || u.role_id || ',') LIKE ('%,' || r.id || ',%')) LIMIT 1`,
  )
    .bind(tenantId, ...found)
    .first<number>("hit");
  if (held) return fail("该角色下存在用户，无法删除");
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(`UPDATE blade_role SET is_deleted = 1 WHERE tenant_id = ? AND id IN (${list})`).bind(
      tenantId,
      ...found,
    ),
    ctx.env.DB.prepare(`DELETE FROM blade_role_menu WHERE role_id IN (${list})`).bind(...found),
    ctx.env.DB.prepare(`DELETE FROM blade_role_top_menu WHERE role_id IN (${list})`).bind(...found),
  ]);
  return success();
}

/**
 * POST /grant JSON {roleIds, menuIds, dataScopeIds, apiScopeIds} (ids as strings or numbers,
 * arrays or comma-joined): replaces blade_role_menu of those roles (the caller's tenant only;
 * unknown or deleted menus are skipped) → R.status. Data and API scopes are accepted and ignored.
 */
async function grant(ctx: RouteContext): Promise<Response> {
  const b = await jsonBody(ctx.req, { exactLongNumbers: true });
  if (!b) return unreadable();
  const requested = idArray(b.roleIds).slice(0, 90);
  if (requested.length === 0) return fail("角色不能为空");
  const roles = (await tenantRoles(ctx, ` AND id IN (${marks(requested.length)})`, requested)).map((r) => r.id);
  if (roles.length === 0) return fail("操作失败");
  const wanted = idArray(b.menuIds).slice(0, 2000);
  const menus = new Set<string>();
  for (let i = 0; i < wanted.length; i += 90) {
    const chunk = wanted.slice(i, i + 90);
    const { results } = await ctx.env.DB.prepare(
      `SELECT id FROM blade_menu WHERE is_deleted = 0 AND id IN (${marks(chunk.length)})`,
    )
      .bind(...chunk)
      .all<{ id: string }>();
    for (const r of results) menus.add(r.id);
  }
  const pairs = roles.flatMap((role): [string, string][] => [...menus].map((menu) => [role, menu]));
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(`DELETE FROM blade_role_menu WHERE role_id IN (${marks(roles.length)})`).bind(...roles),
    ...insertStatements(
      ctx.env.DB,
      "blade_role_menu",
      pairs.map(([role_id, menu_id]) => ({ role_id, menu_id })),
    ),
  ]);
  return success();
}

export const roleManagementRoutes: Route[] = serveEach(system.role, {
  list,
  tree,
  treeById,
  detail,
  select,
  submit,
  remove,
  grant,
});

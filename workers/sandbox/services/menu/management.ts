/**
 * Menu management on blade_menu (global): list / lazy-list / detail / submit / remove / tree /
 * grant-tree / role-tree-keys. `/menu/routes`, `/menu/buttons` and `/menu/top-menu` are
 * console.ts.
 *
 * MenuVO = Menu + children (omitted when empty), hasChildren, parentName (顶级 for a root),
 * categoryName (menu_category: 1 菜单, 2 按钮), actionName (button_func: 0 无, 1 工具栏,
 * 2 操作栏, 3 工具操作栏), isOpenName (contract §4.1: 1 否, 2 是).
 */
import { isAdministrator, type Route, type RouteContext } from "../../core/env";
import { changed, fail, ok, paramMissing, serviceError } from "../../core/http";
import { newId } from "../../core/ids";
import { likeFilters, marks } from "../../core/query";
import { fieldOr, idsParam, integer, queryParam, submitted } from "../../core/request";
import { isDescendant, mergeForest, treeNode, type TreeItem } from "../../core/tree";
import { type MenuRecord, menuVO } from "./store";
import { system } from "../../../../shared/contract/index.ts";
import { serveEach } from "../../core/serve";

export const CATEGORY_NAMES: Record<number, string> = { 1: "菜单", 2: "按钮" };
export const ACTION_NAMES: Record<number, string> = { 0: "无", 1: "工具栏", 2: "操作栏", 3: "工具操作栏" };
export const isOpenName = (isOpen: number) => (isOpen === 2 ? "是" : "否");

type Row = MenuRecord & { has_children?: number };

function menuItem(m: Row, names: Map<string, string>): TreeItem {
  return {
    id: m.id,
    parentId: m.parent_id,
    fields: menuVO(m, {
      hasChildren: Boolean(m.has_children),
      parentName: m.parent_id === "0" ? "顶级" : (names.get(m.parent_id) ?? ""),
      categoryName: CATEGORY_NAMES[m.category] ?? "",
      actionName: ACTION_NAMES[m.action] ?? "",
      isOpenName: isOpenName(m.is_open),
    }),
  };
}

const single = (m: Row, names: Map<string, string>) => mergeForest([menuItem(m, names)])[0]!;

async function liveMenus(ctx: RouteContext, extra = "", binds: unknown[] = []): Promise<Row[]> {
  const { results } = await ctx.env.DB.prepare(
    `SELECT * FROM blade_menu WHERE is_deleted = 0${extra} ORDER BY sort, id`,
  )
    .bind(...binds)
    .all<Row>();
  return results;
}

const nameMap = (rows: Row[]) => new Map(rows.map((m) => [m.id, m.name]));
const FILTERS = { code: "code", name: "name", alias: "alias" };

/** GET /list (code, name, alias LIKE): MenuVO tree of every category; /menu-list: category 1 only. */
async function list(ctx: RouteContext, menusOnly: boolean): Promise<Response> {
  const all = await liveMenus(ctx);
  const f = likeFilters(ctx.url.searchParams, FILTERS);
  const category = menusOnly ? " AND category = 1" : "";
  const rows = f.any || menusOnly ? await liveMenus(ctx, `${category}${f.sql}`, f.binds) : all;
  const names = nameMap(all);
  return ok(
    mergeForest(
      rows.map((m) => menuItem(m, names)),
      "hasChildren",
    ),
  );
}

/**
 * GET /lazy-list (parentId, default "0"; name, code, alias LIKE): one level with hasChildren
 * (any live child, buttons included). With a filter: matches of every level, flat.
 * /lazy-menu-list: category 1 only (rows and hasChildren).
 */
async function lazyList(ctx: RouteContext, menusOnly: boolean): Promise<Response> {
  const f = likeFilters(ctx.url.searchParams, FILTERS, "m.");
  const category = menusOnly ? " AND category = 1" : "";
  let where = `m.is_deleted = 0${category.replace("category", "m.category")}`;
  const binds: unknown[] = [];
  if (f.any) {
    where += f.sql;
    binds.push(...f.binds);
  } else {
    where += " AND m.parent_id = ?";
    binds.push(queryParam(ctx, "parentId") ?? "0");
  }
  const { results } = await ctx.env.DB.prepare(
    `SELECT m.*, EXISTS (SELECT 1 FROM blade_menu c WHERE c.parent_id = m.id AND c.is_deleted = 0${category.replace("category", "c.category")}) AS has_children
     FROM blade_menu m WHERE ${where} ORDER BY m.sort, m.id`,
  )
    .bind(...binds)
    .all<Row>();
  const parentIds = [...new Set(results.map((m) => m.parent_id).filter((id) => id !== "0"))];
  const names = new Map<string, string>();
  if (parentIds.length) {
    const { results: parents } = await ctx.env.DB.prepare(
      `SELECT id, name FROM blade_menu WHERE id IN (${marks(parentIds.length)})`,
    )
      .bind(...parentIds)
      .all<{ id: string; name: string }>();
    for (const p of parents) names.set(p.id, p.name);
  }
  return ok(results.map((m) => single(m, names)));
}

async function findMenu(ctx: RouteContext, id: string): Promise<Row | null> {
  return ctx.env.DB.prepare("SELECT * FROM blade_menu WHERE id = ? AND is_deleted = 0").bind(id).first<Row>();
}

/** GET /detail (id): MenuVO with the names; none → R.data(null). */
async function detail(ctx: RouteContext): Promise<Response> {
  const id = queryParam(ctx, "id");
  const m = id ? await findMenu(ctx, id) : null;
  if (!m) return ok(null);
  const parent =
    m.parent_id === "0"
      ? null
      : await ctx.env.DB.prepare("SELECT name FROM blade_menu WHERE id = ?").bind(m.parent_id).first<string>("name");
  m.has_children = (await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM blade_menu WHERE parent_id = ? AND is_deleted = 0 LIMIT 1",
  )
    .bind(m.id)
    .first<number>("hit"))
    ? 1
    : 0;
  return ok(single(m, new Map(parent ? [[m.parent_id, parent]] : [])));
}

/**
 * POST /submit (JSON Menu; id → update). name, code required; code unique among live rows
 * (菜单编号已存在!); category 1|2; parent must be a live menu (not a button). BladeX answers
 * R.data({"id": "<id>"}). A new child joins its parent's top menus; a rename drops the seeded
 * locale key (i18n) so the console shows the new name.
 */
async function submit(ctx: RouteContext): Promise<Response> {
  const submit = await submitted(ctx, (id) => findMenu(ctx, id));
  if (submit instanceof Response) return submit;
  const { body: b, id, existing } = submit;

  const name = fieldOr(b, "name", existing?.name ?? null);
  if (!name) return fail("菜单名称不能为空");
  const code = fieldOr(b, "code", existing?.code ?? null);
  if (!code) return fail("菜单编号不能为空");
  const category = "category" in b ? (integer(b.category) ?? 1) : (existing?.category ?? 1);
  if (category !== 1 && category !== 2) return fail("菜单类型只能是1(菜单)或2(按钮)");
  const action = "action" in b ? (integer(b.action) ?? 0) : (existing?.action ?? 0);
  if (!(action >= 0 && action <= 3)) return fail("按钮功能只能是0、1、2、3");
  const isOpen = "isOpen" in b ? (integer(b.isOpen) ?? 1) : (existing?.is_open ?? 1);
  if (![0, 1, 2].includes(isOpen)) return fail("新窗口打开只能是1(否)或2(是)");
  const sort = "sort" in b ? integer(b.sort) : (existing?.sort ?? undefined);
  if (Number.isNaN(sort)) return fail("菜单排序必须是整数");
  const parentId = fieldOr(b, "parentId", existing?.parent_id ?? "0") ?? "0";

  if (parentId !== "0") {
    const parent = await findMenu(ctx, parentId);
    if (!parent) return fail("上级菜单不存在");
    if (parent.category !== 1) return fail("父节点只可选择菜单类型!");
    if (existing) {
      const { results } = await ctx.env.DB.prepare("SELECT id, parent_id FROM blade_menu WHERE is_deleted = 0").all<{
        id: string;
        parent_id: string;
      }>();
      if (isDescendant(new Map(results.map((r) => [r.id, r.parent_id])), parentId, existing.id))
        return fail("父节点不可选择自身或子节点!");
    }
  }
  if (existing && category === 2) {
    const child = await ctx.env.DB.prepare(
      "SELECT 1 AS hit FROM blade_menu WHERE parent_id = ? AND is_deleted = 0 LIMIT 1",
    )
      .bind(existing.id)
      .first<number>("hit");
    if (child) return fail("有子节点的菜单不可改为按钮");
  }
  const dup = await ctx.env.DB.prepare(
    "SELECT 1 AS hit FROM blade_menu WHERE code = ? AND is_deleted = 0 AND id <> ? LIMIT 1",
  )
    .bind(code, id ?? "")
    .first<number>("hit");
  if (dup) return fail("菜单编号已存在!");

  const alias = fieldOr(b, "alias", existing?.alias ?? null);
  const path = fieldOr(b, "path", existing?.path ?? null);
  const source = fieldOr(b, "source", existing?.source ?? null);
  const remark = fieldOr(b, "remark", existing?.remark ?? null);
  const values = [parentId, code, name, alias, path, source, sort ?? null, category, action, isOpen, remark];
  if (existing) {
    const renamed = existing.name !== name || existing.code !== code;
    await ctx.env.DB.prepare(
      `UPDATE blade_menu SET parent_id = ?, code = ?, name = ?, alias = ?, path = ?, source = ?, sort = ?, category = ?, action = ?,
       is_open = ?, remark = ?${renamed ? ", i18n = NULL" : ""} WHERE id = ?`,
    )
      .bind(...values, existing.id)
      .run();
    return ok({ id: existing.id });
  }
  const newMenu = newId();
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(
      `INSERT INTO blade_menu (id, parent_id, code, name, alias, path, source, sort, category, action, is_open, remark, i18n, is_deleted)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)`,
    ).bind(newMenu, ...values),
    ctx.env.DB.prepare(
      "INSERT OR IGNORE INTO blade_top_menu_setting (top_menu_id, menu_id) SELECT top_menu_id, ? FROM blade_top_menu_setting WHERE menu_id = ?",
    ).bind(newMenu, parentId),
  ]);
  return ok({ id: newMenu });
}

/** POST /remove (ids): live children → HTTP 400 请先删除子节点!; else soft delete and drop its role and top-menu grants. */
async function remove(ctx: RouteContext): Promise<Response> {
  const ids = await idsParam(ctx, true);
  if (!ids) return paramMissing("ids");
  if (ids.length === 0) return fail("操作失败");
  const list = marks(ids.length);
  const child = await ctx.env.DB.prepare(
    `SELECT 1 AS hit FROM blade_menu WHERE parent_id IN (${list}) AND is_deleted = 0 LIMIT 1`,
  )
    .bind(...ids)
    .first<number>("hit");
  if (child) return serviceError("请先删除子节点!");
  const [deleted] = await ctx.env.DB.batch([
    ctx.env.DB.prepare(`UPDATE blade_menu SET is_deleted = 1 WHERE id IN (${list}) AND is_deleted = 0`).bind(...ids),
    ctx.env.DB.prepare(`DELETE FROM blade_role_menu WHERE menu_id IN (${list})`).bind(...ids),
    ctx.env.DB.prepare(`DELETE FROM blade_top_menu_setting WHERE menu_id IN (${list})`).bind(...ids),
  ]);
  return changed(deleted!);
}

/** GET /tree: TreeNode[] of the live category-1 menus (title = name). */
async function tree(ctx: RouteContext): Promise<Response> {
  const rows = await liveMenus(ctx, " AND category = 1");
  return ok(mergeForest(rows.map((m) => treeNode(m.id, m.parent_id, m.name))));
}

/** GET /grant-tree: {menu: TreeNode[] (menus with their buttons), dataScope: [], apiScope: []}; non-administrators see what their roles hold. */
async function grantTree(ctx: RouteContext): Promise<Response> {
  const user = ctx.user!;
  let rows: Row[];
  if (isAdministrator(user)) rows = await liveMenus(ctx);
  else if (user.roleIds.length === 0) rows = [];
  else
    rows = await liveMenus(
      ctx,
      ` AND id IN (SELECT menu_id FROM blade_role_menu WHERE role_id IN (${marks(user.roleIds.length)}))`,
      user.roleIds,
    );
  return ok({ menu: mergeForest(rows.map((m) => treeNode(m.id, m.parent_id, m.name))), dataScope: [], apiScope: [] });
}

/** GET /role-tree-keys (roleIds, comma-joined): {menu: [ids granted to those roles of the caller's tenant], dataScope: [], apiScope: []}. */
async function roleTreeKeys(ctx: RouteContext): Promise<Response> {
  const roleIds = (queryParam(ctx, "roleIds") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d{1,19}$/.test(s))
    .slice(0, 90);
  if (roleIds.length === 0) return ok({ menu: [], dataScope: [], apiScope: [] });
  const { results } = await ctx.env.DB.prepare(
    `SELECT DISTINCT rm.menu_id FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id JOIN blade_menu m ON m.id = rm.menu_id
     WHERE r.tenant_id = ? AND r.is_deleted = 0 AND m.is_deleted = 0 AND rm.role_id IN (${marks(roleIds.length)}) ORDER BY rm.menu_id`,
  )
    .bind(ctx.user!.tenantId, ...roleIds)
    .all<{ menu_id: string }>();
  return ok({ menu: results.map((r) => r.menu_id), dataScope: [], apiScope: [] });
}

export const menuManagementRoutes: Route[] = serveEach(system.menu, {
  list: (ctx) => list(ctx, false),
  menuList: (ctx) => list(ctx, true),
  lazyList: (ctx) => lazyList(ctx, false),
  lazyMenuList: (ctx) => lazyList(ctx, true),
  detail,
  submit,
  remove,
  tree,
  grantTree,
  roleTreeKeys,
});

/**
 * /api/cloud-system, the organisation: menus, top menus, roles, departments, posts, tenants, the
 * roles' disabled fields, the marketing site's external ticket (spec §7 Menu and roles,
 * Department, Other system) (ADR 031). Part of the `system` service (system.ts).
 */
import { z } from "zod";
import { bladex, del, get, post, shape, spec, firstId } from "./define.ts";
import { done, flag, id, list, maybe, numeric, page, type Paging, record, str, text, time, tree } from "./wire.ts";

/** A menu node as the sidebar and the permission tree read it. */
export const menuNode = tree({
  id,
  parentId: id.nullish(),
  code: text,
  name: str,
  alias: text,
  path: text,
  source: text,
  category: numeric,
  sort: numeric,
});

/** A MenuVO of 菜单管理 (lazy-list, detail): the menu's fields, its names, hasChildren. */
export const menuRow = record({
  id,
  parentId: id.nullish(),
  parentName: text,
  code: text,
  name: str,
  alias: text,
  path: text,
  source: text,
  sort: numeric,
  category: numeric,
  action: numeric,
  isOpen: numeric,
  remark: text,
  hasChildren: flag,
});

/** A TreeNode (menu/role/dept trees, the grant tree): id, title, children. */
export const treeNode = tree({ id, parentId: id.nullish(), title: text, hasChildren: flag });

/** A top menu (顶部菜单). */
export const topMenu = record({ id, code: text, name: str, source: text, sort: numeric });

/** A RoleVO (角色管理): the role, its parent's name, its children. */
export const roleNode = tree({
  id,
  parentId: id.nullish(),
  parentName: text,
  roleName: text,
  roleAlias: text,
  sort: numeric,
});

/** The menus (and scopes) a grant tree or a role's keys hold. */
const grantKeys = record({ menu: list(id).nullish() });

/** A department as its detail answers it. */
export const deptDetail = record({
  id,
  parentId: id.nullish(),
  deptName: text,
  fullName: text,
  linkphone: text,
  deptCategory: numeric,
  sort: numeric,
});

/** A DeptVO of 部门管理 (page, lazy-list, list): the department and its names. */
export const deptRow = record({
  id,
  parentId: id.nullish(),
  parentName: text,
  deptName: text,
  fullName: text,
  deptCategory: numeric,
  deptCategoryName: text,
  linkphone: text,
  sort: numeric,
  remark: text,
  createTime: time,
  hasChildren: flag,
});

/** A search row of the department picker (getDeptByNameOrNo). */
export const deptSearchRow = record({ id, deptName: text, fullName: text });

/** A post (岗位) of the user form's select. */
export const postRow = record({ id, postName: text });

/** The marketing site's single-use ticket: the header to send it in, and the ticket. */
export const externalTicket = record({ headerName: text, token: text });

export type MenuRow = z.output<typeof menuRow>;
export type RoleNode = z.output<typeof roleNode>;
export type DeptRow = z.output<typeof deptRow>;
export type TreeNodeRow = z.output<typeof treeNode>;

const MENU_FILTERS = shape<{ parentId?: string; name?: string; code?: string; alias?: string }>();
const PARITY = "served as BladeX does; the console does not call it";

/** The first record's id of a list (or tree) answer, for a probe's detail. */

const lazyList = get("/api/cloud-system/menu/lazy-list", list(menuRow), {
  query: MENU_FILTERS,
  source: spec("§7 Menu and roles"),
});
const roleList = get("/api/cloud-system/role/list", list(roleNode), {
  query: shape<{ roleName?: string; roleAlias?: string }>(),
  source: bladex("RoleController#list (blade-system)"),
});
const deptPage = get("/api/cloud-system/dept/page", page(deptRow), {
  query: shape<Paging & { deptName?: string; fullName?: string; deptCategory?: string; parentId?: string }>(),
  source: spec("§7 Department"),
});

export const systemOrg = {
  menu: {
    /** GET /menu/buttons (spec §7 Menu and roles): the operator's button tree, read at sign-in. */
    buttons: get("/api/cloud-system/menu/buttons", list(menuNode), { source: spec("§7 Menu and roles") }),
    /**
     * GET /menu/routes[?topMenuId=] (spec §7 Menu and roles): the operator's sidebar tree. On the
     * gateway's skip list: an unrecognised token gets empty data, read as a 401.
     */
    routes: get("/api/cloud-system/menu/routes", list(menuNode), {
      query: shape<{ topMenuId?: string }>(),
      access: "skip",
      source: spec("§7 Menu and roles"),
    }),
    /** GET /menu/top-menu (spec §7 Menu and roles): the top menus the operator's roles grant. */
    topMenu: get("/api/cloud-system/menu/top-menu", list(topMenu), {
      access: "skip",
      source: spec("§7 Menu and roles"),
    }),
    /** GET /menu/list (code, name, alias): the MenuVO tree of every category. */
    list: get("/api/cloud-system/menu/list", list(menuNode), {
      query: MENU_FILTERS,
      source: bladex(`MenuController#list (blade-system); ${PARITY}`),
    }),
    /** GET /menu/menu-list: the MenuVO tree of the menus (no buttons). */
    menuList: get("/api/cloud-system/menu/menu-list", list(menuNode), {
      query: MENU_FILTERS,
      source: bladex(`MenuController#menuList (blade-system); ${PARITY}`),
    }),
    /** GET /menu/lazy-list?parentId= (or name/code across levels) (spec §7): one level of 菜单管理. */
    lazyList,
    /** GET /menu/lazy-menu-list?parentId= (spec §7): one level, menus only. */
    lazyMenuList: get("/api/cloud-system/menu/lazy-menu-list", list(menuRow), {
      query: MENU_FILTERS,
      source: spec("§7 Menu and roles"),
    }),
    /** GET /menu/detail?id= (spec §7): one MenuVO. */
    detail: get("/api/cloud-system/menu/detail", maybe(menuRow), {
      query: shape<{ id: string }>(),
      source: spec("§7 Menu and roles"),
      probe: { after: () => lazyList, pick: firstId },
    }),
    /** POST /menu/submit (spec §7): a new menu, or a change with its id. */
    submit: post("/api/cloud-system/menu/submit", done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "menu_add",
      source: spec("§7 Menu and roles"),
    }),
    /** POST /menu/remove?ids= (spec §7). */
    remove: post("/api/cloud-system/menu/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "menu_delete",
      source: spec("§7 Menu and roles"),
    }),
    /** GET /menu/tree: the menus as TreeNodes. */
    tree: get("/api/cloud-system/menu/tree", list(treeNode), {
      source: bladex(`MenuController#tree (blade-system); ${PARITY}`),
    }),
    /** GET /menu/grant-tree: the menus (with their buttons) an operator may grant, as TreeNodes. */
    grantTree: get("/api/cloud-system/menu/grant-tree", maybe(record({ menu: list(treeNode).nullish() })), {
      source: bladex("MenuController#grantTree (blade-system)"),
    }),
    /** GET /menu/role-tree-keys?roleIds=: the menu ids the roles hold. */
    roleTreeKeys: get("/api/cloud-system/menu/role-tree-keys", maybe(grantKeys), {
      query: shape<{ roleIds: string }>(),
      source: bladex("MenuController#roleTreeKeys (blade-system)"),
      probe: { query: { roleIds: "$roleId" } },
    }),
  },
  role: {
    /** GET /role/list (roleName, roleAlias): the tenant's RoleVO tree, whole. */
    list: roleList,
    /** GET /role/tree: the tenant's roles as TreeNodes (role choices, the user scope). */
    tree: get("/api/cloud-system/role/tree", list(treeNode), {
      query: shape<{ tenantId?: string }>(),
      source: bladex("RoleController#tree (blade-system)"),
    }),
    /** GET /role/tree-by-id?roleId=: the role and those below it. */
    treeById: get("/api/cloud-system/role/tree-by-id", list(treeNode), {
      query: shape<{ roleId: string }>(),
      source: bladex(`RoleController#treeById (blade-system); ${PARITY}`),
      probe: { query: { roleId: "$roleId" } },
    }),
    /** GET /role/detail?id=: one RoleVO. */
    detail: get("/api/cloud-system/role/detail", maybe(roleNode), {
      query: shape<{ id: string }>(),
      source: bladex("RoleController#detail (blade-system)"),
      probe: { after: () => roleList, pick: firstId },
    }),
    /** GET /role/select: the tenant's roles, flat. */
    select: get("/api/cloud-system/role/select", list(record({ id, roleName: text })), {
      source: bladex(`RoleController#select (blade-system); ${PARITY}`),
    }),
    /** POST /role/submit: a new role, or a change with its id. */
    submit: post("/api/cloud-system/role/submit", done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "role_add",
      source: bladex("RoleController#submit (blade-system)"),
    }),
    /** POST /role/remove?ids=. */
    remove: post("/api/cloud-system/role/remove", done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "role_delete",
      source: bladex("RoleController#remove (blade-system)"),
    }),
    /** POST /role/grant: the menus (and scopes) the roles hold from now on. */
    grant: post("/api/cloud-system/role/grant", done, {
      bodyType: shape<{ roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }>(),
      permission: "role_grant",
      source: bladex("RoleController#grant (blade-system)"),
    }),
  },
  dept: {
    /** GET /dept/page (spec §7 Department): a search of 部门管理, flat. */
    page: deptPage,
    /** GET /dept/list: the tenant's DeptVO tree, whole. */
    list: get("/api/cloud-system/dept/list", list(tree({ id, parentId: id.nullish(), deptName: text })), {
      query: shape<{ tenantId?: string; deptName?: string; fullName?: string }>(),
      source: bladex(`DeptController#list (blade-system); ${PARITY}`),
    }),
    /** GET /dept/lazy-list?parentId= (spec §7): one level of 部门管理. */
    lazyList: get("/api/cloud-system/dept/lazy-list", list(deptRow), {
      query: shape<{ parentId?: string; tenantId?: string; deptName?: string; fullName?: string }>(),
      source: spec("§7 Department"),
    }),
    /** GET /dept/tree[?tenantId=] (spec §7): the tenant's departments as TreeNodes (choices, scopes). */
    tree: get("/api/cloud-system/dept/tree", list(treeNode), {
      query: shape<{ tenantId?: string }>(),
      source: spec("§7 Department"),
    }),
    /** GET /dept/lazy-tree?parentId=: one level as TreeNodes. */
    lazyTree: get("/api/cloud-system/dept/lazy-tree", list(treeNode), {
      query: shape<{ parentId?: string; tenantId?: string }>(),
      source: bladex(`DeptController#lazyTree (blade-system); ${PARITY}`),
    }),
    /** GET /dept/detail?id= (spec §7 Department): one department (名称, 联系电话 …). */
    detail: get("/api/cloud-system/dept/detail", maybe(deptDetail), {
      query: shape<{ id: string }>(),
      source: spec("§7 Department"),
      probe: { query: { id: "$deptId" } },
    }),
    /** POST /dept/submit (spec §7): a new department, or a change with its id. */
    submit: post("/api/cloud-system/dept/submit", done, {
      bodyType: shape<Record<string, unknown>>(),
      permission: "dept_add",
      source: spec("§7 Department"),
    }),
    /** DELETE /dept/remove?id= (spec §7). */
    remove: del("/api/cloud-system/dept/remove", done, {
      query: shape<{ id: string }>(),
      permission: "dept_delete",
      source: spec("§7 Department"),
    }),
    /** DELETE /dept/batchDelete?ids= (spec §7): all or nothing. */
    batchDelete: del("/api/cloud-system/dept/batchDelete", done, {
      query: shape<{ ids: string }>(),
      permission: "dept_delete",
      source: spec("§7 Department"),
    }),
    /** GET /dept/getDeptByNameOrNo (spec §7 Department): the department picker's search. */
    search: get("/api/cloud-system/dept/getDeptByNameOrNo", page(deptSearchRow), {
      query: shape<Paging & { keywordStr?: string }>(),
      source: spec("§7 Department"),
      probe: { query: { keywordStr: "a", current: "1", size: "5" } },
    }),
  },
  post: {
    /** GET /post/select: the tenant's posts (岗位) for the user form. */
    select: get("/api/cloud-system/post/select", list(postRow), {
      source: bladex("PostController#select (blade-system)"),
    }),
  },
  dataFiled: {
    /** GET /data-filed/getRoleDisableFields?roleId= (spec §7 Menu and roles, §6): the role's disabled fields. */
    roleDisableFields: get(
      "/api/cloud-system/data-filed/getRoleDisableFields",
      z.union([z.array(z.unknown()), z.looseObject({}), z.null()]),
      {
        query: shape<{ roleId: string }>(),
        source: spec("§7 Menu and roles"),
        probe: { query: { roleId: "$roleId" } },
      },
    ),
  },
  tenant: {
    /** GET /tenant/select: the tenants an operator may filter by (the platform's: all; any other tenant: itself). */
    select: get("/api/cloud-system/tenant/select", list(record({ tenantId: str, tenantName: text })), {
      source: bladex("TenantController#select (blade-system)"),
    }),
    /** GET /tenant/info?domain=: the tenant a host names (BladeX TenantController#info), no token. */
    info: get("/api/cloud-system/tenant/info", maybe(record({ tenantId: str })), {
      query: shape<{ domain: string }>(),
      access: "public",
      source: bladex(
        "TenantController#info (blade-system): the tenant of a domain; the spec lists the lookup without its path",
      ),
      probe: { query: { domain: "localhost" } },
    }),
  },
  external: {
    /**
     * GET /getExternalTicket (spec §7 Other system): a single-use ticket (`headerName`, `token`)
     * that opens the tenant's marketing link signed in. Each call issues a ticket the marketing
     * site consumes: not a read the probe should make (effect "write").
     */
    ticket: get("/api/cloud-system/getExternalTicket", maybe(externalTicket), {
      effect: "write",
      source: spec("§7 Other system"),
    }),
  },
};

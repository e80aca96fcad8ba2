/**
 * /api/cloud-system, the organisation: menus, top menus, roles, departments, posts, tenants, the
 * roles' disabled fields (spec §7 Menu and roles, Department) (ADR 031). Part of the `system`
 * service (system.ts).
 */
import { z } from "zod";
import { assumed, bladex, get, shape, spec } from "./define.ts";
import { id, list, maybe, numeric, page, type Paging, record, str, text, tree } from "./wire.ts";

/** A menu node as the sidebar and the permission tree read it. */
export const menuNode = tree({ id, parentId: id.nullish(), code: text, name: str, alias: text, path: text, source: text, category: numeric, sort: numeric });

/** A top menu (顶部菜单). */
export const topMenu = record({ id, code: text, name: str, source: text, sort: numeric });

/** A department as its detail answers it. */
export const deptDetail = record({ id, parentId: id.nullish(), deptName: text, fullName: text, linkphone: text, deptCategory: numeric, sort: numeric });

/** A search row of the department picker (getDeptByNameOrNo). */
export const deptSearchRow = record({ id, deptName: text, fullName: text });

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
    topMenu: get("/api/cloud-system/menu/top-menu", list(topMenu), { access: "skip", source: spec("§7 Menu and roles") }),
  },
  dept: {
    /** GET /dept/detail?id= (spec §7 Department): one department (名称, 联系电话 …). */
    detail: get("/api/cloud-system/dept/detail", maybe(deptDetail), {
      query: shape<{ id: string }>(),
      source: spec("§7 Department"),
      probe: { query: { id: "$deptId" } },
    }),
    /** GET /dept/getDeptByNameOrNo (spec §7 Department): the department picker's search. */
    search: get("/api/cloud-system/dept/getDeptByNameOrNo", page(deptSearchRow), {
      query: shape<Paging & { keywordStr?: string }>(),
      source: spec("§7 Department"),
      probe: { query: { keywordStr: "a", current: "1", size: "5" } },
    }),
  },
  dataFiled: {
    /** GET /data-filed/getRoleDisableFields?roleId= (spec §7 Menu and roles, §6): the role's disabled fields. */
    roleDisableFields: get("/api/cloud-system/data-filed/getRoleDisableFields", z.union([z.array(z.unknown()), z.looseObject({}), z.null()]), {
      query: shape<{ roleId: string }>(),
      source: spec("§7 Menu and roles"),
      probe: { query: { roleId: "$roleId" } },
    }),
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
      source: assumed("BladeX TenantController#info; the spec lists the tenant lookup by domain without its path"),
      probe: { query: { domain: "localhost" } },
    }),
  },
};

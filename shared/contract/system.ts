/**
 * /api/cloud-system: tenants, the tenant's theme and settings, menus, roles, departments,
 * dictionaries, reference data (spec §7 Menu and roles, Dictionary, Department, Other system,
 * Sensitive words) (ADR 031).
 */
import { z } from "zod";
import { assumed, get, service, shape, spec } from "./define.ts";
import { count, id, list, maybe, numeric, page, type Paging, record, str, text, tree } from "./wire.ts";

/** A menu node as the sidebar and the permission tree read it. */
export const menuNode = tree({ id, parentId: id.nullish(), code: text, name: str, alias: text, path: text, source: text, category: numeric, sort: numeric });

/** A top menu (顶部菜单). */
export const topMenu = record({ id, code: text, name: str, source: text, sort: numeric });

/** A tenant's design (机构主题): theme, logo reference, title. */
export const tenantDesign = record({ tenantId: text, webTheme: text, leftLogo: text, title: text });

/** A tenant's common settings as the sign-in page reads them. */
export const tenantCommonConfig = record({
  tenantId: text,
  captchaEnabled: count.nullish(),
  marketingLink: text,
  tokenTime: count.nullish(),
  loginModes: text,
  autoLockMinutes: count.nullish(),
});

/** A dictionary entry (DictVO): key, value, sealed. */
export const dictEntry = record({ id: id.optional(), code: text, dictKey: text, dictValue: text, isSealed: numeric, sort: numeric });

/** A search row of the department picker (getDeptByNameOrNo). */
export const deptSearchRow = record({ id, deptName: text, fullName: text });

export const system = service("system", {
  dict: {
    /** GET /dict/dictionary?code= (spec §7 Dictionary): a system dictionary's entries. */
    dictionary: get("/api/cloud-system/dict/dictionary", list(dictEntry), {
      query: shape<{ code: string }>(),
      source: spec("§7 Dictionary"),
      probe: { query: { code: "pay_type" } },
    }),
  },
  dictBiz: {
    /** GET /dict-biz/dictionary?code= (spec §7 Dictionary): the tenant's business dictionary. */
    dictionary: get("/api/cloud-system/dict-biz/dictionary", list(dictEntry), {
      query: shape<{ code: string }>(),
      source: spec("§7 Dictionary"),
      probe: { query: { code: "agent_status" } },
    }),
  },
  sensitive: {
    /** GET /sensitive/checkWord?word= (spec §7 Sensitive words): true (or a refusal) when the word holds a sensitive one. */
    checkWord: get("/api/cloud-system/sensitive/checkWord", z.union([z.boolean(), z.string(), z.number(), z.null(), z.looseObject({})]), {
      query: shape<{ word: string }>(),
      source: spec("§7 Sensitive words"),
      probe: { query: { word: "probe" } },
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
  dept: {
    /** GET /dept/getDeptByNameOrNo (spec §7 Department): the department picker's search. */
    search: get("/api/cloud-system/dept/getDeptByNameOrNo", page(deptSearchRow), {
      query: shape<Paging & { keywordStr?: string }>(),
      source: spec("§7 Department"),
      probe: { query: { keywordStr: "a", current: "1", size: "5" } },
    }),
  },
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
  tenant: {
    /** GET /tenant/info?domain=: the tenant a host names (BladeX TenantController#info), no token. */
    info: get("/api/cloud-system/tenant/info", maybe(record({ tenantId: str })), {
      query: shape<{ domain: string }>(),
      access: "public",
      source: assumed("BladeX TenantController#info; the spec lists the tenant lookup by domain without its path"),
      probe: { query: { domain: "localhost" } },
    }),
  },
  deptDesign: {
    /** GET /dept-design/getInfoByTenantId (spec §7 Department): the sign-in page's theme, no token. */
    byTenant: get("/api/cloud-system/dept-design/getInfoByTenantId", maybe(tenantDesign), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      source: spec("§7 Department"),
    }),
    /** GET /dept-design/logo?tenantId=: the current logo's bytes, the one public file (ADR 030). */
    logo: get("/api/cloud-system/dept-design/logo", z.unknown(), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      effect: "file",
      source: assumed("the sign-in page needs the logo without a session; files are served by reference (ADR 030)"),
    }),
  },
  commonSetting: {
    /** GET /common-setting/getCommonConfigByTenantId (spec §7 Other system), no token. */
    byTenant: get("/api/cloud-system/common-setting/getCommonConfigByTenantId", maybe(tenantCommonConfig), {
      query: shape<{ tenantId: string }>(),
      access: "public",
      source: spec("§7 Other system"),
    }),
  },
});

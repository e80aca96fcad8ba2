/**
 * The menus as seeded from the catalogue (catalogue.ts): seed_v1's menus, the administrator and
 * operator grants, the top menus (业务 / 系统) and which menus each shows; seed_v2_shell's 帮助中心
 * and `meta.roles`.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, SEED_TIME, type SeedData } from "../../core/seed";
import { type LaterButton, type LaterMenu, laterButtonRows, type MenuRow, menuRows, screensByCode } from "./catalogue";

/**
 * Menus added after the first seed (seed_v2): fixed ids outside the catalogue's sequence, so
 * its ids never shift. 帮助中心 is an external page (the console's embedded frame).
 */
export const EXTRA_MENUS: LaterMenu[] = [
  {
    id: seedId(17, 901),
    parentCode: "system",
    code: "helpCenter",
    name: "帮助中心",
    alias: "menu",
    path: "https://help.example.com/console/index.html",
    source: "circle-help",
    sort: 12,
    category: 1,
    action: 0,
    i18n: "menu.helpCenter",
    top: "system",
  },
];

/**
 * Buttons added after the first seed (seed_v7_export_buttons): 导出 on the system lists the console
 * exports (its kit, ADR 015). Fixed ids outside the catalogue's sequence; each is granted to the
 * administrator roles holding its screen.
 */
export const EXTRA_BUTTONS: LaterButton[] = [
  { id: seedId(18, 901), screen: "user", code: "user_export", kind: "export" },
  { id: seedId(18, 902), screen: "mcc", code: "mcc_export", kind: "export" },
  { id: seedId(18, 903), screen: "bankInfo", code: "bank_info_export", kind: "export" },
  { id: seedId(18, 904), screen: "apiLog", code: "log_api_export", kind: "export" },
  { id: seedId(18, 905), screen: "errorLog", code: "log_error_export", kind: "export" },
  { id: seedId(18, 906), screen: "usualLog", code: "log_usual_export", kind: "export" },
];

/** `meta.roles` of route nodes (menu code → role aliases); the console hides the item for other roles. */
export const MENU_ROLES: Record<string, string[]> = { platformInfo: ["administrator"] };

/** A catalogue entry as a blade_menu row. */
export function menuRow(m: Omit<MenuRow, "parentId" | "op">, parentId: string): Row {
  return {
    id: m.id,
    parent_id: parentId,
    code: m.code,
    name: m.name,
    alias: m.alias,
    path: m.path,
    source: m.source,
    sort: m.sort,
    category: m.category,
    action: m.action,
    is_open: 1,
    remark: null,
    i18n: m.i18n,
    is_deleted: 0,
  };
}

/**
 * The update that grants a later menu or button to every administrator role holding `holderId`
 * (its screen, or the screen a later menu stands beside), in every tenant.
 */
export function grantAdministratorsHolding(menuId: string, holderId: string): [string, string[]] {
  return [
    "INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) SELECT rm.role_id, ? FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id " +
      "WHERE rm.menu_id = ? AND r.role_alias = 'administrator'",
    [menuId, holderId],
  ];
}

/** A tenant's top menus (业务 / 系统), each showing the catalogue's menus of its group. */
export type TopMenuSeed = {
  id: string;
  tenant: string;
  code: "business" | "system";
  name: string;
  source: string;
  sort: number;
};

/** The rows of `tops` and of which catalogue menus each shows. */
export function topMenuRows(tops: TopMenuSeed[], menus: MenuRow[]): SeedData["rows"] {
  const settings: Row[] = [];
  for (const t of tops) {
    for (const m of menus) {
      if (m.top === "both" || m.top === t.code) settings.push({ top_menu_id: t.id, menu_id: m.id });
    }
  }
  return [
    [
      "blade_top_menu",
      tops.map((t) => ({
        id: t.id,
        tenant_id: t.tenant,
        code: t.code,
        name: t.name,
        source: t.source,
        sort: t.sort,
        create_time: SEED_TIME,
        status: 1,
        is_deleted: 0,
      })),
    ],
    ["blade_top_menu_setting", settings],
  ];
}

const TOPS: TopMenuSeed[] = [
  { id: SEED.topBusiness1, tenant: "000001", code: "business", name: "业务", source: "layout-grid", sort: 1 },
  { id: SEED.topSystem1, tenant: "000001", code: "system", name: "系统", source: "settings", sort: 2 },
  { id: seedId(19, 3), tenant: "000002", code: "business", name: "业务", source: "layout-grid", sort: 1 },
  { id: seedId(19, 4), tenant: "000002", code: "system", name: "系统", source: "settings", sort: 2 },
];

/** seed_v1: every catalogue menu, granted to both administrator roles (the operator: what `op` marks), and the top menus. */
export function menuSeed(): SeedData {
  const menus = menuRows();
  const roleMenus: Row[] = [];
  for (const m of menus) {
    roleMenus.push({ role_id: SEED.roleAdmin1, menu_id: m.id }, { role_id: SEED.roleAdmin2, menu_id: m.id });
    if (m.op) roleMenus.push({ role_id: SEED.roleOperator1, menu_id: m.id });
  }
  return {
    rows: [
      ["blade_menu", menus.map((m) => menuRow(m, m.parentId))],
      ["blade_role_menu", roleMenus],
      ...topMenuRows(TOPS, menus),
      [
        "blade_role_top_menu",
        [
          ...TOPS.filter((t) => t.tenant === "000001").map((t) => ({ role_id: SEED.roleAdmin1, top_menu_id: t.id })),
          ...TOPS.filter((t) => t.tenant === "000002").map((t) => ({ role_id: SEED.roleAdmin2, top_menu_id: t.id })),
          { role_id: SEED.roleOperator1, top_menu_id: SEED.topBusiness1 },
        ],
      ],
    ],
  };
}

/** seed_v2_shell: the menus added after the first seed (帮助中心), for the administrators, and `meta.roles`. */
export function menuShellSeed(): SeedData {
  const parents = screensByCode();
  const menus: Row[] = [];
  const roleMenus: Row[] = [];
  const topSettings: Row[] = [];
  for (const m of EXTRA_MENUS) {
    menus.push(menuRow(m, parents.get(m.parentCode)?.id ?? "0"));
    roleMenus.push({ role_id: SEED.roleAdmin1, menu_id: m.id }, { role_id: SEED.roleAdmin2, menu_id: m.id });
    const tops =
      m.top === "both"
        ? [SEED.topBusiness1, SEED.topSystem1, seedId(19, 3), seedId(19, 4)]
        : m.top === "system"
          ? [SEED.topSystem1, seedId(19, 4)]
          : [SEED.topBusiness1, seedId(19, 3)];
    for (const top of tops) topSettings.push({ top_menu_id: top, menu_id: m.id });
  }
  return {
    rows: [
      ["blade_menu", menus],
      ["blade_role_menu", roleMenus],
      ["blade_top_menu_setting", topSettings],
    ],
    updates: Object.entries(MENU_ROLES).map(([code, roles]): [string, string[]] => [
      "UPDATE blade_menu SET roles = ? WHERE code = ? AND category = 1",
      [roles.join(","), code],
    ]),
  };
}

/**
 * seed_v7_export_buttons: the 导出 buttons of the exporting system lists, each granted to every
 * administrator role that holds its screen then (of every tenant, the load and export tenants' too).
 */
export function exportButtonsSeed(): SeedData {
  return laterButtonsSeed(EXTRA_BUTTONS);
}

/**
 * Later buttons as a seed: their rows, each granted to the administrators holding its screen, and
 * the menus (the catalogue's or these buttons', by code) `grants` gives other roles.
 */
export function laterButtonsSeed(later: LaterButton[], grants: [role: string, codes: string[]][] = []): SeedData {
  const buttons = laterButtonRows(later);
  const byCode = new Map([...menuRows(), ...buttons].map((m) => [m.code, m.id]));
  const roleMenus = grants.flatMap(([role, codes]) =>
    codes.map((code) => ({ role_id: role, menu_id: byCode.get(code)! })),
  );
  return {
    rows: [
      ["blade_menu", buttons.map((b) => menuRow(b, b.parentId))],
      ["blade_role_menu", roleMenus],
    ],
    updates: buttons.map((b) => grantAdministratorsHolding(b.id, b.parentId)),
  };
}

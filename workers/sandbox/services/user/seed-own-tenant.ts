/**
 * A tenant of its own for a tool (seed_v5_load's 000003, seed_v6_export's 000004): no captcha,
 * theme-fhb, one dept and post, and one administrator role holding every catalogue menu and
 * button under both top menus, held by every user (password 123456). Ids: `seedId(kind, 1…9)`, the
 * users `seedId(kind, 1001…)`. Bulk rows only (no per-user hashing). Nothing here touches another tenant.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED_TIME, type SeedData } from "../../core/seed";
import { menuRows } from "../menu/catalogue";
import { topMenuRows } from "../menu/seed";
import { staffUserRow } from "./seed";

export interface OwnTenant {
  kind: number;
  tenant: string;
  /** The tenant's name; its title is `<name>运营管理系统`. */
  name: string;
  domain: string;
  linkman: string;
  deptName: string;
  /** The dept's remark: what the tenant is for. */
  remark: string;
  roleName: string;
  users: OwnUser[];
}

export interface OwnUser {
  account: string;
  code: string;
  /** Name and real name. */
  name: string;
  email: string;
}

/** The seeded ids of an own tenant (kind → dept, post, role, top menus). */
function ownTenantIds(kind: number) {
  return {
    dept: seedId(kind, 2),
    post: seedId(kind, 3),
    role: seedId(kind, 4),
    tops: [seedId(kind, 5), seedId(kind, 6)],
  } as const;
}

function userRows(t: OwnTenant): Row[] {
  const { dept, post, role } = ownTenantIds(t.kind);
  return t.users.map((u, i) =>
    staffUserRow({
      ...u,
      id: seedId(t.kind, 1001 + i),
      tenant: t.tenant,
      phone: null,
      birthday: null,
      sex: null,
      role,
      dept,
      post,
      by: { user: null, dept },
      time: SEED_TIME + i * 1000,
    }),
  );
}

/** The tenant, its settings, dept, post, role with its menus and top menus, and its users. */
export function ownTenantSeed(t: OwnTenant): SeedData {
  const { dept, post, role, tops } = ownTenantIds(t.kind);
  const [business, system] = tops;
  const menus = menuRows();
  return {
    rows: [
      [
        "blade_tenant",
        [
          {
            id: seedId(t.kind, 1),
            tenant_id: t.tenant,
            tenant_name: t.name,
            domain: t.domain,
            background_url: null,
            linkman: t.linkman,
            contact_number: null,
            address: null,
            account_number: -1,
            expire_time: null,
            status: 1,
            is_deleted: 0,
          },
        ],
      ],
      ["sandbox_tenant_setting", [{ tenant_id: t.tenant, captcha_enabled: 0, auth_style: "modern" }]],
      [
        "blade_common_setting",
        [
          {
            id: seedId(t.kind, 7),
            tenant_id: t.tenant,
            marketing_link: null,
            token_time: 3000,
            login_modes: "password",
            auto_lock_minutes: 10,
          },
        ],
      ],
      [
        "blade_dept_design",
        [
          {
            id: seedId(t.kind, 8),
            tenant_id: t.tenant,
            web_theme: "theme-fhb",
            left_logo: null,
            title: `${t.name}运营管理系统`,
            create_dept: dept,
          },
        ],
      ],
      ["cloud_flow_count", [{ id: seedId(t.kind, 9), tenant_id: t.tenant, is_pop: 0, flow_balance: "100000.00" }]],
      [
        "blade_dept",
        [
          {
            id: dept,
            tenant_id: t.tenant,
            parent_id: "0",
            ancestors: "0",
            dept_category: 1,
            dept_name: t.deptName,
            full_name: `${t.name}${t.deptName}`,
            sort: 1,
            remark: t.remark,
            linkphone: null,
            create_time: SEED_TIME,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_post",
        [{ id: post, tenant_id: t.tenant, category: 3, post_code: "operator", post_name: "运营专员", sort: 1 }],
      ],
      [
        "blade_role",
        [
          {
            id: role,
            tenant_id: t.tenant,
            parent_id: "0",
            role_name: t.roleName,
            role_alias: "administrator",
            sort: 1,
            is_deleted: 0,
          },
        ],
      ],
      ["blade_role_menu", menus.map((m) => ({ role_id: role, menu_id: m.id }))],
      ...topMenuRows(
        [
          { id: business, tenant: t.tenant, code: "business", name: "业务", source: "layout-grid", sort: 1 },
          { id: system, tenant: t.tenant, code: "system", name: "系统", source: "settings", sort: 2 },
        ],
        menus,
      ),
      ["blade_role_top_menu", tops.map((top) => ({ role_id: role, top_menu_id: top }))],
      ["blade_user", userRows(t)],
    ],
  };
}

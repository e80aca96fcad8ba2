/**
 * seed_v5_load: a tenant of its own for `npm run load` (scripts/load.mjs). One account holds one
 * session (signing it in again ends its other one), so the load test signs in as many accounts
 * as it runs sessions: load001 … load300, password 123456, all holding 压测管理员 (an
 * administrator of this tenant: every catalogue menu and button, MCC管理 among them). Nothing
 * here is in tenant 000001 or 000002, whose lists the tests count. Seed kind 30, one serial
 * range per table. Bulk rows only (no per-user hashing), so a fresh sandbox starts as fast.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED_TIME, type SeedData } from "../../core/seed";
import { menuRows } from "../menu/catalogue";
import { topMenuRows } from "../menu/seed";
import { INIT_PASSWORD_HASH } from "./seed";

const KIND = 30;
const TENANT = "000003";

export const LOAD_SEED = {
  tenant: TENANT,
  /** How many load accounts there are: the most sessions `npm run load` can sign in at once. */
  accounts: 300,
  account: (n: number) => `load${String(n).padStart(3, "0")}`,
  password: "123456",
  dept: seedId(KIND, 2),
  role: seedId(KIND, 4),
  tops: [seedId(KIND, 5), seedId(KIND, 6)],
} as const;

function users(): Row[] {
  return Array.from({ length: LOAD_SEED.accounts }, (_, i) => {
    const account = LOAD_SEED.account(i + 1);
    return {
      id: seedId(KIND, 1001 + i), tenant_id: TENANT, code: `L${String(i + 1).padStart(4, "0")}`, user_type: 1, account,
      password: INIT_PASSWORD_HASH, name: `压测员${i + 1}`, real_name: `压测员${i + 1}`, email: `${account}@load.sandbox`,
      role_id: LOAD_SEED.role, dept_id: LOAD_SEED.dept, post_id: seedId(KIND, 3), create_dept: LOAD_SEED.dept,
      create_time: SEED_TIME + i * 1000, update_time: SEED_TIME + i * 1000, status: 1, is_deleted: 0,
    };
  });
}

export function loadTenantSeed(): SeedData {
  const menus = menuRows();
  const [business, system] = LOAD_SEED.tops;
  return {
    rows: [
      ["blade_tenant", [{ id: seedId(KIND, 1), tenant_id: TENANT, tenant_name: "压测租户", domain: "load", background_url: null,
        linkman: "压测", contact_number: null, address: null, account_number: -1, expire_time: null, status: 1, is_deleted: 0 }]],
      ["sandbox_tenant_setting", [{ tenant_id: TENANT, captcha_enabled: 0, auth_style: "modern" }]],
      ["blade_common_setting", [{ id: seedId(KIND, 7), tenant_id: TENANT, marketing_link: null, token_time: 3000, login_modes: "password",
        auto_lock_minutes: 10 }]],
      ["blade_dept_design", [{ id: seedId(KIND, 8), tenant_id: TENANT, web_theme: "theme-fhb", left_logo: null, title: "压测租户运营管理系统",
        create_dept: LOAD_SEED.dept }]],
      ["cloud_flow_count", [{ id: seedId(KIND, 9), tenant_id: TENANT, is_pop: 0, flow_balance: "100000.00" }]],
      ["blade_dept", [{ id: LOAD_SEED.dept, tenant_id: TENANT, parent_id: "0", ancestors: "0", dept_category: 1, dept_name: "压测中心",
        full_name: "压测租户压测中心", sort: 1, remark: "npm run load", linkphone: null, create_time: SEED_TIME, is_deleted: 0 }]],
      ["blade_post", [{ id: seedId(KIND, 3), tenant_id: TENANT, category: 3, post_code: "operator", post_name: "运营专员", sort: 1 }]],
      ["blade_role", [{ id: LOAD_SEED.role, tenant_id: TENANT, parent_id: "0", role_name: "压测管理员", role_alias: "administrator", sort: 1,
        is_deleted: 0 }]],
      ["blade_role_menu", menus.map((m) => ({ role_id: LOAD_SEED.role, menu_id: m.id }))],
      ...topMenuRows([
        { id: business, tenant: TENANT, code: "business", name: "业务", source: "layout-grid", sort: 1 },
        { id: system, tenant: TENANT, code: "system", name: "系统", source: "settings", sort: 2 },
      ], menus),
      ["blade_role_top_menu", LOAD_SEED.tops.map((top) => ({ role_id: LOAD_SEED.role, top_menu_id: top }))],
      ["blade_user", users()],
    ],
  };
}

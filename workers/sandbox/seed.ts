/**
 * The deterministic seed: two tenants, their users, roles, menus, top menus, settings and
 * messages. Applied once, when the database is empty (see db.ts).
 */
import { md5Hex } from "../../shared/md5";
import { sha1Hex } from "./core/crypto";
import { seedId } from "./core/ids";
import { SEED } from "./core/seed";
import { menuRows } from "./services/menu/catalogue";
import {
  ACCESS_TOKEN_VALIDITY,
  REFRESH_TOKEN_VALIDITY,
  SABER_CLIENT_ID,
  SABER_CLIENT_SECRET,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_SOCIAL_SOURCE,
} from "./core/constants";

const SEED_TIME = Date.UTC(2026, 0, 5, 1, 30, 0);
const GRANTS = "password,refresh_token,captcha,social,sms_code";

function svgLogo(fill: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><path d="M18 44V20h15a9 9 0 0 1 0 18H26" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="46" cy="46" r="5" fill="${accent}"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function avatar(letter: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${fill}"/><text x="20" y="26" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

type Row = Record<string, string | number | null>;

interface UserSeed {
  n: number;
  tenant: string;
  account: string;
  plain: string;
  name: string;
  role: string;
  dept: string;
  post: string;
  phone: string;
  avatar?: string;
}

const USERS: UserSeed[] = [
  { n: 1, tenant: "000001", account: "admin", plain: "admin", name: "管理员", role: SEED.roleAdmin1, dept: SEED.deptHq1,
    post: seedId(13, 1), phone: "13800000000", avatar: avatar("A", "#c0392b") },
  { n: 2, tenant: "000001", account: "operator", plain: "operator123", name: "运营专员", role: SEED.roleOperator1,
    dept: SEED.deptOps1, post: seedId(13, 2), phone: "13800000001" },
  ...[1, 2, 3, 4].map((i) => ({ n: 2 + i, tenant: "000001", account: `qa${i}`, plain: "qa123456", name: `测试账号${i}`,
    role: SEED.roleAdmin1, dept: SEED.deptHq1, post: seedId(13, 1), phone: `138000000${10 + i}` })),
  { n: 7, tenant: "000002", account: "admin", plain: "admin", name: "管理员", role: SEED.roleAdmin2, dept: SEED.deptHq2,
    post: seedId(13, 3), phone: "13900000000", avatar: avatar("B", "#1e6fd9") },
];

/** Table name → rows, in insertion order. */
export async function seedRows(): Promise<[string, Row[]][]> {
  const users: Row[] = [];
  for (const u of USERS) {
    users.push({
      id: seedId(15, u.n), tenant_id: u.tenant, code: `U${String(u.n).padStart(4, "0")}`, user_type: 1,
      account: u.account, password: await sha1Hex(md5Hex(u.plain)), name: u.name, real_name: u.name,
      avatar: u.avatar ?? null, email: `${u.account}@${u.tenant === "000001" ? "pay" : "bluesea"}.sandbox`,
      phone: u.phone, birthday: null, sex: 1, role_id: u.role, dept_id: u.dept, post_id: u.post,
      create_user: SEED.userAdmin1, create_dept: u.dept, create_time: SEED_TIME, update_user: SEED.userAdmin1,
      update_time: SEED_TIME, status: 1, is_deleted: 0,
    });
  }

  const menus = menuRows();
  const roleMenus: Row[] = [];
  for (const m of menus) {
    roleMenus.push({ role_id: SEED.roleAdmin1, menu_id: m.id }, { role_id: SEED.roleAdmin2, menu_id: m.id });
    if (m.op) roleMenus.push({ role_id: SEED.roleOperator1, menu_id: m.id });
  }
  const tops = [
    { id: SEED.topBusiness1, tenant: "000001", code: "business", name: "业务", source: "layout-grid", sort: 1 },
    { id: SEED.topSystem1, tenant: "000001", code: "system", name: "系统", source: "settings", sort: 2 },
    { id: seedId(19, 3), tenant: "000002", code: "business", name: "业务", source: "layout-grid", sort: 1 },
    { id: seedId(19, 4), tenant: "000002", code: "system", name: "系统", source: "settings", sort: 2 },
  ];
  const topSettings: Row[] = [];
  for (const t of tops) {
    for (const m of menus) {
      if (m.top === "both" || m.top === t.code) topSettings.push({ top_menu_id: t.id, menu_id: m.id });
    }
  }

  let msg = 0;
  const message = (user: string, type: number, title: string, read: number, minutes: number): Row => ({
    id: seedId(21, ++msg), tenant_id: user === SEED.userAdmin2 ? "000002" : "000001", user_id: user, type, title,
    content: `${title}，请及时处理。`, is_read: read, create_time: SEED_TIME + minutes * 60_000,
  });

  return [
    ["blade_client", [
      { id: seedId(10, 1), client_id: SANDBOX_CLIENT_ID, client_secret: SANDBOX_CLIENT_SECRET, scope: "all",
        authorized_grant_types: GRANTS, access_token_validity: ACCESS_TOKEN_VALIDITY, refresh_token_validity: REFRESH_TOKEN_VALIDITY },
      { id: seedId(10, 2), client_id: SABER_CLIENT_ID, client_secret: SABER_CLIENT_SECRET, scope: "all",
        authorized_grant_types: GRANTS, access_token_validity: ACCESS_TOKEN_VALIDITY, refresh_token_validity: REFRESH_TOKEN_VALIDITY },
    ]],
    ["blade_tenant", [
      { id: seedId(11, 1), tenant_id: "000001", tenant_name: "支付平台", domain: "t1", background_url: null,
        linkman: "张经理", contact_number: "13800000000", address: "上海市浦东新区", account_number: -1, expire_time: null, status: 1, is_deleted: 0 },
      { id: seedId(11, 2), tenant_id: "000002", tenant_name: "蓝海支付", domain: "t2", background_url: null,
        linkman: "李经理", contact_number: "13900000000", address: "深圳市南山区", account_number: -1, expire_time: null, status: 1, is_deleted: 0 },
    ]],
    ["sandbox_tenant_setting", [
      { tenant_id: "000001", captcha_enabled: 0, auth_style: "modern" },
      { tenant_id: "000002", captcha_enabled: 1, auth_style: "legacy" },
    ]],
    ["blade_common_setting", [
      { id: seedId(23, 1), tenant_id: "000001", marketing_link: null, token_time: 3000, login_modes: "password,phone,social", auto_lock_minutes: 10 },
      { id: seedId(23, 2), tenant_id: "000002", marketing_link: null, token_time: 1800, login_modes: "password,phone,social", auto_lock_minutes: 15 },
    ]],
    ["blade_dept_design", [
      { id: seedId(24, 1), tenant_id: "000001", web_theme: "theme-fhb", left_logo: svgLogo("#c0392b", "#f5b041"), title: "支付平台运营管理系统" },
      { id: seedId(24, 2), tenant_id: "000002", web_theme: "theme-ocean", left_logo: svgLogo("#1e6fd9", "#48c9b0"), title: "蓝海支付运营管理系统" },
    ]],
    ["cloud_flow_count", [
      { id: seedId(25, 1), tenant_id: "000001", is_pop: 0, flow_balance: "1250000.00" },
      { id: seedId(25, 2), tenant_id: "000002", is_pop: 1, flow_balance: "85.50" },
    ]],
    ["blade_dept", [
      { id: SEED.deptHq1, tenant_id: "000001", parent_id: "0", dept_category: 1, dept_name: "支付平台", full_name: "上海支付平台科技有限公司", sort: 1, is_deleted: 0 },
      { id: SEED.deptOps1, tenant_id: "000001", parent_id: SEED.deptHq1, dept_category: 2, dept_name: "运营部", full_name: "运营部", sort: 1, is_deleted: 0 },
      { id: SEED.deptHq2, tenant_id: "000002", parent_id: "0", dept_category: 1, dept_name: "蓝海支付", full_name: "深圳蓝海支付有限公司", sort: 1, is_deleted: 0 },
    ]],
    ["blade_post", [
      { id: seedId(13, 1), tenant_id: "000001", category: 1, post_code: "ceo", post_name: "总经理", sort: 1 },
      { id: seedId(13, 2), tenant_id: "000001", category: 3, post_code: "operator", post_name: "运营专员", sort: 2 },
      { id: seedId(13, 3), tenant_id: "000002", category: 1, post_code: "ceo", post_name: "总经理", sort: 1 },
    ]],
    ["blade_role", [
      { id: SEED.roleAdmin1, tenant_id: "000001", parent_id: "0", role_name: "超级管理员", role_alias: "administrator", sort: 1, is_deleted: 0 },
      { id: SEED.roleOperator1, tenant_id: "000001", parent_id: "0", role_name: "运营专员", role_alias: "operator", sort: 2, is_deleted: 0 },
      { id: SEED.roleAdmin2, tenant_id: "000002", parent_id: "0", role_name: "超级管理员", role_alias: "administrator", sort: 1, is_deleted: 0 },
    ]],
    ["blade_user", users],
    ["blade_user_oauth", [
      { id: seedId(16, 1), tenant_id: "000001", user_id: SEED.userAdmin1, source: SANDBOX_SOCIAL_SOURCE, uuid: "admin", username: "admin", nickname: "沙箱用户·管理员", avatar: null },
      { id: seedId(16, 2), tenant_id: "000001", user_id: SEED.userOperator1, source: SANDBOX_SOCIAL_SOURCE, uuid: "operator", username: "operator", nickname: "沙箱用户·运营专员", avatar: null },
      { id: seedId(16, 3), tenant_id: "000002", user_id: SEED.userAdmin2, source: SANDBOX_SOCIAL_SOURCE, uuid: "bluesea-admin", username: "bluesea-admin", nickname: "沙箱用户·蓝海管理员", avatar: null },
    ]],
    ["blade_menu", menus.map((m) => ({ id: m.id, parent_id: m.parentId, code: m.code, name: m.name, alias: m.alias, path: m.path,
      source: m.source, sort: m.sort, category: m.category, action: m.action, is_open: 1, remark: null, i18n: m.i18n, is_deleted: 0 }))],
    ["blade_role_menu", roleMenus],
    ["blade_top_menu", tops.map((t) => ({ id: t.id, tenant_id: t.tenant, code: t.code, name: t.name, source: t.source, sort: t.sort,
      create_time: SEED_TIME, status: 1, is_deleted: 0 }))],
    ["blade_top_menu_setting", topSettings],
    ["blade_role_top_menu", [
      ...tops.filter((t) => t.tenant === "000001").map((t) => ({ role_id: SEED.roleAdmin1, top_menu_id: t.id })),
      ...tops.filter((t) => t.tenant === "000002").map((t) => ({ role_id: SEED.roleAdmin2, top_menu_id: t.id })),
      { role_id: SEED.roleOperator1, top_menu_id: SEED.topBusiness1 },
    ]],
    ["blade_role_disable_field", [
      { id: seedId(20, 1), role_id: SEED.roleOperator1, menu_code: "agent", field_name: "agentAccountingRate" },
      { id: seedId(20, 2), role_id: SEED.roleOperator1, menu_code: "agent", field_name: "extractRate" },
      { id: seedId(20, 3), role_id: SEED.roleOperator1, menu_code: "merchant", field_name: "settleRate" },
      { id: seedId(20, 4), role_id: SEED.roleOperator1, menu_code: "store", field_name: "storeSettleSwitch" },
    ]],
    ["cloud_msg", [
      message(SEED.userAdmin1, 1, "新商户进件待审核", 0, 10),
      message(SEED.userAdmin1, 1, "代理商提现申请", 0, 20),
      message(SEED.userAdmin1, 2, "通道费率调整通知", 0, 30),
      message(SEED.userAdmin1, 2, "系统升级完成", 1, 40),
      message(SEED.userOperator1, 1, "交易异常提醒", 0, 50),
      message(SEED.userOperator1, 2, "日结对账完成", 1, 60),
      message(SEED.userAdmin2, 1, "新商户进件待审核", 0, 70),
    ]],
    ["cloud_sys_msg", [
      { id: seedId(22, 1), tenant_id: "000001", type: 1, title: "平台维护公告", content: "本周六 02:00-04:00 系统维护。", create_time: SEED_TIME },
      { id: seedId(22, 2), tenant_id: "000001", type: 1, title: "费率政策更新", content: "新版费率政策将于下月生效。", create_time: SEED_TIME + 3600_000 },
      { id: seedId(22, 3), tenant_id: "000001", type: 2, title: "安全提醒", content: "请定期修改登录密码。", create_time: SEED_TIME + 7200_000 },
      { id: seedId(22, 4), tenant_id: "000002", type: 1, title: "欢迎使用蓝海支付", content: "欢迎使用。", create_time: SEED_TIME },
    ]],
    ["cloud_sys_msg_read", [{ msg_id: seedId(22, 1), user_id: SEED.userAdmin1, read_time: SEED_TIME + 600_000 }]],
  ];
}

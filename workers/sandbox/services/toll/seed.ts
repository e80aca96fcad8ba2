/**
 * seed_v13_toll (seedId kind 76; tenant 000005's own ids kind 33): the flow top-up.
 * - The platform's combos (one off sale) and collecting accounts (one disabled).
 * - Reminder thresholds: 000001 well above its threshold; 000002 蓝海支付 and the new tenant
 *   000005 星河支付 (accounts topup01, topup02 / 123456, no captcha) below theirs, so the banner
 *   and the 充值套餐 dialog show out of the box.
 * - 蓝海支付's recharge orders: one 已到账, one 已驳回, six 待审核, with PNG payment screenshots.
 * - 公司配置 and 流水统计 in the menu, the toll buttons, granted to the platform's administrators;
 *   the platform-only screens and buttons revoked from every other tenant's roles (ADR 017).
 */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import { encodePng, Raster } from "../auth/png";
import {
  type LaterButton,
  laterButtonRows,
  type LaterMenu,
  laterMenuRows,
  type MenuRow,
  PLATFORM_ONLY_CODES,
  screensByCode,
} from "../menu/catalogue";
import { menuRow } from "../menu/seed";
import { ownTenantSeed } from "../user/seed-own-tenant";

/**
 * The flow top-up's platform screens added after the first seed (seed_v13_toll),
 * under 营销管理, and the buttons of the toll screens beyond the catalogue's. Granted to the
 * platform tenant's administrators only (ADR 017).
 */
export const TOLL_MENUS: LaterMenu[] = [
  {
    id: seedId(17, 910),
    parentCode: "marketing",
    code: "companyConfig",
    name: "公司配置",
    alias: "menu",
    path: "/marketing/companyConfig",
    source: "landmark",
    sort: 4,
    category: 1,
    action: 0,
    i18n: "menu.companyConfig",
    top: "business",
  },
  {
    id: seedId(17, 911),
    parentCode: "marketing",
    code: "flowCount",
    name: "流水统计",
    alias: "menu",
    path: "/marketing/flowCount",
    source: "gauge",
    sort: 5,
    category: 1,
    action: 0,
    i18n: "menu.flowCount",
    top: "business",
  },
];

export const TOLL_BUTTONS: LaterButton[] = [
  { id: seedId(18, 960), screen: "tollCombo", code: "combo_status", kind: "status" },
  { id: seedId(18, 961), screen: "companyConfig", code: "company_config_add", kind: "add" },
  { id: seedId(18, 962), screen: "companyConfig", code: "company_config_edit", kind: "edit" },
  { id: seedId(18, 963), screen: "companyConfig", code: "company_config_delete", kind: "delete" },
  { id: seedId(18, 964), screen: "flowCount", code: "flow_count_edit", kind: "edit" },
];

const KIND = 76;
const TOLL_TIME = Date.UTC(2026, 10, 2, 1, 0, 0);
const HOUR = 3600_000;

export const TOPUP_SEED = {
  tenant: "000005",
  accounts: ["topup01", "topup02"],
  password: "123456",
  dept: seedId(33, 2),
  /** 蓝海支付's two payment screenshots (attachment ids, purpose payment), held by its seeded orders. */
  screenshots: [seedId(KIND, 201), seedId(KIND, 202)],
} as const;

const combo = (
  n: number,
  name: string,
  flow: string,
  ratio: string,
  price: string,
  status: number,
  remark: string | null,
): Row => ({
  id: seedId(KIND, n),
  tenant_id: PLATFORM_TENANT_ID,
  combo_name: name,
  flow_amount: flow,
  charge_ratio: ratio,
  price,
  status,
  sort: n,
  remark,
  create_time: TOLL_TIME + n * 60_000,
  update_time: TOLL_TIME + n * 60_000,
  is_deleted: 0,
});

export const SEEDED_COMBOS = [
  combo(1, "基础套餐", "1000000.00", "0.05", "500.00", 1, "适合起步期的机构"),
  combo(2, "标准套餐", "5000000.00", "0.045", "2250.00", 1, null),
  combo(3, "企业套餐", "10000000.00", "0.04", "4000.00", 1, null),
  combo(4, "旗舰套餐", "50000000.00", "0.035", "17500.00", 1, "大型机构推荐"),
  combo(5, "体验套餐", "100000.00", "0.06", "60.00", 0, "已停售"),
];

export const SEEDED_COMPANY = {
  companyName: "上海支付平台科技有限公司",
  bankAccount: "3100 1234 5678 9012 345",
  bank: "招商银行上海张江支行",
} as const;

/** A payment screenshot: a receipt-like PNG (a header bar, a few text lines, an amount box). */
async function receipt(hue: [number, number, number]): Promise<Uint8Array> {
  const r = new Raster(360, 480, [255, 255, 255]);
  r.rect(0, 0, 360, 64, hue);
  for (let i = 0; i < 7; i++) r.rect(32, 100 + i * 34, 200 + ((i * 37) % 90), 10, [200, 204, 212]);
  r.rect(32, 360, 296, 70, [240, 246, 255]);
  r.rect(48, 385, 180, 20, hue);
  return encodePng(r);
}

const fileName = (n: number) => `upload/20261102/${String(KIND)}${String(n).padStart(30, "0")}.png`;

export async function tollSeed(): Promise<SeedData> {
  const images = await Promise.all([receipt([22, 119, 255]), receipt([234, 88, 12])]);
  const files: Row[] = images.map((png, i) => ({
    name: fileName(i + 1),
    tenant_id: SEED.tenant2,
    content_type: "image/png",
    size: png.length,
    original_name: `转账回单${i + 1}.png`,
    create_time: TOLL_TIME,
  }));
  const chunks: Record<string, unknown>[] = images.map((png, i) => ({
    name: fileName(i + 1),
    seq: 0,
    data: png.slice().buffer,
  }));
  // The orders hold references (ADR 030): the screenshots' attachment ids, never a storage path.
  const links: string[] = [...TOPUP_SEED.screenshots];
  const attachments: Row[] = files.map((f, i) => ({
    id: links[i],
    tenant_id: SEED.tenant2,
    link: `/sandbox/files/${String(f.name)}`,
    domain: "/sandbox/files",
    name: f.name,
    original_name: f.original_name,
    extension: "png",
    content_type: "image/png",
    attach_size: f.size,
    create_user: SEED.userAdmin2,
    create_user_name: "管理员",
    create_dept: SEED.deptHq2,
    create_time: TOLL_TIME,
    is_deleted: 0,
    purpose: "payment",
  }));
  const order = (
    n: number,
    comboN: number,
    buyNum: number,
    state: number,
    remark: string | null,
    certificates: string[],
  ): Row => {
    const c = SEEDED_COMBOS[comboN - 1]!;
    const priceFen = Number(String(c.price).replace(".", ""));
    const amount = priceFen * buyNum;
    const at = TOLL_TIME + n * HOUR;
    return {
      id: seedId(KIND, 100 + n),
      tenant_id: SEED.tenant2,
      order_no: `CZ20261102${String(n).padStart(8, "0")}`,
      combo_id: c.id,
      combo_name: c.combo_name,
      flow_amount: c.flow_amount,
      charge_ratio: c.charge_ratio,
      price: c.price,
      buy_num: buyNum,
      actual_price: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`,
      company_name: SEEDED_COMPANY.companyName,
      bank: SEEDED_COMPANY.bank,
      bank_account: SEEDED_COMPANY.bankAccount,
      pay_certificate: certificates.join(","),
      pay_type: 1,
      order_state: state,
      audit_remark: remark,
      create_dept: SEED.deptHq2,
      create_user: SEED.userAdmin2,
      create_time: at,
      audit_user: state ? SEED.userAdmin1 : null,
      audit_time: state ? at + 2 * HOUR : null,
      is_deleted: 0,
    };
  };
  const orders = [
    order(1, 1, 2, 1, null, links),
    order(2, 2, 1, 2, "付款截图不清晰，请重新上传", [links[1]!]),
    order(3, 1, 1, 0, null, links),
    order(4, 1, 3, 0, null, [links[0]!]),
    order(5, 2, 1, 0, null, links),
    order(6, 3, 1, 0, null, [links[1]!]),
    order(7, 1, 5, 0, null, links),
    order(8, 2, 2, 0, null, [links[0]!]),
  ];
  const tenant = ownTenantSeed({
    kind: 33,
    tenant: TOPUP_SEED.tenant,
    name: "星河支付",
    domain: "xinghe",
    linkman: "赵经理",
    deptName: "星河支付",
    remark: "a tenant below its flow threshold (the top-up)",
    roleName: "星河管理员",
    users: [
      { account: "topup01", code: "XH0001", name: "星河管理员", email: "topup01@xinghe.sandbox" },
      { account: "topup02", code: "XH0002", name: "星河财务", email: "topup02@xinghe.sandbox" },
    ],
  });
  const parents = screensByCode();
  const screens = laterMenuRows(TOLL_MENUS, parents);
  const buttons = laterButtonRows(TOLL_BUTTONS, new Map([...parents, ...screens.map((s) => [s.code, s] as const)]));
  const grant = (menu: MenuRow): [string, string[]] => [
    "INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) SELECT rm.role_id, ? FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id " +
      "WHERE rm.menu_id = ? AND r.role_alias = 'administrator' AND r.tenant_id = ?",
    [menu.id, menu.parentId, PLATFORM_TENANT_ID],
  ];
  return {
    rows: [
      ...tenant.rows,
      ["cloud_toll_combo", SEEDED_COMBOS],
      [
        "cloud_company_config",
        [
          {
            id: seedId(KIND, 11),
            tenant_id: PLATFORM_TENANT_ID,
            ...companyRow(SEEDED_COMPANY),
            status: 1,
            remark: "对公转账收款账户",
            create_time: TOLL_TIME,
            update_time: TOLL_TIME,
            is_deleted: 0,
          },
          {
            id: seedId(KIND, 12),
            tenant_id: PLATFORM_TENANT_ID,
            company_name: "上海支付平台科技有限公司",
            bank_account: "6222 0210 0100 2233 445",
            bank: "中国工商银行上海分行",
            status: 0,
            remark: "旧账户，已停用",
            create_time: TOLL_TIME - 90 * 24 * HOUR,
            update_time: TOLL_TIME,
            is_deleted: 0,
          },
        ],
      ],
      ["sandbox_file", files],
      ["sandbox_file_chunk", chunks],
      ["blade_attach", attachments],
      ["cloud_recharge_order", orders],
      ["blade_menu", [...screens, ...buttons].map((m) => menuRow(m, m.parentId))],
      ["blade_top_menu_setting", screens.map((s) => ({ top_menu_id: SEED.topBusiness1, menu_id: s.id }))],
    ],
    updates: [
      ...(tenant.updates ?? []),
      [
        "UPDATE cloud_flow_count SET threshold = ?, update_time = ? WHERE tenant_id = ?",
        ["100000.00", TOLL_TIME, PLATFORM_TENANT_ID],
      ],
      [
        "UPDATE cloud_flow_count SET threshold = ?, update_time = ? WHERE tenant_id = ?",
        ["1000.00", TOLL_TIME, SEED.tenant2],
      ],
      [
        "UPDATE cloud_flow_count SET flow_balance = ?, is_pop = 1, threshold = ?, update_time = ? WHERE tenant_id = ?",
        ["120.00", "1000.00", TOLL_TIME, TOPUP_SEED.tenant],
      ],
      ["UPDATE blade_dept SET linkphone = COALESCE(linkphone, ?) WHERE id = ?", ["0755-86001234", SEED.deptHq2]],
      [
        "UPDATE blade_dept SET linkphone = ?, full_name = ? WHERE id = ?",
        ["020-38881234", "广州星河支付科技有限公司", TOPUP_SEED.dept],
      ],
      ...[...screens, ...buttons].map(grant),
      [
        `DELETE FROM blade_role_menu WHERE role_id IN (SELECT id FROM blade_role WHERE tenant_id <> ?)
        AND menu_id IN (SELECT id FROM blade_menu WHERE code IN (${PLATFORM_ONLY_CODES.map(() => "?").join(", ")}))`,
        [PLATFORM_TENANT_ID, ...PLATFORM_ONLY_CODES],
      ],
    ],
  };
}

function companyRow(c: typeof SEEDED_COMPANY) {
  return { company_name: c.companyName, bank_account: c.bankAccount, bank: c.bank };
}

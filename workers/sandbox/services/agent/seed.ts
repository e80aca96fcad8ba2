/**
 * seed_v8_partner: the partner network's agents at scale and the partner accounts (ADR 016).
 *
 * - 3,000 more agents in tenant 000001 (A000041…A003040, seedId(60, 1001…)): 45 first-level,
 *   600 second-level (parents: the 50 first-level agents in turn), 2,355 third-level (parents:
 *   the 612 second-level agents in turn). With seed_v3's 40 that is 3,040 agents over 3 levels.
 * - Every agent's save-payload fields (channel, rates, settlement list, switches), a debit card,
 *   and three change-log entries for each of seed_v3's agents.
 * - Roles 代理商 (alias agent) and 商户 (alias merchant) with the partner screens, a department
 *   for partner accounts, and three accounts (password 123456): agent01 operates A000001
 *   (上海锦程信息科技有限公司, first level), agent02 operates A000006 (second level, below
 *   A000001), mer01 operates merchant M10000001 (under A000006).
 * - The partner buttons (catalogue.ts PARTNER_BUTTONS) for the administrators holding the screens.
 */
import { seedId } from "../../core/ids";
import { bulkRows, type Row, SEED, type SeedData } from "../../core/seed";
import { BUSINESS_KIND, BUSINESS_SEED_TIME } from "../business-search/seed";
import { BRANDS, CITIES, person } from "../business-search/names";
import { CHANNELS } from "../channel/catalogue";
import { extraButtonRow, type LaterButton, menuRows } from "../menu/catalogue";
import { INIT_PASSWORD_HASH } from "../user/seed";

/**
 * Buttons of the partner network's screens (seed_v8_partner): the actions beyond
 * add/edit/delete/export/view. Granted like EXTRA_BUTTONS, and to the partner roles as that seed says.
 */
export const PARTNER_BUTTONS: LaterButton[] = [
  { id: seedId(18, 907), screen: "agentInfo", code: "agent_status", kind: "status" },
  { id: seedId(18, 908), screen: "agentInfo", code: "agent_account", kind: "account" },
  { id: seedId(18, 909), screen: "agentInfo", code: "agent_settle", kind: "settle" },
  { id: seedId(18, 910), screen: "agentInfo", code: "agent_trade_flag", kind: "tradeFlag" },
  { id: seedId(18, 911), screen: "merchantInfo", code: "merchant_status", kind: "status" },
  { id: seedId(18, 912), screen: "merchantInfo", code: "merchant_channel", kind: "channel" },
  { id: seedId(18, 913), screen: "storeInfo", code: "store_view", kind: "view" },
  { id: seedId(18, 914), screen: "storeInfo", code: "store_status", kind: "status" },
  { id: seedId(18, 915), screen: "equipInfo", code: "equip_view", kind: "view" },
  { id: seedId(18, 916), screen: "equipInfo", code: "equip_bind", kind: "bind" },
  { id: seedId(18, 917), screen: "storeMen", code: "store_men_view", kind: "view" },
];

const KIND = 70;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TENANT = "000001";

export const PARTNER_SEED = {
  roleAgent: seedId(KIND, 3),
  roleMerchant: seedId(KIND, 4),
  deptPartner: seedId(KIND, 1),
  userAgent01: seedId(KIND, 11),
  userAgent02: seedId(KIND, 12),
  userMer01: seedId(KIND, 13),
  /** A000001, A000006 and M10000001. */
  agent01: seedId(BUSINESS_KIND.agent, 1),
  agent02: seedId(BUSINESS_KIND.agent, 6),
  merchant01: seedId(BUSINESS_KIND.merchant, 1),
  generatedAgents: { first: 45, second: 600, third: 2355 },
} as const;

/** Menu codes (screens and buttons) each partner role holds. */
const PARTNER_GRANTS: Record<string, string[]> = {
  [PARTNER_SEED.roleAgent]: [
    "home",
    "agent",
    "agentInfo",
    "agent_add",
    "agent_edit",
    "agent_view",
    "agent_export",
    "agent_status",
    "merchant",
    "merchantInfo",
    "merchant_view",
    "merchant_export",
    "merchant_edit",
    "merchant_status",
    "merchant_channel",
    "merchantSub",
    "merchant_sub_edit",
    "storeMen",
    "store_men_view",
    "store",
    "storeInfo",
    "store_view",
    "store_export",
    "store_edit",
    "store_status",
    "storeSub",
    "store_sub_edit",
    "equip",
    "equipInfo",
    "equip_view",
    "equip_export",
    "equip_bind",
    "orders",
    "transactionOrder",
    "order_view",
    "order_export",
    "message",
    "myMessage",
    "msg_view",
  ],
  [PARTNER_SEED.roleMerchant]: [
    "home",
    "merchant",
    "merchantInfo",
    "merchant_view",
    "merchant_channel",
    "merchantSub",
    "merchant_sub_edit",
    "storeMen",
    "store_men_add",
    "store_men_edit",
    "store_men_delete",
    "store_men_view",
    "store",
    "storeInfo",
    "store_add",
    "store_edit",
    "store_view",
    "store_status",
    "store_export",
    "storeSub",
    "store_sub_edit",
    "equip",
    "equipInfo",
    "equip_view",
    "orders",
    "transactionOrder",
    "order_view",
    "order_export",
    "message",
    "myMessage",
    "msg_view",
  ],
};

const L2_SUFFIX = ["支付服务有限公司", "网络科技有限公司", "商务服务有限公司", "信息技术有限公司"];
const L3_SUFFIX = ["信息咨询服务部", "科技工作室", "商贸有限公司", "电子商务有限公司", "便民服务部"];

interface AgentNode {
  id: string;
  level: number;
  ancestors: string;
}

/** seed_v3's 40 agents as the tree knows them (business-search/seed.ts: parents by index in turn). */
function seededAgents(): AgentNode[] {
  const out: AgentNode[] = [];
  const levels = [...Array(5).fill(1), ...Array(12).fill(2), ...Array(23).fill(3)] as number[];
  levels.forEach((level, i) => {
    const upper = out.filter((a) => a.level === level - 1);
    const parent = level === 1 ? null : upper[i % upper.length]!;
    out.push({
      id: seedId(BUSINESS_KIND.agent, i + 1),
      level,
      ancestors: parent ? `${parent.ancestors},${parent.id}` : "0",
    });
  });
  return out;
}

/** The save payload's fields, varied by the agent's serial `n`. */
function payloadFields(n: number, level: number) {
  const channel = CHANNELS[2 + (n % 3)]!;
  // Cost rises down the tree: a first-level agent settles at 0.25 %, a third-level one at 0.31–0.35 %.
  const accounting = (0.25 + (level - 1) * 0.03 + (n % 3) * 0.01).toFixed(2);
  const merchantRate = (0.38 + (n % 4) * 0.02).toFixed(2);
  return {
    channel_code: channel.code,
    pay_limit: (50 + (n % 10) * 50) * 10_000 * 100,
    agent_accounting_rate: accounting,
    xw_status: n % 2,
    ret_status: n % 3 === 0 ? 1 : 0,
    fr_status: n % 4 === 0 ? 1 : 0,
    sms_status: n % 5 === 0 ? 0 : 1,
    accoun_rate_type: (n % 2) + 1,
    agent_account: `62220210${String(10_000_000 + n).slice(-8)}`,
    trade_flag: n % 11 === 0 ? 0 : 1,
    extract_rate: (n % 5 === 0 ? 0.5 : 0).toFixed(2),
    location_status: n % 6 === 0 ? 1 : 0,
    edit_store_settle_switch: level > 1 && n % 2 === 0 ? 1 : 0,
    agent_settle_list: JSON.stringify([
      { settleType: "1", feeRate: "0.00", singleFee: "0.00" },
      ...(n % 2 === 0 ? [{ settleType: "2", feeRate: "0.05", singleFee: "2.00" }] : []),
    ]),
    default_merchant_rates: JSON.stringify(
      n % 3 === 0
        ? [
            { rateType: 1, rateValue: merchantRate },
            { rateType: 2, rateValue: "0.50" },
          ]
        : [{ rateType: 1, rateValue: merchantRate }],
    ),
    channel_agent_rates: JSON.stringify([
      {
        channelCode: channel.code,
        wxRate: accounting,
        aliRate: accounting,
        unionRate: (Number(accounting) + 0.1).toFixed(2),
      },
    ]),
  };
}

function generatedAgents(): Row[] {
  const seeded = seededAgents();
  const firsts = seeded.filter((a) => a.level === 1);
  const seconds = seeded.filter((a) => a.level === 2);
  const { first, second, third } = PARTNER_SEED.generatedAgents;
  const rows: Row[] = [];
  const add = (level: number, parent: AgentNode | null, k: number) => {
    const serial = 40 + k + 1;
    const id = seedId(BUSINESS_KIND.agent, 1000 + k + 1);
    const node = { id, level, ancestors: parent ? `${parent.ancestors},${parent.id}` : "0" };
    const name =
      level === 1
        ? `${CITIES[k % CITIES.length]}${BRANDS[(k * 3) % BRANDS.length]}支付科技有限公司`
        : level === 2
          ? `${CITIES[(k * 7) % CITIES.length]}${BRANDS[(k * 5 + 1) % BRANDS.length]}${L2_SUFFIX[k % L2_SUFFIX.length]}`
          : `${CITIES[(k * 11) % CITIES.length]}${BRANDS[(k * 13 + 2) % BRANDS.length]}${L3_SUFFIX[k % L3_SUFFIX.length]}`;
    rows.push({
      id,
      tenant_id: TENANT,
      agent_no: `A${String(serial).padStart(6, "0")}`,
      agent_name: name,
      agent_level: level,
      parent_id: parent ? parent.id : "0",
      parent_level: parent ? parent.level : null,
      ancestors: node.ancestors,
      agent_type: level === 3 && k % 2 === 0 ? 2 : 1,
      link_man: person(k + 40),
      mobile: `1870${String(1_000_000 + k).slice(-7)}`,
      link_email: `agent${serial}@example.com`,
      settle_type: (k % 3) + 1,
      agent_status: k % 13 === 0 ? 2 : k % 29 === 0 ? 0 : 1,
      create_user: SEED.userAdmin1,
      create_dept: SEED.deptHq1,
      create_time: BUSINESS_SEED_TIME + 20 * DAY + k * 10 * 60_000,
      update_user: SEED.userAdmin1,
      update_time: BUSINESS_SEED_TIME + 20 * DAY + k * 10 * 60_000,
      is_deleted: 0,
      ...payloadFields(serial, level),
    });
    return node;
  };
  let k = 0;
  for (let i = 0; i < first; i++) firsts.push(add(1, null, k++));
  for (let i = 0; i < second; i++) seconds.push(add(2, firsts[i % firsts.length]!, k++));
  for (let i = 0; i < third; i++) add(3, seconds[i % seconds.length]!, k++);
  return rows;
}

/** seed_v3's agents get the same payload fields (one UPDATE each). */
function seededAgentUpdates(): [string, unknown[]][] {
  return seededAgents().map((a, i) => {
    const fields = payloadFields(i + 1, a.level);
    const columns = Object.keys(fields);
    return [
      `UPDATE cloud_agent_info SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`,
      [...Object.values(fields), a.id],
    ];
  });
}

const BANKS = ["中国工商银行", "中国建设银行", "招商银行", "中国银行", "交通银行", "兴业银行"];

function changeLogs(): Row[] {
  const rows: Row[] = [];
  seededAgents().forEach((a, i) => {
    const at = BUSINESS_SEED_TIME + 30 * DAY + i * HOUR;
    rows.push(
      {
        id: seedId(KIND, 1000 + i * 3 + 1),
        tenant_id: TENANT,
        agent_id: a.id,
        change_type: "新增代理商",
        before_value: null,
        after_value: "状态：正常",
        operator: "admin",
        create_time: at,
      },
      {
        id: seedId(KIND, 1000 + i * 3 + 2),
        tenant_id: TENANT,
        agent_id: a.id,
        change_type: "修改费率",
        before_value: "分润结算费率：0.30%",
        after_value: "分润结算费率：0.28%",
        operator: "admin",
        create_time: at + 3 * DAY,
      },
      {
        id: seedId(KIND, 1000 + i * 3 + 3),
        tenant_id: TENANT,
        agent_id: a.id,
        change_type: "修改结算方式",
        before_value: "T+1",
        after_value: "D+0",
        operator: "ops01",
        create_time: at + 9 * DAY,
      },
    );
  });
  return rows;
}

export function partnerSeed(): SeedData {
  const menus = menuRows();
  const screens = new Map(menus.filter((m) => m.category === 1).map((m) => [m.code, m]));
  const buttons = PARTNER_BUTTONS.map((b) => extraButtonRow(b, screens.get(b.screen)!));
  const byCode = new Map([...menus, ...buttons].map((m) => [m.code, m.id]));
  const roleMenus: Row[] = Object.entries(PARTNER_GRANTS).flatMap(([role, codes]) =>
    codes.map((code) => {
      const id = byCode.get(code);
      if (!id) throw new Error(`partner seed: no menu ${code}`);
      return { role_id: role, menu_id: id };
    }),
  );
  const user = (id: string, account: string, name: string, role: string, phone: string, minute: number): Row => ({
    id,
    tenant_id: TENANT,
    code: account.toUpperCase(),
    user_type: 1,
    account,
    password: INIT_PASSWORD_HASH,
    name,
    real_name: name,
    avatar: null,
    email: `${account}@partner.sandbox`,
    phone,
    birthday: null,
    sex: 1,
    role_id: role,
    dept_id: PARTNER_SEED.deptPartner,
    post_id: null,
    create_user: SEED.userAdmin1,
    create_dept: SEED.deptHq1,
    create_time: BUSINESS_SEED_TIME + 30 * DAY + minute * 60_000,
    update_user: SEED.userAdmin1,
    update_time: BUSINESS_SEED_TIME + 30 * DAY + minute * 60_000,
    status: 1,
    is_deleted: 0,
  });
  const agents = generatedAgents();
  return {
    rows: [
      [
        "blade_dept",
        [
          {
            id: PARTNER_SEED.deptPartner,
            tenant_id: TENANT,
            parent_id: SEED.deptHq1,
            ancestors: `0,${SEED.deptHq1}`,
            dept_category: 2,
            dept_name: "合作伙伴",
            full_name: "合作伙伴（代理商与商户账号）",
            sort: 9,
            remark: "代理商、商户的登录账号",
            linkphone: "021-50001009",
            create_time: BUSINESS_SEED_TIME,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_role",
        [
          {
            id: PARTNER_SEED.roleAgent,
            tenant_id: TENANT,
            parent_id: "0",
            role_name: "代理商",
            role_alias: "agent",
            sort: 5,
            is_deleted: 0,
          },
          {
            id: PARTNER_SEED.roleMerchant,
            tenant_id: TENANT,
            parent_id: "0",
            role_name: "商户",
            role_alias: "merchant",
            sort: 6,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_user",
        [
          user(PARTNER_SEED.userAgent01, "agent01", "陈锦程", PARTNER_SEED.roleAgent, "13700000001", 1),
          user(PARTNER_SEED.userAgent02, "agent02", "王苏州", PARTNER_SEED.roleAgent, "13700000002", 2),
          user(PARTNER_SEED.userMer01, "mer01", "李掌柜", PARTNER_SEED.roleMerchant, "13700000003", 3),
        ],
      ],
      [
        "blade_menu",
        buttons.map((b) => ({
          id: b.id,
          parent_id: b.parentId,
          code: b.code,
          name: b.name,
          alias: b.alias,
          path: b.path,
          source: b.source,
          sort: b.sort,
          category: b.category,
          action: b.action,
          is_open: 1,
          remark: null,
          i18n: b.i18n,
          is_deleted: 0,
        })),
      ],
      ["blade_role_menu", roleMenus],
      [
        "blade_role_top_menu",
        [PARTNER_SEED.roleAgent, PARTNER_SEED.roleMerchant].map((role) => ({
          role_id: role,
          top_menu_id: SEED.topBusiness1,
        })),
      ],
      ["cloud_agent_change_log", changeLogs()],
    ],
    updates: [
      ...bulkRows("cloud_agent_info", agents),
      ...seededAgentUpdates(),
      ["UPDATE cloud_agent_info SET user_id = ? WHERE id = ?", [PARTNER_SEED.userAgent01, PARTNER_SEED.agent01]],
      ["UPDATE cloud_agent_info SET user_id = ? WHERE id = ?", [PARTNER_SEED.userAgent02, PARTNER_SEED.agent02]],
      ["UPDATE cloud_merchant_info SET user_id = ? WHERE id = ?", [PARTNER_SEED.userMer01, PARTNER_SEED.merchant01]],
      // A debit card for every agent of the tenant, from the agent's own fields.
      [
        "INSERT OR IGNORE INTO cloud_agent_debit_card (id, tenant_id, agent_id, account_name, card_no, bank_name, branch_name, account_type, create_time) " +
          "SELECT '1' || '71' || substr(a.id, 4), a.tenant_id, a.id, CASE WHEN a.agent_type = 2 THEN a.link_man ELSE a.agent_name END, a.agent_account, " +
          "json_extract(?, '$[' || (CAST(substr(a.agent_no, 2) AS INTEGER) % 6) || ']'), '营业部', a.agent_type, a.create_time " +
          "FROM cloud_agent_info a WHERE a.tenant_id = ? AND a.is_deleted = 0",
        [JSON.stringify(BANKS), TENANT],
      ],
      // The administrators holding a screen get its partner buttons.
      ...buttons.map((b): [string, string[]] => [
        "INSERT OR IGNORE INTO blade_role_menu (role_id, menu_id) SELECT rm.role_id, ? FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id " +
          "WHERE rm.menu_id = ? AND r.role_alias = 'administrator'",
        [b.id, b.parentId],
      ]),
    ],
  };
}

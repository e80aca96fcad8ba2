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
 * - The partner buttons (partner-access.ts PARTNER_BUTTONS) for the administrators holding the screens.
 */
import { seedId } from "../../core/ids";
import { bulkRows, type Row, SEED, type SeedData } from "../../core/seed";
import { BUSINESS_KIND, BUSINESS_SEED_TIME } from "../business-search/seed";
import { laterButtonRows, menuRows } from "../menu/catalogue";
import { grantAdministratorsHolding } from "../menu/seed";
import { staffUserRow } from "../user/seed";
import { PARTNER_BUTTONS, PARTNER_GRANTS } from "./partner-access";
import { generatedAgents, seededAgents, seededAgentUpdates } from "./partner-agents";

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
  const buttons = laterButtonRows(PARTNER_BUTTONS);
  const byCode = new Map([...menus, ...buttons].map((m) => [m.code, m.id]));
  const grants: [string, string[]][] = [
    [PARTNER_SEED.roleAgent, PARTNER_GRANTS.agent],
    [PARTNER_SEED.roleMerchant, PARTNER_GRANTS.merchant],
  ];
  const roleMenus: Row[] = grants.flatMap(([role, codes]) =>
    codes.map((code) => {
      const id = byCode.get(code);
      if (!id) throw new Error(`partner seed: no menu ${code}`);
      return { role_id: role, menu_id: id };
    }),
  );
  const user = (id: string, account: string, name: string, role: string, phone: string, minute: number): Row =>
    staffUserRow({
      id,
      tenant: TENANT,
      code: account.toUpperCase(),
      account,
      name,
      email: `${account}@partner.sandbox`,
      phone,
      birthday: null,
      sex: 1,
      role,
      dept: PARTNER_SEED.deptPartner,
      post: null,
      by: { user: SEED.userAdmin1, dept: SEED.deptHq1 },
      time: BUSINESS_SEED_TIME + 30 * DAY + minute * 60_000,
    });
  const agents = generatedAgents(TENANT, PARTNER_SEED.generatedAgents);
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
      ...buttons.map((b) => grantAdministratorsHolding(b.id, b.parentId)),
    ],
  };
}

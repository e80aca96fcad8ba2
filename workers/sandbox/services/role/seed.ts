/**
 * The roles: seed_v1's administrator (per tenant) and operator roles with the operator's disabled
 * fields, and seed_v3_dict_menu_role's 9 more roles (ids 32/n: a small tree in 000001, one in
 * 000002) with a few menu grants; no user holds them. The operator's 系统 grants are
 * seed-operator-system.ts.
 */
import { seedId } from "../../core/ids";
import { SEED, type SeedData } from "../../core/seed";
import { menuRows } from "../menu/catalogue";

/** seed_v1: 超级管理员 of each tenant and 运营专员 of 000001, whose form fields are partly disabled. */
export function roleSeed(): SeedData {
  return {
    rows: [
      [
        "blade_role",
        [
          {
            id: SEED.roleAdmin1,
            tenant_id: "000001",
            parent_id: "0",
            role_name: "超级管理员",
            role_alias: "administrator",
            sort: 1,
            is_deleted: 0,
          },
          {
            id: SEED.roleOperator1,
            tenant_id: "000001",
            parent_id: "0",
            role_name: "运营专员",
            role_alias: "operator",
            sort: 2,
            is_deleted: 0,
          },
          {
            id: SEED.roleAdmin2,
            tenant_id: "000002",
            parent_id: "0",
            role_name: "超级管理员",
            role_alias: "administrator",
            sort: 1,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_role_disable_field",
        [
          { id: seedId(20, 1), role_id: SEED.roleOperator1, menu_code: "agent", field_name: "agentAccountingRate" },
          { id: seedId(20, 2), role_id: SEED.roleOperator1, menu_code: "agent", field_name: "extractRate" },
          { id: seedId(20, 3), role_id: SEED.roleOperator1, menu_code: "merchant", field_name: "settleRate" },
          { id: seedId(20, 4), role_id: SEED.roleOperator1, menu_code: "store", field_name: "storeSettleSwitch" },
        ],
      ],
    ],
  };
}

/** Seeded roles (ids 32/n); tenant 000001 unless said. */
export const ROLES = {
  finance: seedId(32, 1),
  financeManager: seedId(32, 2),
  cashier: seedId(32, 3),
  service: seedId(32, 4),
  serviceLeader: seedId(32, 5),
  risk: seedId(32, 6),
  auditor: seedId(32, 7),
  agentOps: seedId(32, 8),
  finance2: seedId(32, 9),
} as const;

interface RoleSeed {
  id: string;
  tenant: string;
  parent: string;
  name: string;
  alias: string;
  sort: number;
  /** Menu and button codes granted. */
  menus: string[];
  tops: string[];
}

const FINANCE = [
  "home",
  "settlement",
  "settleRecord",
  "settle_export",
  "account",
  "accountInfo",
  "account_view",
  "report",
  "tradeReport",
  "trade_report_export",
  "profitReport",
  "profit_report_export",
];
const SERVICE = [
  "home",
  "merchant",
  "merchantInfo",
  "merchant_view",
  "store",
  "storeInfo",
  "orders",
  "transactionOrder",
  "order_view",
  "refundOrder",
  "refund_view",
  "message",
  "myMessage",
  "msg_view",
];

export const ROLE_SEEDS: RoleSeed[] = [
  {
    id: ROLES.finance,
    tenant: "000001",
    parent: "0",
    name: "财务",
    alias: "finance",
    sort: 3,
    menus: FINANCE,
    tops: [SEED.topBusiness1],
  },
  {
    id: ROLES.financeManager,
    tenant: "000001",
    parent: ROLES.finance,
    name: "财务主管",
    alias: "finance_manager",
    sort: 1,
    menus: [
      ...FINANCE,
      "settleConfig",
      "settle_config_edit",
      "freeze",
      "freeze_add",
      "freeze_edit",
      "reconciliation",
      "reconBill",
      "recon_export",
      "reconError",
      "recon_error_edit",
    ],
    tops: [SEED.topBusiness1],
  },
  {
    id: ROLES.cashier,
    tenant: "000001",
    parent: ROLES.finance,
    name: "出纳",
    alias: "cashier",
    sort: 2,
    menus: ["home", "account", "accountInfo", "account_view", "settlement", "settleRecord"],
    tops: [SEED.topBusiness1],
  },
  {
    id: ROLES.service,
    tenant: "000001",
    parent: "0",
    name: "客服",
    alias: "customer_service",
    sort: 4,
    menus: SERVICE,
    tops: [SEED.topBusiness1],
  },
  {
    id: ROLES.serviceLeader,
    tenant: "000001",
    parent: ROLES.service,
    name: "客服组长",
    alias: "service_leader",
    sort: 1,
    menus: [...SERVICE, "merchant_export", "store_export", "order_export", "refund_export"],
    tops: [SEED.topBusiness1],
  },
  {
    id: ROLES.risk,
    tenant: "000001",
    parent: "0",
    name: "风控专员",
    alias: "risk_officer",
    sort: 5,
    menus: [
      "home",
      "orders",
      "transactionOrder",
      "order_view",
      "order_export",
      "account",
      "freeze",
      "freeze_add",
      "merchant",
      "merchantInfo",
      "merchant_view",
      "merchant_audit",
      "system",
      "blacklist",
      "blacklist_add",
      "sensitive",
      "sensitive_add",
    ],
    tops: [SEED.topBusiness1, SEED.topSystem1],
  },
  {
    id: ROLES.auditor,
    tenant: "000001",
    parent: "0",
    name: "审计员",
    alias: "auditor",
    sort: 6,
    menus: [
      "home",
      "log",
      "apiLog",
      "log_api_view",
      "errorLog",
      "log_error_view",
      "usualLog",
      "log_usual_view",
      "report",
      "tradeReport",
    ],
    tops: [SEED.topBusiness1, SEED.topSystem1],
  },
  {
    id: ROLES.agentOps,
    tenant: "000001",
    parent: "0",
    name: "代理商运营",
    alias: "agent_ops",
    sort: 7,
    menus: [
      "home",
      "agent",
      "agentInfo",
      "agent_add",
      "agent_edit",
      "agent_view",
      "agentMigration",
      "migration_view",
      "salesman",
    ],
    tops: [SEED.topBusiness1],
  },
  {
    id: ROLES.finance2,
    tenant: "000002",
    parent: "0",
    name: "财务",
    alias: "finance",
    sort: 2,
    menus: ["home", "settlement", "settleRecord", "settle_export"],
    tops: [seedId(19, 3)],
  },
];

/** seed_v3_dict_menu_role: the roles above and their menu and top-menu grants. */
export function roleTreeSeed(): SeedData {
  const menuIds = new Map(menuRows().map((m) => [m.code, m.id]));
  return {
    rows: [
      [
        "blade_role",
        ROLE_SEEDS.map((r) => ({
          id: r.id,
          tenant_id: r.tenant,
          parent_id: r.parent,
          role_name: r.name,
          role_alias: r.alias,
          sort: r.sort,
          is_deleted: 0,
        })),
      ],
      [
        "blade_role_menu",
        ROLE_SEEDS.flatMap((r) =>
          r.menus.flatMap((code) => (menuIds.has(code) ? [{ role_id: r.id, menu_id: menuIds.get(code)! }] : [])),
        ),
      ],
      ["blade_role_top_menu", ROLE_SEEDS.flatMap((r) => r.tops.map((top) => ({ role_id: r.id, top_menu_id: top })))],
    ],
  };
}

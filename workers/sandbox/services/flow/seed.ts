/**
 * seed_v22_flow (seedId kind 92; ADR 025): the work-flow.
 * - The `flow` dictionary's 5 充值订单审核 (4 商户进件审批 is seed_v3's).
 * - 我的待办 and 已办 under 工作流 (menu ids 17/920…), 审批 (button 18/1040), granted to the
 *   administrator roles holding 流程模型.
 * - The platform's model 充值订单审核 (recharge_audit: 初审, 复审, both 超级管理员), deployed as V1
 *   and suspended (挂起): while it is, a new recharge order goes to 充值订单's 审核 as before, so
 *   the platform's direct audit keeps working until an operator 激活s it in 流程管理.
 * - Two 星河支付 (000005) recharge orders waiting in V1's instances: one at 初审, one at 复审
 *   (初审 approved), so 我的待办 is not empty.
 */
import { PLATFORM_TENANT_ID } from "../../core/constants";
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import { laterMenuRows, type MenuRow, screensByCode } from "../menu/catalogue";
import { grantAdministratorsHolding, menuRow } from "../menu/seed";
import { FLOW_CATEGORY, SUSPENDED } from "./store";

const KIND = 92;
const FLOW_TIME = Date.UTC(2026, 10, 20, 2, 0, 0);
const HOUR = 3600_000;
/** 星河支付's department (user/seed-own-tenant.ts: seedId(kind, 2), kind 33). */
const TOPUP_DEPT = seedId(33, 2);

/** The seeded ids the tests refer to. */
export const FLOW_SEED = {
  model: seedId(KIND, 1),
  definition: seedId(KIND, 11),
  deployment: seedId(KIND, 12),
  orders: [seedId(KIND, 101), seedId(KIND, 102)],
  instances: [seedId(KIND, 201), seedId(KIND, 202)],
  tasks: [seedId(KIND, 301), seedId(KIND, 302), seedId(KIND, 303)],
  /** topup01's id (user/seed-own-tenant.ts: users are seedId(kind, 1001…), 星河支付's kind is 33). */
  topupUser: seedId(33, 1001),
} as const;

/** 我的待办 and 已办 under 工作流 (top menu 系统), after 流程管理. */
export const FLOW_MENUS: (Omit<MenuRow, "parentId" | "op"> & { parentCode: string })[] = [
  {
    id: seedId(17, 920),
    parentCode: "flow",
    code: "flowTodo",
    name: "我的待办",
    alias: "menu",
    path: "/flow/todo",
    source: "list-todo",
    sort: 4,
    category: 1,
    action: 0,
    i18n: "menu.flowTodo",
    top: "system",
  },
  {
    id: seedId(17, 921),
    parentCode: "flow",
    code: "flowDone",
    name: "已办",
    alias: "menu",
    path: "/flow/done",
    source: "list-checks",
    sort: 5,
    category: 1,
    action: 0,
    i18n: "menu.flowDone",
    top: "system",
  },
];

/** 审批 on a to-do: the button the console checks before it sends work/complete-task. */
export const FLOW_BUTTONS = [
  { id: seedId(18, 1040), screen: "flowTodo", code: "flow_todo_audit", name: "审批", source: "badge-check" },
];

export const RECHARGE_STEPS = [
  { name: "初审", roleId: SEED.roleAdmin1 },
  { name: "复审", roleId: SEED.roleAdmin1 },
];

/**
 * 星河支付 (000005, dept 33/2, topup01 33/1001: toll/seed.ts and user/seed-own-tenant.ts) orders
 * `buyNum` of the platform's combo `combo` (toll/seed.ts: 76/1 基础套餐, 76/2 标准套餐), paid to
 * the enabled collecting account: read from the toll tables in SQL, so this seed needs no toll
 * code (cloud-flow uses no business service, ADR 025).
 */
const ORDER = `
INSERT OR IGNORE INTO cloud_recharge_order (id, tenant_id, order_no, combo_id, combo_name, flow_amount, charge_ratio, price, buy_num, actual_price,
  company_name, bank, bank_account, pay_certificate, pay_type, order_state, create_dept, create_user, create_time, is_deleted)
SELECT ?1, '000005', ?2, c.id, c.combo_name, c.flow_amount, c.charge_ratio, c.price, ?3,
  printf('%d.%02d', CAST(REPLACE(c.price, '.', '') AS INTEGER) * ?3 / 100, CAST(REPLACE(c.price, '.', '') AS INTEGER) * ?3 % 100),
  cc.company_name, cc.bank, cc.bank_account, '', 1, 0, ?4, ?5, ?6, 0
FROM cloud_toll_combo c, cloud_company_config cc
WHERE c.id = ?7 AND cc.tenant_id = '${PLATFORM_TENANT_ID}' AND cc.status = 1 AND cc.is_deleted = 0 ORDER BY cc.id LIMIT 1`;

const ORDERS = [
  { n: 0, combo: seedId(76, 1), buyNum: 2 },
  { n: 1, combo: seedId(76, 2), buyNum: 1 },
].map((o) => ({
  ...o,
  id: FLOW_SEED.orders[o.n]!,
  orderNo: `CZ20261120${String(o.n + 1).padStart(8, "0")}`,
  time: FLOW_TIME + o.n * HOUR,
}));

export function workFlowSeed(): SeedData {
  const parents = screensByCode();
  const screens = laterMenuRows(FLOW_MENUS, parents);
  const buttons = FLOW_BUTTONS.map(({ screen: code, ...button }): MenuRow => {
    const screen = screens.find((s) => s.code === code)!;
    const audit = { alias: "audit", path: "/flow/todo/audit", sort: 90, category: 2, action: 2 } as const;
    return { ...button, ...audit, parentId: screen.id, i18n: null, op: false, top: screen.top };
  });
  const holder = parents.get("flowModel")!;
  const steps = JSON.stringify(RECHARGE_STEPS);
  const instance = (n: number, step: number): Row => ({
    id: FLOW_SEED.instances[n]!,
    tenant_id: PLATFORM_TENANT_ID,
    definition_id: FLOW_SEED.definition,
    business_type: "recharge",
    business_id: ORDERS[n]!.id,
    business_label: ORDERS[n]!.orderNo,
    step_index: step,
    state: 0,
    start_user_name: "星河管理员",
    start_time: ORDERS[n]!.time,
    end_time: null,
  });
  const task = (n: number, instanceN: number, step: number, done: boolean): Row => ({
    id: FLOW_SEED.tasks[n]!,
    tenant_id: PLATFORM_TENANT_ID,
    instance_id: FLOW_SEED.instances[instanceN]!,
    step_index: step,
    step_name: RECHARGE_STEPS[step]!.name,
    role_id: RECHARGE_STEPS[step]!.roleId,
    state: done ? 1 : 0,
    assignee: done ? SEED.userAdmin1 : null,
    assignee_name: done ? "管理员" : null,
    comment: done ? "已核对到账流水" : null,
    create_time: ORDERS[instanceN]!.time + step * HOUR,
    end_time: done ? ORDERS[instanceN]!.time + (step + 1) * HOUR : null,
  });
  return {
    rows: [
      ["blade_menu", [...screens, ...buttons].map((m) => menuRow(m, m.parentId))],
      ["blade_top_menu_setting", screens.map((s) => ({ top_menu_id: SEED.topSystem1, menu_id: s.id }))],
      [
        "cloud_flow_model",
        [
          {
            id: FLOW_SEED.model,
            tenant_id: PLATFORM_TENANT_ID,
            model_key: "recharge_audit",
            name: "充值订单审核",
            category: FLOW_CATEGORY.recharge,
            description: "租户对公转账充值订单的两级审核",
            steps,
            create_user: SEED.userAdmin1,
            create_time: FLOW_TIME - 24 * HOUR,
            update_time: FLOW_TIME - 24 * HOUR,
            is_deleted: 0,
          },
        ],
      ],
      [
        "cloud_flow_definition",
        [
          {
            id: FLOW_SEED.definition,
            tenant_id: PLATFORM_TENANT_ID,
            deployment_id: FLOW_SEED.deployment,
            model_id: FLOW_SEED.model,
            model_key: "recharge_audit",
            name: "充值订单审核",
            category: FLOW_CATEGORY.recharge,
            version: 1,
            steps,
            suspension_state: SUSPENDED,
            deploy_user: SEED.userAdmin1,
            deployment_time: FLOW_TIME - 23 * HOUR,
          },
        ],
      ],
      ["cloud_flow_instance", [instance(0, 0), instance(1, 1)]],
      ["cloud_flow_task", [task(0, 0, 0, false), task(1, 1, 0, true), task(2, 1, 1, false)]],
    ],
    updates: [
      ...ORDERS.map((o): [string, unknown[]] => [
        ORDER,
        [o.id, o.orderNo, o.buyNum, TOPUP_DEPT, FLOW_SEED.topupUser, o.time, o.combo],
      ]),
      [
        `INSERT OR IGNORE INTO blade_dict (id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed, is_deleted)
        SELECT ?, id, 'flow', ?, '充值订单审核', 5, 'recharge', 0, 0 FROM blade_dict WHERE code = 'flow' AND parent_id = '0' AND is_deleted = 0`,
        [seedId(KIND, 21), FLOW_CATEGORY.recharge],
      ],
      ...[...screens.map((s) => s.id), ...buttons.map((b) => b.id)].map((id) =>
        grantAdministratorsHolding(id, holder.id),
      ),
    ],
  };
}

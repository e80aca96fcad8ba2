/**
 * seed_v3_business_search: the rows behind the remote search-selects. Deterministic (seedId kinds
 * 60–66, fixed timestamps). Tenant 000001: 40 agents in 3 levels (A000001…A000040; 5 first-level,
 * 12 second-level, 23 third-level), 25 agent salespersons, 15 bank activities, 60 merchants
 * (M10000001…M10000060; 12 of them 餐饮), 80 stores (S10000001…S10000080; every 8th a direct store,
 * every 9th 停用), 50 cashiers, 25 sales reps. Tenant 000002: a few of each, numbered from the
 * same sequences (numbers are unique per tenant only). Serials: 000001 rows 1…n, 000002 rows 101….
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import {
  ACT_THEMES,
  BANKS,
  BRANCHES,
  BRANDS,
  CITIES,
  INDUSTRIES,
  L2_SUFFIX,
  L3_SUFFIX,
  person,
  TOP_AGENTS,
} from "./names";

export const BUSINESS_SEED_TIME = Date.UTC(2025, 11, 1, 1, 0, 0);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** seedId kinds of this seed. */
export const BUSINESS_KIND = {
  agent: 60,
  agentBusiness: 61,
  bankAct: 62,
  merchant: 63,
  store: 64,
  storeMen: 65,
  salesRep: 66,
} as const;

const base = (tenant: string, created: number) => ({
  tenant_id: tenant,
  create_user: tenant === "000001" ? SEED.userAdmin1 : SEED.userAdmin2,
  create_dept: tenant === "000001" ? SEED.deptHq1 : SEED.deptHq2,
  create_time: created,
  update_user: tenant === "000001" ? SEED.userAdmin1 : SEED.userAdmin2,
  update_time: created,
  is_deleted: 0,
});

/* Agents. */

export const AGENT_LEVEL_COUNTS = { 1: 5, 2: 12, 3: 23 } as const;

interface AgentSeed {
  id: string;
  no: string;
  name: string;
  level: number;
  parent: string;
  parentLevel: number | null;
  ancestors: string;
}

function agents(serial: number, names: [level: number, name: string][]): AgentSeed[] {
  const out: AgentSeed[] = [];
  names.forEach(([level, name], i) => {
    // The parent is the previous level's agent at the same index modulo its count.
    const upper = out.filter((a) => a.level === level - 1);
    const parent = level === 1 ? null : upper[i % upper.length]!;
    out.push({
      id: seedId(BUSINESS_KIND.agent, serial + i),
      no: `A${String(i + 1).padStart(6, "0")}`,
      name,
      level,
      parent: parent ? parent.id : "0",
      parentLevel: parent ? parent.level : null,
      ancestors: parent ? `${parent.ancestors},${parent.id}` : "0",
    });
  });
  return out;
}

function tenant1AgentNames(): [number, string][] {
  const names: [number, string][] = TOP_AGENTS.map((n) => [1, n]);
  for (let i = 0; i < AGENT_LEVEL_COUNTS[2]; i++)
    names.push([2, `${CITIES[i]}${BRANDS[i]}${L2_SUFFIX[i % L2_SUFFIX.length]}`]);
  for (let i = 0; i < AGENT_LEVEL_COUNTS[3]; i++) {
    names.push([
      3,
      `${CITIES[(i + 12) % CITIES.length]}${BRANDS[(i * 5 + 3) % BRANDS.length]}${L3_SUFFIX[i % L3_SUFFIX.length]}`,
    ]);
  }
  return names;
}

const TENANT2_AGENTS: [number, string][] = [
  [1, "深圳蓝海科技服务有限公司"],
  [2, "东莞蓝海支付服务有限公司"],
  [2, "惠州海岸网络科技有限公司"],
  [3, "珠海蓝湾信息咨询服务部"],
];

function agentRows(list: AgentSeed[], tenant: string): Row[] {
  return list.map((a, i) => ({
    id: a.id,
    ...base(tenant, BUSINESS_SEED_TIME + i * HOUR),
    agent_no: a.no,
    agent_name: a.name,
    agent_level: a.level,
    parent_id: a.parent,
    parent_level: a.parentLevel,
    ancestors: a.ancestors,
    agent_type: a.level === 3 && i % 2 === 0 ? 2 : 1,
    link_man: person(i + 3),
    mobile: `1860${tenant === "000001" ? 1 : 2}00${String(i + 1).padStart(4, "0")}`,
    link_email: `agent${String(i + 1).padStart(3, "0")}@example.com`,
    business_id: null,
    settle_type: (i % 2) + 1,
    // Every 7th agent is frozen.
    agent_status: (i + 1) % 7 === 0 ? 2 : 1,
  }));
}

/* Merchants and stores. */

/** 000001: 12 of the 60 merchants carry 餐饮 in their full name. */
export const MERCHANT_CATERING_COUNT = 12;

interface MerchantSeed {
  id: string;
  no: string;
  full: string;
  short: string;
}

function merchants(serial: number, count: number, cityOffset: number): MerchantSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const [full, short] = INDUSTRIES[i % INDUSTRIES.length]!;
    const brand = BRANDS[(n * 7 + cityOffset) % BRANDS.length]!;
    return {
      id: seedId(BUSINESS_KIND.merchant, serial + i),
      no: `M${10000000 + n}`,
      full: `${CITIES[(n + cityOffset) % CITIES.length]}${brand}${full}`,
      short: `${brand}${short}`,
    };
  });
}

function merchantRows(list: MerchantSeed[], tenant: string, agentIds: string[]): Row[] {
  return list.map((m, i) => ({
    id: m.id,
    ...base(tenant, BUSINESS_SEED_TIME + 2 * DAY + i * HOUR),
    merchant_no: m.no,
    merchant_full_name: m.full,
    merchant_short_name: m.short,
    merchant_type: (i % 3) + 1,
    agent_id: agentIds[i % agentIds.length]!,
    link_man: person(i + 11),
    mobile: `1371${tenant === "000001" ? 1 : 2}00${String(i + 1).padStart(4, "0")}`,
    mcc: ["5812", "5411", "5651", "5912"][i % 4]!,
    // 1 正常 (most), 2 冻结 (every 10th), 3 注销 (every 15th that is not frozen).
    merchant_status: (i + 1) % 10 === 0 ? 2 : (i + 1) % 15 === 0 ? 3 : 1,
    // 2 审核通过 (most), 1 审核中 (every 6th), 0 待提交 (every 8th), 3 审核驳回 (every 11th).
    reg_status: (i + 1) % 6 === 0 ? 1 : (i + 1) % 8 === 0 ? 0 : (i + 1) % 11 === 0 ? 3 : 2,
  }));
}

interface StoreSeed {
  id: string;
  no: string;
  name: string;
  merchant: string;
  direct: number;
  status: number;
}

function stores(serial: number, count: number, list: MerchantSeed[]): StoreSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const merchant = list[i % list.length]!;
    return {
      id: seedId(BUSINESS_KIND.store, serial + i),
      no: `S${10000000 + i + 1}`,
      name: `${merchant.short}（${BRANCHES[(i * 3 + Math.floor(i / list.length)) % BRANCHES.length]}店）`,
      merchant: merchant.id,
      direct: (i + 1) % 8 === 0 ? 1 : 0,
      status: (i + 1) % 9 === 0 ? 2 : 1,
    };
  });
}

function storeRows(list: StoreSeed[], tenant: string): Row[] {
  return list.map((s, i) => ({
    id: s.id,
    ...base(tenant, BUSINESS_SEED_TIME + 5 * DAY + i * HOUR),
    store_no: s.no,
    store_full_name: s.name,
    store_short_name: s.name.replace(/（.*$/, ""),
    merchant_id: s.merchant,
    is_direct: s.direct,
    address: `${BRANCHES[i % BRANCHES.length]}${(i % 40) + 1}号`,
    link_man: person(i + 17),
    mobile: `1582${tenant === "000001" ? 1 : 2}00${String(i + 1).padStart(4, "0")}`,
    store_status: s.status,
  }));
}

function storeMenRows(serial: number, count: number, tenant: string, list: StoreSeed[], offset: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const store = list[i % list.length]!;
    return {
      id: seedId(BUSINESS_KIND.storeMen, serial + i),
      ...base(tenant, BUSINESS_SEED_TIME + 8 * DAY + i * HOUR),
      store_id: store.id,
      merchant_id: store.merchant,
      store_men_name: person(i + offset),
      mobile: `1395${tenant === "000001" ? 1 : 2}00${String(i + 1).padStart(4, "0")}`,
      store_men_role: i % 5 === 0 ? 1 : 2,
      status: (i + 1) % 12 === 0 ? 0 : 1,
    };
  });
}

/* Bank activities. */

function bankActRows(serial: number, count: number, tenant: string, bankOffset: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const [bank, short] = BANKS[(i + bankOffset) % BANKS.length]!;
    const start = BUSINESS_SEED_TIME + (i - 6) * 20 * DAY;
    // Relative to the seed's own date (2025-12): 0 未开始, 1 进行中, 2 已结束.
    const end = start + 90 * DAY;
    const status = start > BUSINESS_SEED_TIME ? 0 : end < BUSINESS_SEED_TIME ? 2 : 1;
    return {
      id: seedId(BUSINESS_KIND.bankAct, serial + i),
      ...base(tenant, start - 10 * DAY),
      act_no: `ACT${2025000 + i + 1}`,
      act_title: `${short}${ACT_THEMES[i % ACT_THEMES.length]}`,
      bank_name: bank,
      act_desc: `${bank}联合平台开展的营销活动，活动期间参与商户享受手续费补贴。`,
      start_time: start,
      end_time: end,
      status,
    };
  });
}

/* Sales reps and agent salespersons. */

function salesRepRows(serial: number, count: number, tenant: string, depts: string[], offset: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: seedId(BUSINESS_KIND.salesRep, serial + i),
    ...base(tenant, BUSINESS_SEED_TIME + i * HOUR),
    name: person(i + offset),
    mobile: `1351${tenant === "000001" ? 1 : 2}00${String(i + 1).padStart(4, "0")}`,
    dept_id: depts[i % depts.length]!,
    status: (i + 1) % 10 === 0 ? 0 : 1,
  }));
}

function agentBusinessRows(serial: number, count: number, tenant: string, agentIds: string[], offset: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: seedId(BUSINESS_KIND.agentBusiness, serial + i),
    ...base(tenant, BUSINESS_SEED_TIME + DAY + i * HOUR),
    agent_id: agentIds[i % agentIds.length]!,
    name: person(i + offset),
    mobile: `1330${tenant === "000001" ? 1 : 2}00${String(i + 1).padStart(4, "0")}`,
    id_card: null,
    status: (i + 1) % 9 === 0 ? 0 : 1,
  }));
}

export function businessSearchSeed(): SeedData {
  const agents1 = agents(1, tenant1AgentNames());
  const agents2 = agents(101, TENANT2_AGENTS);
  const merchants1 = merchants(1, 60, 0);
  const merchants2 = merchants(101, 5, 9).map((m, i) =>
    i === 0 ? { ...m, full: "深圳蓝海餐饮管理有限公司", short: "蓝海餐饮" } : m,
  );
  const stores1 = stores(1, 80, merchants1);
  const stores2 = stores(101, 6, merchants2);
  // Agent salespersons work for first- and second-level agents; merchants hang under second- and third-level ones.
  const upper1 = agents1.filter((a) => a.level < 3).map((a) => a.id);
  const lower1 = agents1.filter((a) => a.level > 1).map((a) => a.id);
  return {
    rows: [
      ["cloud_agent_info", [...agentRows(agents1, "000001"), ...agentRows(agents2, "000002")]],
      [
        "cloud_agent_business",
        [
          ...agentBusinessRows(1, 25, "000001", upper1, 40),
          ...agentBusinessRows(
            101,
            3,
            "000002",
            agents2.map((a) => a.id),
            70,
          ),
        ],
      ],
      ["cloud_bank_act", [...bankActRows(1, 15, "000001", 0), ...bankActRows(101, 3, "000002", 3)]],
      [
        "cloud_merchant_info",
        [
          ...merchantRows(merchants1, "000001", lower1),
          ...merchantRows(
            merchants2,
            "000002",
            agents2.slice(1).map((a) => a.id),
          ),
        ],
      ],
      ["cloud_store_info", [...storeRows(stores1, "000001"), ...storeRows(stores2, "000002")]],
      [
        "cloud_store_men",
        [...storeMenRows(1, 50, "000001", stores1, 100), ...storeMenRows(101, 4, "000002", stores2, 160)],
      ],
      [
        "cloud_invest_promotion_person",
        [
          ...salesRepRows(1, 25, "000001", [SEED.deptHq1, SEED.deptOps1], 200),
          ...salesRepRows(101, 3, "000002", [SEED.deptHq2], 240),
        ],
      ],
    ],
  };
}

/**
 * The organisation: seed_v1's tenants, their top depts and posts; seed_v3_org's dept tree
 * (000001: 分公司 → 部门 → 小组 under 支付平台; 000002: a few depts), extra posts and the region
 * table (seed-regions.ts). Seed kinds 40 (dept), 42 (post); seed_v3_org's users (kind 41) are the
 * user service's. The three existing depts get their ancestors, remark, linkphone and create_time.
 */
import { seedId } from "../../core/ids";
import { type Row, SEED, type SeedData } from "../../core/seed";
import { regionRows } from "./seed-regions";

const DEPT_TIME = Date.UTC(2026, 0, 5, 2, 0, 0);

/** Ids and names the tests and docs rely on. */
export const ORG_SEED = {
  /** 北京分公司 (公司) under 支付平台; 上海分公司 … 成都分公司 are seedId(40, 2…5). */
  deptBeijing: seedId(40, 1),
  deptShanghai: seedId(40, 2),
  /** 财务部 (部门, no children, no users) under 支付平台. */
  deptFinance: seedId(40, 6),
  /** 技术研发部 (部门) under 支付平台 with 3 groups. */
  deptTech: seedId(40, 7),
  /** 北京市场拓展部 (部门) under 北京分公司 with 北京渠道一组/二组. */
  deptBeijingMarket: seedId(40, 9),
  /** 北京渠道一组 (小组). */
  deptBeijingGroup1: seedId(40, 24),
  /** 蓝海支付's 市场部 (000002). */
  dept2Market: seedId(40, 101),
  /** user01 (000001). */
  user01: seedId(41, 1),
  /** user01 of 000002. */
  user2First: seedId(41, 101),
  postManager1: seedId(42, 1),
} as const;

const CITIES: [string, string][] = [
  ["北京", "010-6588"],
  ["上海", "021-6213"],
  ["广州", "020-3825"],
  ["深圳", "0755-8326"],
  ["成都", "028-8562"],
];

export interface DeptSeed {
  id: string;
  tenant: string;
  parent: string;
  category: 1 | 2 | 3;
  name: string;
  fullName: string;
  phone: string;
  remark: string;
}

export function deptSeeds(): DeptSeed[] {
  const out: DeptSeed[] = [];
  // 1–5: the branches (公司).
  CITIES.forEach(([city, phone], i) =>
    out.push({
      id: seedId(40, i + 1),
      tenant: "000001",
      parent: SEED.deptHq1,
      category: 1,
      name: `${city}分公司`,
      fullName: `上海支付平台科技有限公司${city}分公司`,
      phone: `${phone}0100`,
      remark: `${city}区域业务`,
    }),
  );
  // 6–8: headquarters departments.
  const hq: [string, string][] = [
    ["财务部", "财务核算与资金管理"],
    ["技术研发部", "支付系统研发"],
    ["风险控制部", "交易风险监控"],
  ];
  hq.forEach(([name, remark], i) =>
    out.push({
      id: seedId(40, 6 + i),
      tenant: "000001",
      parent: SEED.deptHq1,
      category: 2,
      name,
      fullName: `总部${name}`,
      phone: `021-5000${2001 + i}`,
      remark,
    }),
  );
  // 9–23: each branch's 市场拓展部 / 商户运营部 / 客户服务部; 24–38: their groups.
  let n = 9;
  let g = 24;
  CITIES.forEach(([city, phone], i) => {
    const branch = seedId(40, i + 1);
    const depts: [string, string][] = [
      ["市场拓展部", "商户拓展与渠道合作"],
      ["商户运营部", "商户进件与运营"],
      ["客户服务部", "客户咨询与投诉处理"],
    ];
    const ids = depts.map(([name, remark], k) => {
      const id = seedId(40, n++);
      out.push({
        id,
        tenant: "000001",
        parent: branch,
        category: 2,
        name: `${city}${name}`,
        fullName: `${city}分公司${name}`,
        phone: `${phone}0${k + 2}00`,
        remark,
      });
      return id;
    });
    const groups: [number, string, string][] = [
      [0, "渠道一组", "直营渠道"],
      [0, "渠道二组", "代理渠道"],
      [1, "商户审核组", "进件资料审核"],
    ];
    groups.forEach(([k, name, remark], j) =>
      out.push({
        id: seedId(40, g++),
        tenant: "000001",
        parent: ids[k]!,
        category: 3,
        name: `${city}${name}`,
        fullName: `${city}分公司${name}`,
        phone: `${phone}06${j + 1}0`,
        remark,
      }),
    );
  });
  // 39–42: headquarters groups.
  const hqGroups: [string, string, string][] = [
    [seedId(40, 7), "前端开发组", "运营平台前端"],
    [seedId(40, 7), "后端开发组", "支付核心服务"],
    [seedId(40, 7), "测试组", "质量保障"],
    [seedId(40, 8), "交易监控组", "实时交易监控"],
  ];
  hqGroups.forEach(([parent, name, remark], i) =>
    out.push({
      id: seedId(40, 39 + i),
      tenant: "000001",
      parent,
      category: 3,
      name,
      fullName: `总部${name}`,
      phone: `021-5000${3001 + i}`,
      remark,
    }),
  );
  // 000002: 101–105.
  const two: [number, string, 1 | 2 | 3, string, string][] = [
    [101, "市场部", 2, "市场推广", "0755-86002001"],
    [102, "运营部", 2, "商户运营", "0755-86002002"],
    [103, "技术部", 2, "系统研发", "0755-86002003"],
    [104, "财务部", 2, "财务结算", "0755-86002004"],
    [105, "南山业务组", 3, "南山区商户拓展", "0755-86002005"],
  ];
  for (const [k, name, category, remark, phone] of two) {
    out.push({
      id: seedId(40, k),
      tenant: "000002",
      parent: k === 105 ? seedId(40, 102) : SEED.deptHq2,
      category,
      name,
      fullName: `深圳蓝海支付${name}`,
      phone,
      remark,
    });
  }
  return out;
}

function deptRows(seeds: DeptSeed[]): Row[] {
  const ancestors = new Map<string, string>([
    [SEED.deptHq1, "0"],
    [SEED.deptHq2, "0"],
  ]);
  // 运营部 (sort 1) is already under 支付平台; the new siblings follow it.
  const siblings = new Map<string, number>([[SEED.deptHq1, 1]]);
  return seeds.map((d, i) => {
    const sort = (siblings.get(d.parent) ?? 0) + 1;
    siblings.set(d.parent, sort);
    const parentAncestors = ancestors.get(d.parent) ?? "0";
    const own = `${parentAncestors},${d.parent}`;
    ancestors.set(d.id, own);
    return {
      id: d.id,
      tenant_id: d.tenant,
      parent_id: d.parent,
      ancestors: own,
      dept_category: d.category,
      dept_name: d.name,
      full_name: d.fullName,
      sort,
      remark: d.remark,
      linkphone: d.phone,
      create_time: DEPT_TIME + (i + 1) * 60_000,
      is_deleted: 0,
    };
  });
}

const POSTS: Row[] = [
  { id: seedId(42, 1), tenant_id: "000001", category: 2, post_code: "manager", post_name: "部门经理", sort: 3 },
  { id: seedId(42, 2), tenant_id: "000001", category: 3, post_code: "finance", post_name: "财务专员", sort: 4 },
  { id: seedId(42, 3), tenant_id: "000001", category: 3, post_code: "engineer", post_name: "技术工程师", sort: 5 },
  { id: seedId(42, 4), tenant_id: "000001", category: 3, post_code: "service", post_name: "客服专员", sort: 6 },
  { id: seedId(42, 101), tenant_id: "000002", category: 3, post_code: "operator", post_name: "运营专员", sort: 2 },
];

/** seed_v1: the two tenants, their top depts (and 000001's 运营部) and first posts. */
export function orgBaseSeed(): SeedData {
  return {
    rows: [
      [
        "blade_tenant",
        [
          {
            id: seedId(11, 1),
            tenant_id: "000001",
            tenant_name: "支付平台",
            domain: "t1",
            background_url: null,
            linkman: "张经理",
            contact_number: "13800000000",
            address: "上海市浦东新区",
            account_number: -1,
            expire_time: null,
            status: 1,
            is_deleted: 0,
          },
          {
            id: seedId(11, 2),
            tenant_id: "000002",
            tenant_name: "蓝海支付",
            domain: "t2",
            background_url: null,
            linkman: "李经理",
            contact_number: "13900000000",
            address: "深圳市南山区",
            account_number: -1,
            expire_time: null,
            status: 1,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_dept",
        [
          {
            id: SEED.deptHq1,
            tenant_id: "000001",
            parent_id: "0",
            dept_category: 1,
            dept_name: "支付平台",
            full_name: "上海支付平台科技有限公司",
            sort: 1,
            is_deleted: 0,
          },
          {
            id: SEED.deptOps1,
            tenant_id: "000001",
            parent_id: SEED.deptHq1,
            dept_category: 2,
            dept_name: "运营部",
            full_name: "运营部",
            sort: 1,
            is_deleted: 0,
          },
          {
            id: SEED.deptHq2,
            tenant_id: "000002",
            parent_id: "0",
            dept_category: 1,
            dept_name: "蓝海支付",
            full_name: "深圳蓝海支付有限公司",
            sort: 1,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_post",
        [
          { id: seedId(13, 1), tenant_id: "000001", category: 1, post_code: "ceo", post_name: "总经理", sort: 1 },
          {
            id: seedId(13, 2),
            tenant_id: "000001",
            category: 3,
            post_code: "operator",
            post_name: "运营专员",
            sort: 2,
          },
          { id: seedId(13, 3), tenant_id: "000002", category: 1, post_code: "ceo", post_name: "总经理", sort: 1 },
        ],
      ],
    ],
  };
}

/** seed_v3_org: the dept tree, extra posts and the regions. */
export function orgSeed(): SeedData {
  const depts = deptSeeds();
  const existing: [string, string, string, string, number][] = [
    [SEED.deptHq1, "0", "集团总部", "021-50001000", DEPT_TIME - 3600_000],
    [SEED.deptOps1, `0,${SEED.deptHq1}`, "平台运营与商户服务", "021-50001001", DEPT_TIME - 1800_000],
    [SEED.deptHq2, "0", "蓝海支付总部", "0755-86001000", DEPT_TIME - 3600_000],
  ];
  return {
    rows: [
      ["blade_dept", deptRows(depts)],
      ["blade_post", POSTS],
      ["blade_region", regionRows()],
    ],
    updates: [
      ...existing.map(([id, ancestors, remark, phone, time]): [string, unknown[]] => [
        `UPDATE blade_dept SET ancestors = COALESCE(ancestors, ?), remark = COALESCE(remark, ?), linkphone = COALESCE(linkphone, ?),
         create_time = COALESCE(create_time, ?) WHERE id = ?`,
        [ancestors, remark, phone, time, id],
      ]),
      [
        `UPDATE blade_dept_design SET create_dept = COALESCE(create_dept, (SELECT d.id FROM blade_dept d WHERE d.tenant_id = blade_dept_design.tenant_id
         AND d.parent_id = '0' AND d.is_deleted = 0 ORDER BY d.sort, d.id LIMIT 1))`,
        [],
      ],
    ],
  };
}

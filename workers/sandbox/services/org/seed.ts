/**
 * seed_v3_org: the dept tree (000001: 分公司 → 部门 → 小组 under 支付平台; 000002: a few depts),
 * extra posts, 40 + 3 users for 用户管理, and the region table (root 00, provinces, cities,
 * districts). Seed kinds 40 (dept), 41 (user), 42 (post). Existing accounts and depts are kept;
 * the three existing depts get their ancestors, remark, linkphone and create_time.
 */
import type { SeedData } from "../../core/seed";
import { SEED } from "../../core/seed";
import { seedId } from "../../core/ids";

type Row = Record<string, string | number | null>;

/** sha1Hex(md5Hex("123456")): the seeded users' password and account.initPassword. */
export const INIT_PASSWORD = "123456";
export const INIT_PASSWORD_HASH = "10470c3b4b1fed12c3baac014be15fac67c6e815";

const DEPT_TIME = Date.UTC(2026, 0, 5, 2, 0, 0);
const USER_TIME = Date.UTC(2026, 0, 6, 1, 0, 0);

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

interface DeptSeed {
  id: string;
  tenant: string;
  parent: string;
  category: 1 | 2 | 3;
  name: string;
  fullName: string;
  phone: string;
  remark: string;
}

function deptSeeds(): DeptSeed[] {
  const out: DeptSeed[] = [];
  // 1–5: the branches (公司).
  CITIES.forEach(([city, phone], i) =>
    out.push({ id: seedId(40, i + 1), tenant: "000001", parent: SEED.deptHq1, category: 1, name: `${city}分公司`,
      fullName: `上海支付平台科技有限公司${city}分公司`, phone: `${phone}0100`, remark: `${city}区域业务` }));
  // 6–8: headquarters departments.
  const hq: [string, string][] = [["财务部", "财务核算与资金管理"], ["技术研发部", "支付系统研发"], ["风险控制部", "交易风险监控"]];
  hq.forEach(([name, remark], i) =>
    out.push({ id: seedId(40, 6 + i), tenant: "000001", parent: SEED.deptHq1, category: 2, name, fullName: `总部${name}`,
      phone: `021-5000${2001 + i}`, remark }));
  // 9–23: each branch's 市场拓展部 / 商户运营部 / 客户服务部; 24–38: their groups.
  let n = 9;
  let g = 24;
  CITIES.forEach(([city, phone], i) => {
    const branch = seedId(40, i + 1);
    const depts: [string, string][] = [["市场拓展部", "商户拓展与渠道合作"], ["商户运营部", "商户进件与运营"], ["客户服务部", "客户咨询与投诉处理"]];
    const ids = depts.map(([name, remark], k) => {
      const id = seedId(40, n++);
      out.push({ id, tenant: "000001", parent: branch, category: 2, name: `${city}${name}`, fullName: `${city}分公司${name}`,
        phone: `${phone}0${k + 2}00`, remark });
      return id;
    });
    const groups: [number, string, string][] = [[0, "渠道一组", "直营渠道"], [0, "渠道二组", "代理渠道"], [1, "商户审核组", "进件资料审核"]];
    groups.forEach(([k, name, remark], j) =>
      out.push({ id: seedId(40, g++), tenant: "000001", parent: ids[k]!, category: 3, name: `${city}${name}`,
        fullName: `${city}分公司${name}`, phone: `${phone}06${j + 1}0`, remark }));
  });
  // 39–42: headquarters groups.
  const hqGroups: [string, string, string][] = [
    [seedId(40, 7), "前端开发组", "运营平台前端"],
    [seedId(40, 7), "后端开发组", "支付核心服务"],
    [seedId(40, 7), "测试组", "质量保障"],
    [seedId(40, 8), "交易监控组", "实时交易监控"],
  ];
  hqGroups.forEach(([parent, name, remark], i) =>
    out.push({ id: seedId(40, 39 + i), tenant: "000001", parent, category: 3, name, fullName: `总部${name}`,
      phone: `021-5000${3001 + i}`, remark }));
  // 000002: 101–105.
  const two: [number, string, 1 | 2 | 3, string, string][] = [
    [101, "市场部", 2, "市场推广", "0755-86002001"],
    [102, "运营部", 2, "商户运营", "0755-86002002"],
    [103, "技术部", 2, "系统研发", "0755-86002003"],
    [104, "财务部", 2, "财务结算", "0755-86002004"],
    [105, "南山业务组", 3, "南山区商户拓展", "0755-86002005"],
  ];
  for (const [k, name, category, remark, phone] of two) {
    out.push({ id: seedId(40, k), tenant: "000002", parent: k === 105 ? seedId(40, 102) : SEED.deptHq2, category, name,
      fullName: `深圳蓝海支付${name}`, phone, remark });
  }
  return out;
}

function deptRows(seeds: DeptSeed[]): Row[] {
  const ancestors = new Map<string, string>([[SEED.deptHq1, "0"], [SEED.deptHq2, "0"]]);
  // 运营部 (sort 1) is already under 支付平台; the new siblings follow it.
  const siblings = new Map<string, number>([[SEED.deptHq1, 1]]);
  return seeds.map((d, i) => {
    const sort = (siblings.get(d.parent) ?? 0) + 1;
    siblings.set(d.parent, sort);
    const parentAncestors = ancestors.get(d.parent) ?? "0";
    const own = `${parentAncestors},${d.parent}`;
    ancestors.set(d.id, own);
    return {
      id: d.id, tenant_id: d.tenant, parent_id: d.parent, ancestors: own, dept_category: d.category, dept_name: d.name,
      full_name: d.fullName, sort, remark: d.remark, linkphone: d.phone, create_time: DEPT_TIME + (i + 1) * 60_000,
      is_deleted: 0,
    };
  });
}

const NAMES = [
  "王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "周杰", "吴婷",
  "徐强", "孙悦", "胡斌", "朱琳", "高峰", "林晓", "何军", "郭倩", "马超", "罗佳",
  "梁勇", "宋雨", "郑浩", "谢芳", "韩冰", "唐亮", "冯雪", "于涛", "董洁", "萧然",
  "程鹏", "曹颖", "袁野", "邓琪", "许晨", "傅蕾", "沈阳", "曾悦", "彭辉", "吕薇",
];
/** 女 for these indexes (by the given name). */
const FEMALE = new Set([1, 2, 4, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 26, 28, 31, 33, 35, 37, 39]);

function userRows(depts: DeptSeed[]): Row[] {
  // Every 部门 and 小组 of 000001 except 财务部 (kept without users); 分公司 have users only below them.
  const tenant1 = depts.filter((d) => d.tenant === "000001" && d.category !== 1 && d.id !== ORG_SEED.deptFinance);
  const posts1 = [seedId(13, 2), seedId(42, 1), seedId(42, 2), seedId(42, 3), seedId(42, 4)];
  const rows: Row[] = [];
  for (let i = 0; i < 40; i++) {
    const n = i + 1;
    const nn = String(n).padStart(2, "0");
    const dept = tenant1[i % tenant1.length]!;
    rows.push({
      id: seedId(41, n), tenant_id: "000001", code: `E00${nn}`, user_type: 1, account: `user${nn}`, password: INIT_PASSWORD_HASH,
      name: NAMES[i]!, real_name: NAMES[i]!, avatar: null, email: `user${nn}@pay.sandbox`, phone: `139000000${nn}`,
      birthday: Date.UTC(1985 + (i % 15), i % 12, 1 + (i % 27), 16, 0, 0), sex: FEMALE.has(i) ? 2 : 1,
      role_id: n % 5 === 0 ? SEED.roleAdmin1 : SEED.roleOperator1, dept_id: dept.id, post_id: posts1[i % posts1.length]!,
      create_user: SEED.userAdmin1, create_dept: SEED.deptHq1, create_time: USER_TIME + i * 37 * 60_000,
      update_user: SEED.userAdmin1, update_time: USER_TIME + i * 37 * 60_000, status: 1, is_deleted: 0,
    });
  }
  const two: [string, string, number, string][] = [["陈晓明", seedId(40, 101), 1, seedId(13, 3)], ["林雅婷", seedId(40, 102), 2, seedId(42, 101)],
    ["黄志强", seedId(40, 105), 1, seedId(42, 101)]];
  two.forEach(([name, dept, sex, post], i) => {
    const nn = String(i + 1).padStart(2, "0");
    rows.push({
      id: seedId(41, 101 + i), tenant_id: "000002", code: `E00${nn}`, user_type: 1, account: `user${nn}`, password: INIT_PASSWORD_HASH,
      name, real_name: name, avatar: null, email: `user${nn}@bluesea.sandbox`, phone: `137000000${nn}`,
      birthday: Date.UTC(1990 + i, 2 + i, 10, 16, 0, 0), sex, role_id: SEED.roleAdmin2, dept_id: dept, post_id: post,
      create_user: SEED.userAdmin2, create_dept: SEED.deptHq2, create_time: USER_TIME + i * 60 * 60_000,
      update_user: SEED.userAdmin2, update_time: USER_TIME + i * 60 * 60_000, status: 1, is_deleted: 0,
    });
  });
  return rows;
}

const POSTS: Row[] = [
  { id: seedId(42, 1), tenant_id: "000001", category: 2, post_code: "manager", post_name: "部门经理", sort: 3 },
  { id: seedId(42, 2), tenant_id: "000001", category: 3, post_code: "finance", post_name: "财务专员", sort: 4 },
  { id: seedId(42, 3), tenant_id: "000001", category: 3, post_code: "engineer", post_name: "技术工程师", sort: 5 },
  { id: seedId(42, 4), tenant_id: "000001", category: 3, post_code: "service", post_name: "客服专员", sort: 6 },
  { id: seedId(42, 101), tenant_id: "000002", category: 3, post_code: "operator", post_name: "运营专员", sort: 2 },
];

/* Regions: province code (2) → city (4) → district (6). */
const PROVINCES: [string, string][] = [
  ["11", "北京市"], ["12", "天津市"], ["31", "上海市"], ["32", "江苏省"], ["33", "浙江省"], ["35", "福建省"],
  ["37", "山东省"], ["42", "湖北省"], ["43", "湖南省"], ["44", "广东省"], ["50", "重庆市"], ["51", "四川省"],
];
const CITIES_BY_CODE: [string, string][] = [
  ["1101", "市辖区"], ["1201", "市辖区"], ["3101", "市辖区"], ["5001", "市辖区"],
  ["3201", "南京市"], ["3202", "无锡市"], ["3205", "苏州市"], ["3301", "杭州市"], ["3302", "宁波市"], ["3303", "温州市"],
  ["3501", "福州市"], ["3502", "厦门市"], ["3701", "济南市"], ["3702", "青岛市"], ["4201", "武汉市"], ["4205", "宜昌市"],
  ["4301", "长沙市"], ["4401", "广州市"], ["4403", "深圳市"], ["4404", "珠海市"], ["4406", "佛山市"], ["5101", "成都市"],
  ["5107", "绵阳市"],
];
const DISTRICTS: [string, string][] = [
  ["110101", "东城区"], ["110102", "西城区"], ["110105", "朝阳区"], ["110106", "丰台区"], ["110108", "海淀区"],
  ["120101", "和平区"], ["120103", "河西区"], ["120104", "南开区"],
  ["310101", "黄浦区"], ["310104", "徐汇区"], ["310105", "长宁区"], ["310106", "静安区"], ["310115", "浦东新区"],
  ["320102", "玄武区"], ["320104", "秦淮区"], ["320105", "建邺区"], ["320106", "鼓楼区"],
  ["320505", "虎丘区"], ["320506", "吴中区"], ["320508", "姑苏区"],
  ["330102", "上城区"], ["330105", "拱墅区"], ["330106", "西湖区"], ["330108", "滨江区"],
  ["350102", "鼓楼区"], ["350103", "台江区"], ["350203", "思明区"], ["350206", "湖里区"],
  ["370102", "历下区"], ["370103", "市中区"], ["370202", "市南区"], ["370203", "市北区"],
  ["420102", "江岸区"], ["420106", "武昌区"], ["420111", "洪山区"],
  ["430102", "芙蓉区"], ["430103", "天心区"], ["430104", "岳麓区"],
  ["440103", "荔湾区"], ["440104", "越秀区"], ["440106", "天河区"], ["440111", "白云区"],
  ["440303", "罗湖区"], ["440304", "福田区"], ["440305", "南山区"], ["440306", "宝安区"], ["440307", "龙岗区"],
  ["500103", "渝中区"], ["500105", "江北区"], ["500106", "沙坪坝区"],
  ["510104", "锦江区"], ["510105", "青羊区"], ["510106", "金牛区"], ["510107", "武侯区"],
];

export function regionRows(): Row[] {
  const empty = { province_code: null, province_name: null, city_code: null, city_name: null, district_code: null, district_name: null,
    town_code: null, town_name: null, village_code: null, village_name: null };
  const rows: Row[] = [{ code: "00", parent_code: "0", ancestors: "0", name: "中华人民共和国", ...empty, region_level: 0, sort: 1, remark: null }];
  const province = new Map(PROVINCES);
  const city = new Map(CITIES_BY_CODE);
  PROVINCES.forEach(([code, name], i) =>
    rows.push({ code, parent_code: "00", ancestors: "0,00", name, ...empty, province_code: code, province_name: name, region_level: 1,
      sort: i + 1, remark: null }));
  CITIES_BY_CODE.forEach(([code, name], i) => {
    const p = code.slice(0, 2);
    rows.push({ code, parent_code: p, ancestors: `0,00,${p}`, name, ...empty, province_code: p, province_name: province.get(p)!,
      city_code: code, city_name: name, region_level: 2, sort: i + 1, remark: null });
  });
  DISTRICTS.forEach(([code, name], i) => {
    const p = code.slice(0, 2);
    const c = code.slice(0, 4);
    rows.push({ code, parent_code: c, ancestors: `0,00,${p},${c}`, name, ...empty, province_code: p, province_name: province.get(p)!,
      city_code: c, city_name: city.get(c)!, district_code: code, district_name: name, region_level: 3, sort: i + 1, remark: null });
  });
  return rows;
}

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
      ["blade_user", userRows(depts)],
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

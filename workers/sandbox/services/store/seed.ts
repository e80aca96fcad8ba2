/**
 * seed_v10_store: stores and cashiers at scale, and some split configs (seedId kind 73).
 *
 * - 30,000 more stores in tenant 000001 (S20000001…S20030000, seedId(73, 1…30000)), spread over
 *   whatever merchants the tenant holds when the seed runs (seed_v3's 60, and seed_v9_merchant's
 *   when it ran first), in turn by merchant number: store n belongs to the ((n − 1) mod count)th.
 *   Every 8th is a direct store; store_status 2 暂停营业 every 9th, 3 已关闭 every 23rd.
 * - 10,000 cashiers (seedId(73, 100001…110000)): cashier n works at store 3n; every 4th a 店长
 *   (role 1), every 12th 停用 (status 0); mobiles 136xxxxxxxx.
 * - Split configs: seed_v3's stores of M10000001 (S10000001 on, two receivers; S10000061 off) and
 *   every 50th generated store (on, one receiver at 30.00 %).
 * All INSERT…SELECT over a recursive counter: a few statements, well under a second.
 */
import { seedId } from "../../core/ids";
import { SEED, type SeedData } from "../../core/seed";
import { BUSINESS_KIND, BUSINESS_SEED_TIME } from "../business-search/seed";
import { BRANCHES as SEARCH_BRANCHES, person } from "../business-search/names";

export const STORE_KIND = 73;
const TENANT = "000001";
const DAY = 24 * 3_600_000;
const TIME = BUSINESS_SEED_TIME + 60 * DAY;

export const STORE_SEED = {
  stores: 30_000,
  cashiers: 10_000,
  /** S10000001 and S10000061: seed_v3's stores of M10000001. */
  mer01Stores: [seedId(BUSINESS_KIND.store, 1), seedId(BUSINESS_KIND.store, 61)],
  store: (n: number) => seedId(STORE_KIND, n),
  cashier: (n: number) => seedId(STORE_KIND, 100_000 + n),
} as const;

/** The branches stores are named after: business-search's, then more for the 30,000 stores. */
const BRANCHES = [
  ...SEARCH_BRANCHES,
  "西湖",
  "步行街",
  "世纪大道",
  "天街",
  "大学城",
  "开发区",
  "机场",
  "体育中心",
  "奥体",
  "金融街",
  "科技园",
  "老城区",
  "新城",
  "湖滨",
];

const counter = (n: number) => `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n}) `;
const pick = (list: string, index: string) => `json_extract(${list}, '$[' || (${index}) || ']')`;
const idOf = (kind: number, serial: string) => `'1${kind}' || printf('%016d', ${serial})`;

export function storeSeed(): SeedData {
  const names = JSON.stringify(Array.from({ length: 997 }, (_, i) => person(i + 300)));
  const branches = JSON.stringify(BRANCHES);
  const stores =
    counter(STORE_SEED.stores) +
    ", m AS (SELECT id, COALESCE(NULLIF(merchant_short_name, ''), merchant_full_name) AS short, ROW_NUMBER() OVER (ORDER BY merchant_no) - 1 AS k " +
    "FROM cloud_merchant_info WHERE tenant_id = ?1 AND is_deleted = 0), c AS (SELECT COUNT(*) AS total FROM m) " +
    "INSERT OR IGNORE INTO cloud_store_info (id, tenant_id, store_no, store_full_name, store_short_name, merchant_id, is_direct, address, link_man, " +
    "mobile, store_status, remark, create_user, create_dept, create_time, update_user, update_time, is_deleted) " +
    `SELECT ${idOf(STORE_KIND, "seq.n")}, ?1, 'S' || (20000000 + seq.n), ` +
    `m.short || '（' || ${pick("?2", "(seq.n * 7 + seq.n / 30) % 30")} || (CASE WHEN seq.n % 5 = 0 THEN (seq.n % 9 + 2) || '号' ELSE '' END) || '店）', ` +
    `m.short, m.id, CASE WHEN seq.n % 8 = 0 THEN 1 ELSE 0 END, ${pick("?2", "(seq.n * 7 + seq.n / 30) % 30")} || (seq.n % 300 + 1) || '号', ${pick("?3", "seq.n % 997")}, ` +
    "'159' || printf('%08d', seq.n), CASE WHEN seq.n % 9 = 0 THEN 2 WHEN seq.n % 23 = 0 THEN 3 ELSE 1 END, NULL, ?4, ?5, ?6 + seq.n * 60000, ?4, ?6 + seq.n * 60000, 0 " +
    "FROM seq, c JOIN m ON m.k = (seq.n - 1) % c.total WHERE c.total > 0";
  const cashiers =
    counter(STORE_SEED.cashiers) +
    "INSERT OR IGNORE INTO cloud_store_men (id, tenant_id, store_id, merchant_id, store_men_name, mobile, store_men_role, status, create_user, " +
    "create_dept, create_time, update_user, update_time, is_deleted) " +
    `SELECT ${idOf(STORE_KIND, "100000 + seq.n")}, ?1, s.id, s.merchant_id, ${pick("?2", "(seq.n * 13) % 997")}, '136' || printf('%08d', seq.n), ` +
    "CASE WHEN seq.n % 4 = 1 THEN 1 ELSE 2 END, CASE WHEN seq.n % 12 = 0 THEN 0 ELSE 1 END, ?3, ?4, ?5 + seq.n * 60000, ?3, ?5 + seq.n * 60000, 0 " +
    `FROM seq JOIN cloud_store_info s ON s.id = ${idOf(STORE_KIND, "seq.n * 3")} AND s.tenant_id = ?1`;
  const everyFiftieth =
    counter(STORE_SEED.stores / 50) +
    "INSERT OR IGNORE INTO cloud_store_split_config (store_id, tenant_id, merchant_id, split_status, split_mode, receivers, update_user, update_time) " +
    "SELECT s.id, s.tenant_id, s.merchant_id, 1, 1 + seq.n % 2, json_array(json_object('receiverName', s.store_short_name || '品牌方', " +
    "'accountNo', '6222' || printf('%012d', seq.n), 'ratio', '30.00')), ?2, ?3 " +
    `FROM seq JOIN cloud_store_info s ON s.id = ${idOf(STORE_KIND, "seq.n * 50")} AND s.tenant_id = ?1`;
  const admin = SEED.userAdmin1;
  const dept = SEED.deptHq1;
  const [first, second] = STORE_SEED.mer01Stores;
  const mer01 = (storeId: string, status: number, receivers: unknown[]): [string, unknown[]] => [
    "INSERT OR IGNORE INTO cloud_store_split_config (store_id, tenant_id, merchant_id, split_status, split_mode, receivers, update_user, update_time) " +
      "SELECT id, tenant_id, merchant_id, ?, 1, ?, ?, ? FROM cloud_store_info WHERE id = ? AND tenant_id = ?",
    [status, JSON.stringify(receivers), admin, TIME, storeId, TENANT],
  ];
  return {
    rows: [],
    updates: [
      [stores, [TENANT, branches, names, admin, dept, TIME]],
      [cashiers, [TENANT, names, admin, dept, TIME + 30 * DAY]],
      [everyFiftieth, [TENANT, admin, TIME]],
      mer01(first!, 1, [
        { receiverName: "金桥餐饮品牌管理总部", accountNo: "6222021001000001", ratio: "20.00" },
        { receiverName: "王伟", accountNo: "6222021001000002", ratio: "5.50" },
      ]),
      mer01(second!, 0, []),
    ],
  };
}

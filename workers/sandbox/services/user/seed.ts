/**
 * The people: seed_v1's accounts (admin, operator, qa1…qa4 of 000001; admin of 000002) and
 * seed_v3_org's 40 + 3 users for 用户管理 (kind 41), spread over the org seed's depts. Passwords
 * are stored as sha1(md5(plain)), as BladeX does. The data-scope scenario is seed-data-scope.ts.
 */
import { md5Hex } from "../../../../shared/md5";
import { sha1Hex } from "../../core/crypto";
import { seedId } from "../../core/ids";
import { type Row, SEED, SEED_TIME, type SeedData } from "../../core/seed";
import { deptSeeds, ORG_SEED } from "../org/seed";

/** sha1Hex(md5Hex("123456")): the seeded users' password and account.initPassword. */
export const INIT_PASSWORD = "123456";
export const INIT_PASSWORD_HASH = "10470c3b4b1fed12c3baac014be15fac67c6e815";

const USER_TIME = Date.UTC(2026, 0, 6, 1, 0, 0);

/** A seeded staff user: user_type 1, the initial password, no avatar, made and last changed at `time` by `by`. */
export interface StaffUser {
  id: string;
  tenant: string;
  code: string;
  account: string;
  /** Name and real name. */
  name: string;
  email: string;
  phone: string | null;
  birthday: number | null;
  sex: number | null;
  role: string;
  dept: string;
  post: string | null;
  /** Who made the user (an own tenant's users name no maker, only their dept). */
  by: { user: string | null; dept: string };
  time: number;
}

export function staffUserRow(u: StaffUser): Row {
  return {
    id: u.id,
    tenant_id: u.tenant,
    code: u.code,
    user_type: 1,
    account: u.account,
    password: INIT_PASSWORD_HASH,
    name: u.name,
    real_name: u.name,
    avatar: null,
    email: u.email,
    phone: u.phone,
    birthday: u.birthday,
    sex: u.sex,
    role_id: u.role,
    dept_id: u.dept,
    post_id: u.post,
    create_user: u.by.user,
    create_dept: u.by.dept,
    create_time: u.time,
    update_user: u.by.user,
    update_time: u.time,
    status: 1,
    is_deleted: 0,
  };
}

function avatar(letter: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${fill}"/><text x="20" y="26" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

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
  {
    n: 1,
    tenant: "000001",
    account: "admin",
    plain: "admin",
    name: "管理员",
    role: SEED.roleAdmin1,
    dept: SEED.deptHq1,
    post: seedId(13, 1),
    phone: "13800000000",
    avatar: avatar("A", "#c0392b"),
  },
  {
    n: 2,
    tenant: "000001",
    account: "operator",
    plain: "operator123",
    name: "运营专员",
    role: SEED.roleOperator1,
    dept: SEED.deptOps1,
    post: seedId(13, 2),
    phone: "13800000001",
  },
  ...[1, 2, 3, 4].map((i) => ({
    n: 2 + i,
    tenant: "000001",
    account: `qa${i}`,
    plain: "qa123456",
    name: `测试账号${i}`,
    role: SEED.roleAdmin1,
    dept: SEED.deptHq1,
    post: seedId(13, 1),
    phone: `138000000${10 + i}`,
  })),
  {
    n: 7,
    tenant: "000002",
    account: "admin",
    plain: "admin",
    name: "管理员",
    role: SEED.roleAdmin2,
    dept: SEED.deptHq2,
    post: seedId(13, 3),
    phone: "13900000000",
    avatar: avatar("B", "#1e6fd9"),
  },
];

/** seed_v1: the accounts of the README's table, each with its role, dept, post and phone. */
export async function userSeed(): Promise<SeedData> {
  const users: Row[] = [];
  for (const u of USERS) {
    users.push({
      id: seedId(15, u.n),
      tenant_id: u.tenant,
      code: `U${String(u.n).padStart(4, "0")}`,
      user_type: 1,
      account: u.account,
      password: await sha1Hex(md5Hex(u.plain)),
      name: u.name,
      real_name: u.name,
      avatar: u.avatar ?? null,
      email: `${u.account}@${u.tenant === "000001" ? "pay" : "bluesea"}.sandbox`,
      phone: u.phone,
      birthday: null,
      sex: 1,
      role_id: u.role,
      dept_id: u.dept,
      post_id: u.post,
      create_user: SEED.userAdmin1,
      create_dept: u.dept,
      create_time: SEED_TIME,
      update_user: SEED.userAdmin1,
      update_time: SEED_TIME,
      status: 1,
      is_deleted: 0,
    });
  }
  return { rows: [["blade_user", users]] };
}

const NAMES = [
  "王伟",
  "李娜",
  "张敏",
  "刘洋",
  "陈静",
  "杨帆",
  "赵磊",
  "黄丽",
  "周杰",
  "吴婷",
  "徐强",
  "孙悦",
  "胡斌",
  "朱琳",
  "高峰",
  "林晓",
  "何军",
  "郭倩",
  "马超",
  "罗佳",
  "梁勇",
  "宋雨",
  "郑浩",
  "谢芳",
  "韩冰",
  "唐亮",
  "冯雪",
  "于涛",
  "董洁",
  "萧然",
  "程鹏",
  "曹颖",
  "袁野",
  "邓琪",
  "许晨",
  "傅蕾",
  "沈阳",
  "曾悦",
  "彭辉",
  "吕薇",
];
/** 女 for these indexes (by the given name). */
const FEMALE = new Set([1, 2, 4, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 26, 28, 31, 33, 35, 37, 39]);

/** seed_v3_org: user01…user40 of 000001 (every 部门 and 小组 but 财务部) and user01…user03 of 000002. */
export function directorySeed(): SeedData {
  const depts = deptSeeds();
  // Every 部门 and 小组 of 000001 except 财务部 (kept without users); 分公司 have users only below them.
  const tenant1 = depts.filter((d) => d.tenant === "000001" && d.category !== 1 && d.id !== ORG_SEED.deptFinance);
  const posts1 = [seedId(13, 2), seedId(42, 1), seedId(42, 2), seedId(42, 3), seedId(42, 4)];
  const rows: Row[] = [];
  for (let i = 0; i < 40; i++) {
    const n = i + 1;
    const nn = String(n).padStart(2, "0");
    const dept = tenant1[i % tenant1.length]!;
    rows.push(
      staffUserRow({
        id: seedId(41, n),
        tenant: "000001",
        code: `E00${nn}`,
        account: `user${nn}`,
        name: NAMES[i]!,
        email: `user${nn}@pay.sandbox`,
        phone: `139000000${nn}`,
        birthday: Date.UTC(1985 + (i % 15), i % 12, 1 + (i % 27), 16, 0, 0),
        sex: FEMALE.has(i) ? 2 : 1,
        role: n % 5 === 0 ? SEED.roleAdmin1 : SEED.roleOperator1,
        dept: dept.id,
        post: posts1[i % posts1.length]!,
        by: { user: SEED.userAdmin1, dept: SEED.deptHq1 },
        time: USER_TIME + i * 37 * 60_000,
      }),
    );
  }
  const two: [string, string, number, string][] = [
    ["陈晓明", seedId(40, 101), 1, seedId(13, 3)],
    ["林雅婷", seedId(40, 102), 2, seedId(42, 101)],
    ["黄志强", seedId(40, 105), 1, seedId(42, 101)],
  ];
  two.forEach(([name, dept, sex, post], i) => {
    const nn = String(i + 1).padStart(2, "0");
    rows.push(
      staffUserRow({
        id: seedId(41, 101 + i),
        tenant: "000002",
        code: `E00${nn}`,
        account: `user${nn}`,
        name,
        email: `user${nn}@bluesea.sandbox`,
        phone: `137000000${nn}`,
        birthday: Date.UTC(1990 + i, 2 + i, 10, 16, 0, 0),
        sex,
        role: SEED.roleAdmin2,
        dept,
        post,
        by: { user: SEED.userAdmin2, dept: SEED.deptHq2 },
        time: USER_TIME + i * 60 * 60_000,
      }),
    );
  });
  return { rows: [["blade_user", rows]] };
}

/**
 * seed_v4_data_scope: people inside the role-limited operator's data scope (ADR 009), so that
 * 用户管理 shows what a scoped operator may and may not manage. 运营部 (the operator's
 * department) gets two groups and six users; one of them holds 超级管理员, a role the operator
 * lacks (listed, never editable by the operator). A role 运营助理 under 运营专员 shows that a
 * role's descendants count as the operator's own.
 */
import { seedId } from "../../core/ids";
import { SEED, type SeedData } from "../../core/seed";
import { staffUserRow } from "./seed";

// Before the 用户管理 seed (user40 stays the newest seeded user), after the department seed.
const SCOPE_TIME = Date.UTC(2026, 0, 5, 12, 0, 0);

export const SCOPE_SEED = {
  /** 商户服务组 and 运营支持组, groups under 运营部. */
  deptMerchantService: seedId(40, 43),
  deptOpsSupport: seedId(40, 44),
  /** 运营助理, a child role of 运营专员. */
  roleOpsAssistant: seedId(14, 20),
  /** ops01 … ops06; ops06 is a 超级管理员 in 运营部. */
  ops: (n: number) => seedId(41, 60 + n),
} as const;

type UserSeed = [account: string, name: string, dept: string, role: string, sex: 1 | 2];

const USERS: UserSeed[] = [
  ["ops01", "赵一鸣", SEED.deptOps1, SEED.roleOperator1, 1],
  ["ops02", "钱小雨", SEED.deptOps1, SCOPE_SEED.roleOpsAssistant, 2],
  ["ops03", "孙立伟", SCOPE_SEED.deptMerchantService, SEED.roleOperator1, 1],
  ["ops04", "李思琪", SCOPE_SEED.deptMerchantService, SCOPE_SEED.roleOpsAssistant, 2],
  ["ops05", "周建国", SCOPE_SEED.deptOpsSupport, SEED.roleOperator1, 1],
  ["ops06", "吴海峰", SEED.deptOps1, SEED.roleAdmin1, 1],
];

export function dataScopeSeed(): SeedData {
  const ancestors = `0,${SEED.deptHq1},${SEED.deptOps1}`;
  const group = (id: string, name: string, sort: number, remark: string) => ({
    id,
    tenant_id: "000001",
    parent_id: SEED.deptOps1,
    ancestors,
    dept_category: 3,
    dept_name: name,
    full_name: `运营部${name}`,
    sort,
    remark,
    linkphone: `021-5000100${sort}`,
    create_time: SCOPE_TIME,
    is_deleted: 0,
  });
  return {
    rows: [
      [
        "blade_dept",
        [
          group(SCOPE_SEED.deptMerchantService, "商户服务组", 1, "商户咨询与运营支持"),
          group(SCOPE_SEED.deptOpsSupport, "运营支持组", 2, "活动与数据支持"),
        ],
      ],
      [
        "blade_role",
        [
          {
            id: SCOPE_SEED.roleOpsAssistant,
            tenant_id: "000001",
            parent_id: SEED.roleOperator1,
            role_name: "运营助理",
            role_alias: "ops_assistant",
            sort: 1,
            is_deleted: 0,
          },
        ],
      ],
      [
        "blade_user",
        USERS.map(([account, name, dept, role, sex], i) =>
          staffUserRow({
            id: SCOPE_SEED.ops(i + 1),
            tenant: "000001",
            code: `O00${i + 1}`,
            account,
            name,
            email: `${account}@pay.sandbox`,
            phone: `1360000000${i + 1}`,
            birthday: null,
            sex,
            role,
            dept,
            post: seedId(13, 2),
            by: { user: SEED.userAdmin1, dept: SEED.deptOps1 },
            time: SCOPE_TIME + i * 60_000,
          }),
        ),
      ],
    ],
  };
}

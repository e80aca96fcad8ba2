/**
 * seed_v3_operator_system: the 运营专员 role gets a little of 系统: 用户管理 with 新增 and 修改
 * (not 删除 or 重置密码) and the 角色 field disabled, and 部门管理 read-only. It shows the
 * screen kit's permission gating and disabled fields with a real role.
 */
import type { SeedData } from "./db";
import { SEED } from "./seed";
import { seedId } from "./seed-ids";
import { menuRows } from "./seed-menus";

/** Menu and button codes the operator gets in 系统. */
export const OPERATOR_SYSTEM_CODES = ["system", "user", "user_add", "user_edit", "dept"] as const;

export function operatorSystemSeed(): SeedData {
  const menus = menuRows().filter((m) => (OPERATOR_SYSTEM_CODES as readonly string[]).includes(m.code));
  return {
    rows: [
      ["blade_role_menu", menus.map((m) => ({ role_id: SEED.roleOperator1, menu_id: m.id }))],
      ["blade_role_top_menu", [{ role_id: SEED.roleOperator1, top_menu_id: SEED.topSystem1 }]],
      ["blade_role_disable_field", [{ id: seedId(20, 5), role_id: SEED.roleOperator1, menu_code: "user", field_name: "roleId" }]],
    ],
  };
}

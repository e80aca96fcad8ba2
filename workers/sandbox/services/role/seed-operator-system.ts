/**
 * seed_v3_operator_system: the 运营专员 role gets a little of 系统: 用户管理 with 新增 and 修改
 * (not 删除 or 重置密码) and the 角色 field disabled, and 部门管理 read-only. It shows the
 * screen kit's permission gating and disabled fields with a real role.
 */
import { seedId } from "../../core/ids";
import { SEED, type SeedData } from "../../core/seed";
import { menuRows } from "../menu/catalogue";

/** Menu and button codes the operator gets in 系统. */
export const OPERATOR_SYSTEM_CODES = ["system", "user", "user_add", "user_edit", "dept"] as const;

/** 通用设置 (tenant common settings): a 系统管理 screen added with the screen kit, administrators only. */
const COMMON_SETTING_MENU = {
  id: seedId(17, 902),
  code: "commonSetting",
  name: "通用设置",
  alias: "menu",
  path: "/system/commonSetting",
  source: "sliders-horizontal",
  sort: 13,
  category: 1,
  action: 0,
  is_open: 1,
  remark: null,
  i18n: "menu.commonSetting",
  is_deleted: 0,
};

export function operatorSystemSeed(): SeedData {
  const menus = menuRows().filter((m) => (OPERATOR_SYSTEM_CODES as readonly string[]).includes(m.code));
  const systemGroup = menuRows().find((m) => m.code === "system")!;
  return {
    rows: [
      ["blade_menu", [{ ...COMMON_SETTING_MENU, parent_id: systemGroup.id }]],
      [
        "blade_role_menu",
        [SEED.roleAdmin1, SEED.roleAdmin2].map((role_id) => ({ role_id, menu_id: COMMON_SETTING_MENU.id })),
      ],
      [
        "blade_top_menu_setting",
        [SEED.topSystem1, seedId(19, 4)].map((top_menu_id) => ({ top_menu_id, menu_id: COMMON_SETTING_MENU.id })),
      ],
      ["blade_role_menu", menus.map((m) => ({ role_id: SEED.roleOperator1, menu_id: m.id }))],
      ["blade_role_top_menu", [{ role_id: SEED.roleOperator1, top_menu_id: SEED.topSystem1 }]],
      [
        "blade_role_disable_field",
        [{ id: seedId(20, 5), role_id: SEED.roleOperator1, menu_code: "user", field_name: "roleId" }],
      ],
    ],
  };
}

/** system.role: 角色管理. */
const texts = {
  name: "角色名称",
  alias: "角色别名",
  parent: "上级角色",
  grant: "权限设置",
  grantHint: "勾选菜单即勾选其下的子菜单和按钮；勾选按钮会同时勾选其所属菜单。",
  menus: "菜单权限",
  aliasFormat: "角色别名以字母开头，只能包含字母、数字、下划线和短横线",
};

/** Where these texts are read: `system.role.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.role";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

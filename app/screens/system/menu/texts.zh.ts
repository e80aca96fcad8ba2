/** system.menu: 菜单管理. */
const texts = {
  name: "菜单名称",
  code: "菜单编号",
  alias: "菜单别名",
  path: "路由地址",
  source: "菜单图标",
  sourceHint: "lucide 图标名称，如 settings、users",
  category: "菜单类型",
  categories: { "1": "菜单", "2": "按钮" },
  action: "按钮功能",
  actions: { "0": "无", "1": "工具栏", "2": "操作栏", "3": "工具操作栏" },
  isOpen: "新窗口打开",
  open: { "1": "否", "2": "是" },
  parent: "上级菜单",
  codeFormat: "菜单编号以字母开头，只能包含字母、数字、下划线、点和短横线",
};

/** Where these texts are read: `system.menu.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.menu";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** system.dict: 字典管理 and 业务字典. */
const texts = {
  bizTitle: "业务字典",
  tabs: "字典类别",
  name: "字典名称",
  value: "字典值",
  code: "字典编号",
  key: "字典键值",
  sealed: "封存",
  parent: "上级字典",
  codeInherited: "子项沿用所属字典的编号",
  codeFormat: "字典编号只能包含字母、数字、下划线、点和短横线",
};

/** Where these texts are read: `system.dict.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.dict";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

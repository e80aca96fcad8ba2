/** 地区管理. */
const texts = {
  code: "地区编号",
  codeHint: "以上级地区编号开头的数字",
  codeFormat: "地区编号为 2-12 位数字",
  name: "地区名称",
  parentCode: "上级地区编号",
  parentOf: "上级地区：{{name}}",
  level: "地区级别",
  levels: { l0: "国家", l1: "省份", l2: "地市", l3: "区县", l4: "乡镇", l5: "村" },
};

/** Where these texts are read: `system.region.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.region";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

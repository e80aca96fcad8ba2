/** 公司配置. */
const texts = {
  companyName: "公司全称",
  companyNamePlaceholder: "请输入公司名称",
  bankAccountFormat: "银行账号为8至32位数字，可含空格",
  bankAccountHint: "8至32位，数字之间可用空格分组",
};

/** Where these texts are read: `marketing.companyConfig.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "marketing.companyConfig";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 业务员管理. */
const texts = {
  name: "业务员姓名",
  idCard: "身份证号",
  idCardHint: "18 位，末位可为 X；已保存的号码以掩码显示",
  idCardFormat: "身份证号格式不正确",
};

/** Where these texts are read: `partner.salesman.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.salesman";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

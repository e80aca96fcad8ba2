/** 黑名单 (system.blacklist). */
const texts = {
  value: "名单内容",
  valuePlaceholder: "手机号、证件号、卡号或商户号",
  types: {
    "1": "手机号",
    "2": "身份证号",
    "3": "银行卡号",
    "4": "商户号",
  },
  valueHint: "手机号 11 位；身份证号 18 位；银行卡号 12-19 位数字；商户号不超过 32 个字符",
  valueFormat: {
    "1": "手机号格式不正确，请输入11位手机号",
    "2": "身份证号格式不正确，请输入18位身份证号",
    "3": "银行卡号格式不正确，请输入12-19位数字",
    "4": "商户号不能超过32个字符",
  },
};

/** Where these texts are read: `system.blacklist.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.blacklist";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

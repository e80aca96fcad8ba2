/** 银行信息 (system.bank). */
const texts = {
  bankName: "开户行名称",
  bankNamePlaceholder: "开户行名称关键字",
  bankCode: "联行号",
  bankCodeHint: "12 位数字",
  bankCodeFormat: "联行号为 12 位数字",
  bankType: "银行类型",
  bankProvince: "所在省份",
  bankCity: "所在城市",
  address: "地址",
  types: {
    "1": "国有银行",
    "2": "股份制银行",
    "3": "城市商业银行",
    "4": "农村商业银行",
    "5": "外资银行",
  },
};

/** Where these texts are read: `system.bank.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.bank";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

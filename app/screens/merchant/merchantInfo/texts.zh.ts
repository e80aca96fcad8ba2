/** 商户列表. */
const texts = {
  merchantShortName: "商户简称",
  merchantType: "商户类型",
  mcc: "MCC",
  legalPerson: "法人姓名",
  licenceNo: "营业执照号",
  address: "经营地址",
  settleAccountName: "结算户名",
  settleCardNo: "结算卡号",
  settleBankName: "结算银行",
  merchantStatus: "商户状态",
  regStatus: "进件状态",
  mccFormat: "MCC为 4 位数字",
  licenceFormat: "营业执照号为 15 或 18 位数字或大写字母",
  cardFormat: "结算卡号为 12 至 30 位数字",
  changeStatusRow: "修改 {{label}} 的状态",
  newStatus: "新状态",
  channel: "入网查询",
  sub: "分账配置",
};

/** Where these texts are read: `partner.merchantInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.merchantInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 结算配置. */
const texts = {
  minAmount: "最低结算金额(元)",
  accountName: "结算账户名",
  reviewThreshold: "复核金额(元)",
  updateUserName: "修改人",
  updateTime: "修改时间",
  typeUnknown: "请选择本租户的结算周期",
  accountNoFormat: "结算账号为8到30位数字",
  thresholdHint: "打款金额超过此值需另一位操作员复核；留空表示不需复核",
};

/** Where these texts are read: `money.settleConfig.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.settleConfig";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

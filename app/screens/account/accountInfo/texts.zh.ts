/** 账户列表's texts (ADR 018). */
import { accountOwnerTypes } from "~/locales/zh/shared";

const texts = {
  ownerTypes: accountOwnerTypes,
  keyword: "账户",
  minAvailable: "可用余额不低于",
  frozen: "冻结金额",
  inTransit: "在途金额",
  total: "账户总额",
  updateTime: "最近变动",
  ledger: "账户流水",
  freeze: "冻结",
  seq: "序号",
  bizType: "业务类型",
  bizTypes: {
    PAY: "交易入账",
    REFUND: "退款扣款",
    SETTLE: "结算入账",
    REMIT: "结算打款",
    FREEZE: "冻结",
    UNFREEZE: "解冻",
    ADJUST: "调账",
  },
  bizNo: "业务单号",
  changeAvailable: "可用变动",
  changeFrozen: "冻结变动",
  changeInTransit: "在途变动",
  availableAfter: "可用余额",
  frozenAfter: "冻结余额",
  inTransitAfter: "在途余额",
  remark: "说明",
  noLedger: "暂无流水",
  ledgerPages: "流水分页",
  ledgerPage: "第 {{page}} / {{pages}} 页，共 {{total}} 条",
  newer: "较新",
  older: "较早",
};

/** Where these texts are read: `money.accountInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.accountInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

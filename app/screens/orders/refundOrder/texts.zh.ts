/** 退款订单's texts (ADR 018). */
import { refundStates } from "~/locales/zh/shared";

const texts = {
  period: "退款时间",
  keyword: "单号",
  keywordPlaceholder: "退款单号或订单号",
  minAmount: "最小退款金额",
  maxAmount: "最大退款金额",
  orderNo: "原订单号",
  channelRefundNo: "渠道退款单号",
  createTime: "申请时间",
  states: refundStates,
  totals: {
    title: "筛选结果合计",
    count: "退款笔数",
    done: "退款成功 {{count}} 笔",
    amount: "退款总额",
    feeBack: "退回手续费",
  },
};

/** Where these texts are read: `money.refundOrder.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.refundOrder";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 对账单. */
import { handlingStates, mismatchTypes } from "~/locales/zh/shared";

const texts = {
  batchNo: "批次号",
  ourCount: "平台笔数",
  channelCount: "渠道笔数",
  diffCount: "差错笔数",
  unresolvedCount: "未处理差错",
  createTime: "对账时间",
  errors: "差错明细",
  states: { "0": "平账", "1": "有差错", "2": "已处理" },
  types: mismatchTypes,
  differs: "与平台不一致",
  statement: "下载对账单",
  goHandle: "去处理差错",
  noErrors: "该批次没有差错",
  orderNo: "平台订单号 / 渠道订单号",
  errorStates: handlingStates,
};

/** Where these texts are read: `money.reconBill.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "money.reconBill";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 银行活动 (ADR 023). */
const texts = {
  actNo: "活动编号",
  actTitlePlaceholder: "活动名称或编号",
  bank: "银行",
  bankHint: "按名称搜索银行信息",
  startDate: "开始日期",
  endDate: "结束日期",
  rule: "优惠规则",
  discountType: "优惠方式",
  discountTypes: { "1": "满减", "2": "折扣" },
  threshold: "满减门槛(元)",
  thresholdHint: "满减必填；折扣时为最低消费，可不填",
  thresholdRequired: "请输入满减门槛",
  reduce: "减免金额(元)",
  reduceHint: "满减时必填，须小于满减门槛",
  reduceRequired: "请输入减免金额",
  reduceTooLarge: "减免金额须小于满减门槛",
  discountRate: "折扣(折)",
  rateHint: "折扣时必填，如 9.5 表示九五折",
  rateFormat: "折扣须在1至9.9折之间，最多1位小数",
  rateRequired: "请输入折扣",
  ruleReduce: "满{{threshold}}减{{reduce}}",
  ruleRate: "{{rate}}折",
  ruleFrom: "（满{{threshold}}可用）",
  cardType: "卡类型",
  cardTypes: { "0": "不限", "1": "借记卡", "2": "信用卡" },
  dailyCap: "单日优惠上限(元)",
  noCap: "不限",
  dailyCapHint: "不填则不限",
  states: { "0": "未开始", "1": "进行中", "2": "已结束" },
  actDesc: "活动说明",
};

/** Where these texts are read: `marketing.bankAct.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "marketing.bankAct";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

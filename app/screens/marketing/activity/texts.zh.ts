/** 营销活动 (ADR 023). */
const texts = {
  titlePlaceholder: "请输入活动名称",
  startDate: "开始日期",
  endDate: "结束日期",
  rangeFrom: "活动日期从",
  rangeTo: "活动日期至",
  endedPeriodHint: "活动已结束，活动时间不能修改",
  scope: "商户范围",
  scopeTypes: { "0": "全部商户", "1": "指定代理商的商户", "2": "指定商户" },
  scopeOf: "{{type}}：{{names}}",
  chosenAgents: "已选代理商",
  addAgent: "添加代理商",
  addAgentHint: "含其下级代理商的商户；取消勾选即移除",
  chosenMerchants: "已选商户",
  addMerchant: "添加商户",
  addMerchantHint: "取消勾选即移除已选商户",
  agentRequired: "请选择代理商",
  scopeTooMany: "最多选择20个",
  budget: "预算(元)",
  used: "已使用(元)",
  states: { "0": "未开始", "1": "进行中", "2": "已结束", "3": "已停用" },
  syncStatus: "营销平台",
  synced: "已同步",
  unsynced: "未同步",
  statusTitle: "启用/停用",
  confirmEnable: "确定启用活动“{{name}}”吗？启用后在活动时间内生效。",
  confirmDisable: "确定停用活动“{{name}}”吗？停用后商户不再享受该活动。",
  sync: "同步到营销平台",
  unsync: "停止同步",
  confirmSync: "确定将活动“{{name}}”同步到营销平台吗？",
  confirmUnsync: "确定停止同步活动“{{name}}”吗？营销平台将不再更新该活动。",
  endedSync: "已结束的活动不能同步到营销平台",
  missing: "活动不存在",
  viewOnPlatform: "在营销平台查看",
};

/** Where these texts are read: `marketing.activity.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "marketing.activity";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

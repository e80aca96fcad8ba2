/** 政策列表. */
import { agentLevels } from "~/locales/zh/shared";

const texts = {
  policyName: "政策名称",
  policyNamePlaceholder: "请输入政策名称",
  templateId: "费率模板",
  templateName: "费率模板",
  targetType: "适用对象",
  targetTypes: { "1": "代理商级别", "2": "指定代理商" },
  target: "适用范围",
  agentLevelHint: "适用对象为代理商级别时必选",
  levels: agentLevels,
  agentNoPlaceholder: "如 A000001",
  agentNoHint: "适用对象为指定代理商时必填；指定代理商的政策优先于其级别的政策",
  agentNoFormat: "代理商编号为A加6位数字，如 A000001",
  effectiveDate: "生效日期",
  effectiveDateHint: "须晚于今天（北京时间）；生效后政策不能修改或删除，请新建政策替代",
  dateFormat: "请选择日期",
  states: { "0": "待生效", "1": "生效中", "2": "已失效" },
  levelRequired: "请选择代理商级别",
  agentRequired: "请填写代理商编号",
};

/** Where these texts are read: `policy.policyInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "policy.policyInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** What 我的待办 and 已办 share (ADR 025): a task's columns, its dialogs and the history. */
import log from "~/screens/_shared/flow/log.zh";

const texts = {
  processDefinitionName: "流程名称",
  taskName: "审批步骤",
  roleName: "审批角色",
  createTime: "到达时间",
  endTime: "办理时间",
  ok: "同意",
  commentHint: "驳回时必填，最多200个字符",
  steps: "审批进度",
  amount: "金额（元）",
  tenantName: "申请租户",
  companyName: "收款公司",
  detail: "业务内容",
  resultRequired: "请选择审批结果",
  commentRequired: "请填写驳回意见",
  approved: "已同意",
  alreadyDone: "该任务已办理",
  ownTask: "不能审批自己发起的流程",
  log,
};

/** Where these texts are read: `flow.todo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "flow.todo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

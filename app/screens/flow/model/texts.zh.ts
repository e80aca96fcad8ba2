/** 流程模型's texts (ADR 025). */
const texts = {
  description: "模型描述",
  stepCount: "步骤数",
  keyFormat: "以字母开头，仅含字母、数字和下划线，最多40个字符",
  keyHint: "租户内唯一，创建后不能修改；部署时同一标识的版本依次递增",
  stepNamePlaceholder: "如：财务初审",
  stepNameRequired: "请填写该步骤的名称",
  stepRoleRequired: "请选择该步骤的审批角色",
  stepsRequired: "请至少填写一个审批步骤（名称和审批角色）",
  // The model's ten steps (written out: the browser reads only this file's namespace, locales/common-texts.ts).
  step1Name: "第1步名称",
  step1Role: "第1步审批角色",
  step2Name: "第2步名称",
  step2Role: "第2步审批角色",
  step3Name: "第3步名称",
  step3Role: "第3步审批角色",
  step4Name: "第4步名称",
  step4Role: "第4步审批角色",
  step5Name: "第5步名称",
  step5Role: "第5步审批角色",
  step6Name: "第6步名称",
  step6Role: "第6步审批角色",
  step7Name: "第7步名称",
  step7Role: "第7步审批角色",
  step8Name: "第8步名称",
  step8Role: "第8步审批角色",
  step9Name: "第9步名称",
  step9Role: "第9步审批角色",
  step10Name: "第10步名称",
  step10Role: "第10步审批角色",
};

/** Where these texts are read: `flow.model.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "flow.model";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

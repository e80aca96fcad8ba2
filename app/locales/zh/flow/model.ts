/** 流程模型's texts (ADR 025). */
const steps = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => i + 1).flatMap((n) => [
    [`step${n}Name`, `第${n}步名称`],
    [`step${n}Role`, `第${n}步审批角色`],
  ]),
) as Record<`step${number}Name` | `step${number}Role`, string>;

export default {
  description: "模型描述",
  stepCount: "步骤数",
  keyFormat: "以字母开头，仅含字母、数字和下划线，最多40个字符",
  keyHint: "租户内唯一，创建后不能修改；部署时同一标识的版本依次递增",
  stepNamePlaceholder: "如：财务初审",
  stepNameRequired: "请填写该步骤的名称",
  stepRoleRequired: "请选择该步骤的审批角色",
  stepsRequired: "请至少填写一个审批步骤（名称和审批角色）",
  ...steps,
};

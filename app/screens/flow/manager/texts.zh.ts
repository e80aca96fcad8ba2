/** 流程管理's texts (ADR 025). */
import { flowStates } from "~/locales/zh/shared";

import log from "~/screens/_shared/flow/log.zh";

const texts = {
  key: "流程标识",
  name: "流程名称",
  version: "版本",
  states: flowStates,
  instanceCount: "实例总数",
  deploymentId: "部署ID",
  suspend: "挂起",
  activate: "激活",
  changeState: "修改状态",
  suspendMeans:
    "挂起后不再发起新的流程实例（运行中的 {{running}} 个实例继续审批）；该分类的业务改为按原方式审核，除非还有其他激活的流程。",
  activateMeans: "激活后，该分类的新业务将使用最新激活的版本发起审批流程（当前运行中实例 {{running}} 个）。",
  activated: "已激活",
  suspended: "已挂起",
  stateInvalid: "流程状态不正确",
  instances: "实例",
  noInstances: "该流程还没有实例",
  instanceStates: { "0": "审批中", "1": "已通过", "2": "已驳回" },
  startTime: "发起时间",
  log,
};

/** Where these texts are read: `flow.manager.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "flow.manager";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 流程部署's texts (ADR 025). */
import { flowStates } from "~/locales/zh/shared";

const texts = {
  deploy: "部署",
  deployMeans: "部署后生成版本 {{version}}，状态为激活；新发起的流程使用该分类下最新激活的版本。",
  categoryRequired: "请选择流程分类",
  deployed: "部署成功",
  deployments: "部署记录",
  noDeployments: "该模型还没有部署",
  states: flowStates,
};

/** Where these texts are read: `flow.deploy.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "flow.deploy";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 流水统计. */
const texts = {
  tenantId: "租户编号",
  flowBalance: "流水余额(元)",
  threshold: "提醒阈值(元)",
  isPop: "余额提醒",
  low: "余额不足",
  normal: "正常",
  thresholdHint: "流水余额低于该值时提醒租户充值",
};

/** Where these texts are read: `marketing.flowCount.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "marketing.flowCount";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

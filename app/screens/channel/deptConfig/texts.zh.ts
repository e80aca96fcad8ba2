/** 机构通道配置. */
const texts = {
  dept: "机构",
  pickDept: "请选择机构",
  pickDeptFirst: "请先选择机构，再查看和保存其通道结算配置。",
  configs: "通道结算配置",
  channelOff: "（通道已停用）",
  enabled: "可用",
  rateHint: "成本费率为 0–100 之间、最多 4 位小数的百分比；启用的通道须填写结算方式与成本费率。",
  rateFormat: "成本费率为 0–100 之间、最多 4 位小数的数字",
};

/** Where these texts are read: `partner.deptChannel.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.deptChannel";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** MCC管理. */
const texts = {
  code: "MCC编码",
  name: "MCC名称",
  category: "类别",
  codeHint: "4 位数字",
  codeFormat: "MCC编码为 4 位数字",
};

/** Where these texts are read: `system.mcc.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.mcc";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

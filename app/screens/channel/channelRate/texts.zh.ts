/** 通道费率配置. */
const texts = {
  rateHint: "0–100，最多 4 位小数",
  rateFormat: "费率为 0–100 之间、最多 4 位小数的数字",
};

/** Where these texts are read: `partner.channelRate.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.channelRate";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 招商推广人员. */
const texts = {
  name: "姓名",
  namePlaceholder: "姓名或手机号码",
};

/** Where these texts are read: `partner.investPromotion.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.investPromotion";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 收银员管理. */
const texts = {
  storeMenName: "收银员姓名",
  roles: { "1": "店长", "2": "收银员" },
  keyword: "收银员",
  keywordPlaceholder: "姓名或手机号码",
};

/** Where these texts are read: `partner.storeMen.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.storeMen";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

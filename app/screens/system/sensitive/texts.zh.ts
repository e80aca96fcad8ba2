/** 敏感词 and 白名单 (system.sensitive). */
const texts = {
  tabs: "敏感词管理",
  words: "敏感词",
  white: "白名单",
  word: "敏感词",
  whiteWord: "白名单词",
  wordPlaceholder: "输入关键字",
  whiteHint: "包含在白名单词中的敏感词不会被拦截，例如“反赌博”",
};

/** Where these texts are read: `system.sensitive.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "system.sensitive";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 已办 reads what 我的待办 reads (a task's columns, its dialogs and the history; ADR 025). */
import texts from "../todo/texts.zh";

/** Where these texts are read: `flow.done.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "flow.done";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

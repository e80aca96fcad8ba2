/** 业务列表. */
const texts = {
  name: "业务员",
  agentCount: "发展代理商数",
  merchantCount: "发展商户数",
  developCount: "发展总数",
  lastDevelopTime: "最近发展时间",
  developed: "发展情况",
  developedOptions: { "1": "有发展记录" },
};

/** Where these texts are read: `partner.businessInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.businessInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

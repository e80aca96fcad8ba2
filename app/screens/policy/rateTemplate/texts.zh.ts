/** 费率模板. */
const texts = {
  templateName: "模板名称",
  templateNamePlaceholder: "请输入模板名称",
  policyCount: "使用政策数",
  inForce: "使用状态",
  inForceYes: "生效中",
  inForceNo: "未生效",
  items: "费率明细",
  pair: "通道·支付方式",
  rate: "费率(%)",
  cap: "封顶(元)",
  noCap: "不封顶",
  capPlaceholder: "不封顶可不填",
  rateFormat: "请输入0至10之间的百分比，最多4位小数",
  copy: "复制",
  confirmCopy: "将以模板“{{name}}”的费率新建一个模板，名称后加“（副本）”，可在新模板上修改。确定复制吗？",
  copied: "已复制为“{{name}}”",
};

/** Where these texts are read: `policy.rateTemplate.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "policy.rateTemplate";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

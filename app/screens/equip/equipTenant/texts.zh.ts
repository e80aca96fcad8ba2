/** 设备租户配置. */
const texts = {
  sections: { print: "小票打印", snPrefix: "SN前缀", signPrint: "签购单打印", cashier: "收银员设置" },
  printSwitch: "打印小票",
  printCopies: "打印联数",
  printCopiesHint: "1–5 联",
  printHeader: "小票抬头",
  printFooter: "小票页脚",
  snPrefix: "SN前缀",
  snPrefixHint: "2–8 位字母或数字，保存为大写",
  snPrefixFormat: "SN前缀为 2–8 位字母或数字",
  signPrintSwitch: "打印签购单",
  signPrintCopies: "签购单联数",
  signPrintCopiesHint: "1–3 联",
  signPrintTitle: "签购单标题",
  signPrintRemark: "签购单备注",
  cashierRefund: "收银员可退款",
  cashierOrderScope: "订单查看范围",
  orderScopes: { "1": "仅本人订单", "2": "本门店订单" },
  cashierVoice: "收款语音播报",
};

/** Where these texts are read: `partner.equipTenant.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.equipTenant";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 充值套餐. */
const texts = {
  comboName: "套餐名称",
  comboNamePlaceholder: "请输入套餐名称",
  chargeRatio: "收费比例(%)",
  price: "价格(元)",
  statuses: { "1": "上架", "0": "下架" },
  percentFormat: "请输入大于0且不超过100的数值，最多4位小数",
  percentHint: "单位：%，最多4位小数，如 0.05",
  onSale: "上架",
  offSale: "下架",
  statusTitle: "上架/下架",
  confirmOnSale: "确定上架套餐“{{name}}”吗？上架后租户即可购买。",
  confirmOffSale: "确定下架套餐“{{name}}”吗？下架后租户不能再购买，已提交的订单不受影响。",
};

/** Where these texts are read: `marketing.tollCombo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "marketing.tollCombo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

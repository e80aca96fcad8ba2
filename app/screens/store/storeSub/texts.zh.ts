/** 门店分账配置 (the list and /storeSub?storeId=). */
import { splitModes } from "~/locales/zh/shared";

const texts = {
  splitStatus: "分账开关",
  splitStatuses: { "1": "开启", "0": "关闭" },
  splitModes,
  ratioTotal: "分账比例合计",
  configureOf: "配置{{label}}的分账",
  noReceivers: "暂无分账接收方",
  receiverName: "接收方名称",
  accountNo: "收款账号",
  receiverNameOf: "第{{n}}个接收方名称",
  accountNoOf: "第{{n}}个接收方收款账号",
  ratioOf: "第{{n}}个接收方分账比例",
  receiversHint: "最多{{max}}个接收方；留空的行不保存；比例为百分比，最多两位小数，合计不超过100%。",
  accountFormat: "收款账号为6至32位数字",
  ratioFormat: "分账比例为大于0且不超过100的数，最多两位小数",
  noStore: "请从门店列表选择要配置的门店",
};

/** Where these texts are read: `partner.storeSub.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.storeSub";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

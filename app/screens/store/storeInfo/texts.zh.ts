/** 门店列表. */
const texts = {
  storeShortName: "门店简称",
  merchantHint: "商户账号可不选，默认为本商户",
  isDirect: "直营门店",
  directs: { "0": "否", "1": "是" },
  address: "门店地址",
  mobile: "联系电话",
  storeStatus: "门店状态",
  withDirect: "直营门店",
  withDirectOptions: { "1": "含直营门店" },
  statusOf: "{{label}}的门店状态",
  split: "分账配置",
  splitOf: "{{label}}的分账配置",
};

/** Where these texts are read: `partner.storeInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.storeInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 入网查询. */
const texts = {
  channelTitle: "通道入网状态",
  bankTitle: "银行入网状态",
  channelTab: "通道入网",
  bankTab: "银行入网",
  pickMerchant: "请选择商户后查询",
  query: "查询",
  merchantRegStatus: "进件状态",
  bankName: "银行",
  channelCode: "编码",
  regStatus: "入网状态",
  applyTime: "申请时间",
  rejectReason: "驳回原因",
  none: "暂无入网记录",
};

/** Where these texts are read: `partner.channelStatus.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.channelStatus";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

/** 通道列表. */
const texts = {
  channelType: "通道类型",
  channelMchType: "商户号类型",
  codeHint: "大写字母开头，大写字母、数字或下划线，2–32 位",
  codeFormat: "通道编码为大写字母开头的大写字母、数字或下划线，2–32 位",
  mchNoFormat: "通道商户号为 32 位以内的字母、数字、下划线或短横线",
  mchTypes: { "1": "服务商模式", "2": "直连商户" },
  routes: "展示编码与通道",
  routesHint: "每种展示编码可走的已启用通道，按费率从低到高",
  payProducts: "支付产品",
  routeChannels: "可用通道（费率）",
  noRoute: "无可用通道",
};

/** Where these texts are read: `partner.channelInfo.<name>` (app/locales/screen-texts.ts gathers every screen's). */
export const namespace = "partner.channelInfo";
export default texts;

declare module "~/locales/screen-texts" {
  interface ScreenTexts {
    [namespace]: typeof texts;
  }
}

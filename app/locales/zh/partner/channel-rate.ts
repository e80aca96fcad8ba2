/** 通道费率配置. */
export default {
  channelCode: "通道编码",
  channelName: "通道名称",
  namePlaceholder: "名称或编码",
  wxRate: "微信费率(%)",
  aliRate: "支付宝费率(%)",
  unionRate: "银联费率(%)",
  updateTime: "更新时间",
  rateHint: "0–100，最多 4 位小数",
  rateFormat: "费率为 0–100 之间、最多 4 位小数的数字",
};

/** Channel rates. */
export default {
  channelCode: "Channel code",
  channelName: "Channel name",
  namePlaceholder: "Name or code",
  wxRate: "WeChat rate (%)",
  aliRate: "Alipay rate (%)",
  unionRate: "UnionPay rate (%)",
  updateTime: "Updated",
  rateHint: "0–100, at most 4 decimals",
  rateFormat: "A rate is a number from 0 to 100 with at most 4 decimals",
};

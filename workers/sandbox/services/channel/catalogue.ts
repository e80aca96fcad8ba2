/**
 * The payment channels a tenant routes through (通道): code, name, type (dict-biz channel_type's
 * child values) and the channel's own transaction cost per pay product, in percent as decimal
 * strings. An agent's channel rate (channelAgentRateVOS) may not be below the channel's cost
 * (getChannelTransRate); the agent service checks it on save.
 */
export interface ChannelSeed {
  code: string;
  name: string;
  type: string;
  /** Cost rates, percent: WeChat, Alipay, UnionPay QR. */
  wxRate: string;
  aliRate: string;
  unionRate: string;
}

export const CHANNELS: ChannelSeed[] = [
  { code: "WXPAY", name: "微信官方", type: "11", wxRate: "0.20", aliRate: "0.00", unionRate: "0.00" },
  { code: "ALIPAY", name: "支付宝官方", type: "12", wxRate: "0.00", aliRate: "0.20", unionRate: "0.00" },
  { code: "CHINAUMS", name: "银联商务", type: "21", wxRate: "0.23", aliRate: "0.23", unionRate: "0.30" },
  { code: "LAKALA", name: "拉卡拉", type: "22", wxRate: "0.22", aliRate: "0.22", unionRate: "0.32" },
  { code: "SUIXINGFU", name: "随行付", type: "23", wxRate: "0.21", aliRate: "0.21", unionRate: "0.31" },
];

export const channelByCode = (code: string): ChannelSeed | undefined => CHANNELS.find((c) => c.code === code);

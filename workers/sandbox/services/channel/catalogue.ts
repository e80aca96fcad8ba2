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

/**
 * The show codes (展示编码): the pay ways a merchant sees (微信/支付宝/银联), each read from one
 * cost-rate column of a channel; a channel serves a show code when it is enabled and its rate
 * for it is above zero. Every show code offers the dict-biz pay_product products.
 */
export const SHOW_CODES = [
  { code: "WXPAY", name: "微信支付", rate: "wx_rate", field: "wxRate" },
  { code: "ALIPAY", name: "支付宝", rate: "ali_rate", field: "aliRate" },
  { code: "UNIONPAY", name: "银联云闪付", rate: "union_rate", field: "unionRate" },
] as const;

/** The channel merchant number and its type (1 服务商模式, 2 直连商户) each seeded channel routes through. */
export const CHANNEL_MERCHANTS: Record<string, { mchNo: string; mchType: number }> = {
  WXPAY: { mchNo: "1601234567", mchType: 1 },
  ALIPAY: { mchNo: "2088102177846001", mchType: 1 },
  CHINAUMS: { mchNo: "898310058120001", mchType: 2 },
  LAKALA: { mchNo: "822290058120002", mchType: 2 },
  SUIXINGFU: { mchNo: "399190058120003", mchType: 2 },
};

/** A rate in percent as the channel screens take it: 0–100, at most 4 decimals, as text. */
export const RATE_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;
export const validRate = (value: string): boolean => RATE_PATTERN.test(value) && Number(value) <= 100;

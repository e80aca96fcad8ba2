/**
 * 入网查询 (spec §2 fixed routes /channelStatus and /bankChannelStatus): a merchant's
 * network-entry status at each payment channel, or at each bank, read-only. The merchant comes
 * from ?merchantId= (商户列表's row link) or the remote merchant search-select. Opens for
 * operators whose menu holds 商户列表 and who have merchant_channel; the merchant must lie in
 * their partner scope (ADR 016).
 */
export const CHANNEL_STATUS = {
  id: "channelStatus",
  texts: "partner.channelStatus",
  entries: { channel: "merchant.mrcInfo.channelStatus", bank: "merchant.mrcInfo.bankChannelStatus" },
  paths: { channel: "/channelStatus", bank: "/bankChannelStatus" },
} as const;

export type EntryKind = keyof typeof CHANNEL_STATUS.paths;

export type Entry = {
  id: string;
  channelCode: string;
  channelName: string;
  channelMchNo: string;
  regStatus: string;
  applyTime: string;
  regTime: string;
  rejectReason: string;
};

export type EntryStatus = {
  merchantId: string;
  merchantNo: string;
  merchantFullName: string;
  regStatus: string;
  records: Entry[];
};

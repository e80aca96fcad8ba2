/**
 * The reconciliation service's codes (issue 17, 对账单 and 差错处理): the channels reconciled,
 * the batch and difference states, the difference types and what each resolution may do.
 */
import { seedId } from "../../core/ids";

/** The channels whose statements are reconciled (cloud_channel_info codes). */
export const RECON_CHANNELS = ["WXPAY", "ALIPAY", "CHINAUMS", "LAKALA", "SUIXINGFU"] as const;
export const RECON_CHANNEL_NAMES: Record<string, string> = {
  WXPAY: "微信官方",
  ALIPAY: "支付宝官方",
  CHINAUMS: "银联商务",
  LAKALA: "拉卡拉",
  SUIXINGFU: "随行付",
};

/** cloud_recon_batch.state: 0 平账, 1 有差错, 2 已处理. */
export const BATCH_STATE = { balanced: 0, open: 1, handled: 2 } as const;
/** cloud_recon_error.type: 1 仅平台有, 2 仅渠道有, 3 金额不符, 4 状态不符, 5 手续费不符. */
export const ERROR_TYPE = { oursOnly: 1, channelOnly: 2, amount: 3, state: 4, fee: 5 } as const;
export const ERROR_TYPE_NAMES: Record<number, string> = {
  1: "仅平台有",
  2: "仅渠道有",
  3: "金额不符",
  4: "状态不符",
  5: "手续费不符",
};
/** cloud_recon_error.state: 0 待处理, 1 已处理, 2 已忽略. */
export const ERROR_STATE = { open: 0, handled: 1, ignored: 2 } as const;
export const ERROR_STATE_NAMES: Record<number, string> = { 0: "待处理", 1: "已处理", 2: "已忽略" };

export const RESULTS = ["platform", "channel", "ignore"] as const;
export const CHANNEL_ACTIONS = ["supplement", "refund", "suspend"] as const;
export type ChannelAction = (typeof CHANNEL_ACTIONS)[number];

/** seedId kind 81: batches (n), differences (1 000 000 + serial × 10 + category). */
export const RECON_KIND = 81;
export const RECON_SEED = {
  tenant: "000001",
  /** Bill days: the 30 Beijing days before the seed's day. */
  days: 30,
  batch: (n: number) => seedId(RECON_KIND, n),
} as const;

/** Paid states: what a batch counts on our side (a payment that day, refunded later or not). */
export const COUNTED_STATES = [1, 4, 5];

export interface ErrorSides {
  type: number;
  order_id: string | null;
  our_amount_fen: number | null;
  our_state: number | null;
  channel_amount_fen: number | null;
  channel_state: number | null;
}

/**
 * The 以渠道为准 actions a difference allows: 补单 where the channel was paid and our order is
 * missing or unpaid, 退款 where the channel refunded or took less than ours, 挂账 always.
 */
export function channelActionsOf(e: ErrorSides): ChannelAction[] {
  const actions: ChannelAction[] = [];
  const oursPaid = e.our_state !== null && COUNTED_STATES.includes(e.our_state);
  if (e.type === ERROR_TYPE.channelOnly || (e.type === ERROR_TYPE.state && e.channel_state === 1 && !oursPaid))
    actions.push("supplement");
  if (
    (e.type === ERROR_TYPE.state && (e.channel_state === 4 || e.channel_state === 5) && oursPaid) ||
    (e.type === ERROR_TYPE.amount && oursPaid && (e.channel_amount_fen ?? 0) < (e.our_amount_fen ?? 0))
  )
    actions.push("refund");
  actions.push("suspend");
  return actions;
}

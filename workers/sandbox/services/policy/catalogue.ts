/**
 * Pricing's codes (ADR 020): the channel × pay type pairs a rate template prices (an official
 * channel its own pay type only, an aggregator all four), rates as integers of 1/10,000 percent,
 * caps as fen, and the seed's constants.
 */
import { decimalUnits, positiveFen, unitsToDecimal } from "../../../../shared/money.ts";
import { seedId } from "../../core/ids";
import { CHANNELS } from "../channel/catalogue";
import { PAY_TYPES } from "../order/catalogue";

export interface RatePair {
  channelCode: string;
  channelName: string;
  payType: string;
  payTypeName: string;
}

const OFFICIAL: Record<string, string> = { WXPAY: "WXPAY", ALIPAY: "ALIPAY" };

/** Every pair a template must price, in the order forms and tables show them. */
export const RATE_PAIRS: RatePair[] = CHANNELS.flatMap((c) =>
  PAY_TYPES.filter((p) => (OFFICIAL[c.code] ? OFFICIAL[c.code] === p.code : true)).map((p) => ({
    channelCode: c.code,
    channelName: c.name,
    payType: p.code,
    payTypeName: p.name,
  })),
);

export const pairKey = (channelCode: string, payType: string): string => `${channelCode}:${payType}`;
export const pairName = (pair: Pick<RatePair, "channelName" | "payTypeName">): string =>
  `${pair.channelName}·${pair.payTypeName}`;

/** "0.38" → 3800 (1/10,000 percent, shared/money's decimalUnits); null when not a percent of 0–100 with at most four decimals. */
export function rateE4(text: string): number | null {
  const e4 = decimalUnits(text, 4, 3);
  return e4 !== null && e4 <= 100 * 10_000 ? e4 : null;
}

/** 3800 → "0.38": at least two decimals, at most four (trailing zeros past the second dropped). */
export const rateText = (e4: number): string => unitsToDecimal(e4, 4, 2);

/** The largest per-transaction cap (9,999,999.99 yuan): a business limit, checked after the amount is read. */
export const MAX_CAP_FEN = 999_999_999;

/** A per-transaction cap in yuan text ("20", "20.5", "20.50") as fen; null when malformed, not above zero or above MAX_CAP_FEN. */
export function capFen(text: string): number | null {
  const fen = positiveFen(text);
  return fen !== null && fen <= MAX_CAP_FEN ? fen : null;
}

/** target_type: 1 every agent of a level, 2 one agent. */
export const POLICY_TARGET = { level: 1, agent: 2 } as const;
export const AGENT_LEVELS = [1, 2, 3] as const;

/** seedId kind 86: templates (1–), policies (101–). */
export const POLICY_KIND = 86;
export const POLICY_SEED = {
  tenant: "000001",
  template: (n: number) => seedId(POLICY_KIND, n),
  policy: (n: number) => seedId(POLICY_KIND, 100 + n),
} as const;

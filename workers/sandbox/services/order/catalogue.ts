/**
 * The order service's codes (ADR 018): order and refund states, pay types, and the seed's
 * constants other services and the tests refer to.
 */
import { decimalUnits, fenToYuan } from "../../../../shared/money.ts";
import { seedId } from "../../core/ids";

/** trade_status: 0 待支付, 1 支付成功, 2 支付失败, 3 已关闭, 4 全额退款, 5 部分退款. */
export const ORDER_STATE = { unpaid: 0, paid: 1, failed: 2, closed: 3, refunded: 4, partlyRefunded: 5 } as const;
/** States whose amount was paid (what totals count as paid, what a refund may come from). */
export const PAID_STATES = [ORDER_STATE.paid, ORDER_STATE.refunded, ORDER_STATE.partlyRefunded];
/** refund_status: 0 退款中, 1 退款成功, 2 退款失败. */
export const REFUND_STATE = { pending: 0, done: 1, failed: 2 } as const;

/** trade_pay_type (system dictionary). */
export const PAY_TYPES = [
  { code: "WXPAY", name: "微信支付" },
  { code: "ALIPAY", name: "支付宝" },
  { code: "UNIONPAY", name: "银联二维码" },
  { code: "CARD", name: "银行卡" },
] as const;
export const PAY_TYPE_CODES: string[] = PAY_TYPES.map((p) => p.code);

/** seedId kind 77: orders (n), refunds (300000 + n), the dictionary rows (900000 + n). Kind 78: ledger rows. */
export const ORDER_KIND = 77;
export const LEDGER_KIND = 78;
export const ACCOUNT_KIND = 79;

export const ORDER_SEED = {
  tenant: "000001",
  orders: 200_000,
  /** Merchants that trade, by merchant number (M10000001…): the first 2,000. */
  tradingMerchants: 2_000,
  days: 183,
  order: (n: number) => seedId(ORDER_KIND, n),
  refund: (n: number) => seedId(ORDER_KIND, 300_000 + n),
} as const;

/** Yuan text "1234.50" of integer fen, for the wire (ADR 018): shared/money's fenToYuan, the one rule. */
export const yuanOf = fenToYuan;

/** SQL: integer fen → yuan text (signed). */
export const yuanSqlOf = (fen: string): string =>
  `(CASE WHEN (${fen}) < 0 THEN '-' ELSE '' END || printf('%d.%02d', abs(${fen}) / 100, abs(${fen}) % 100))`;

/**
 * The fee of an amount at a rate (percent text, at most four decimals), half-up to the fen:
 * ⌊(amount × r + 500 000) / 1 000 000⌋ with r the rate in ten-thousandths of a percent, in
 * BigInt (ADR 018).
 */
export function feeOf(amountFen: number, rate: string): number {
  const units = decimalUnits(rate, 4, 3);
  if (units === null) throw new Error(`not a rate: ${rate}`);
  const tenThousandths = BigInt(units);
  // amount × (rate / 100) = amount × tenThousandths / 1 000 000
  return Number((BigInt(amountFen) * tenThousandths + 500_000n) / 1_000_000n);
}

/** The fee kept after refunds: the payment's fee × (amount − refunded) / amount, half-up (ADR 018). */
export function feeKept(payFeeFen: number, amountFen: number, refundedFen: number): number {
  if (amountFen <= 0) return 0;
  return Number(
    (BigInt(payFeeFen) * BigInt(amountFen - refundedFen) * 2n + BigInt(amountFen)) / (2n * BigInt(amountFen)),
  );
}

/** SQL of feeKept over columns or expressions. */
export const feeKeptSql = (payFee: string, amount: string, refunded: string): string =>
  `((${payFee}) * ((${amount}) - (${refunded})) * 2 + (${amount})) / (2 * (${amount}))`;

/** A row's `agentPath` (ADR 016) from its agent and that agent's ancestors: the top agent first, its own agent last. */
export const agentPathOf = (row: { agent_id: string | null; agent_ancestors: string | null }): string =>
  !row.agent_id
    ? ""
    : !row.agent_ancestors || row.agent_ancestors === "0"
      ? row.agent_id
      : `${row.agent_ancestors.replace(/^0,/, "")},${row.agent_id}`;

/**
 * A merchant's rate for a pay type, in 1/10,000 percent, from its rank by merchant number (0 for
 * M10000001): 微信/支付宝 0.38, 0.35 or 0.45 % by rank, 银联二维码 0.38 %, 银行卡 0.60 %. The order
 * seed snapshots it on each order; the policy seed stores it as the merchant's rate (ADR 020).
 */
export const merchantRateE4Sql = (rank: string, payType: string): string =>
  `CASE ${payType} WHEN 'UNIONPAY' THEN 3800 WHEN 'CARD' THEN 6000 ELSE CASE (${rank}) % 3 WHEN 0 THEN 3800 WHEN 1 THEN 3500 ELSE 4500 END END`;

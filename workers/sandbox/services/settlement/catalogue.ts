/** The settlement service's codes (结算记录, 结算配置; issue 17, ADR 018). */

/** settle_batch_state: 0 等待审核, 1 已审核, 2 审核不通过, 3 打款中, 4 打款成功, 5 打款失败. */
export const BATCH_STATE = { waiting: 0, audited: 1, rejected: 2, remitting: 3, remitted: 4, failed: 5 } as const;
export const BATCH_STATE_NAMES = ["等待审核", "已审核", "审核不通过", "打款中", "打款成功", "打款失败"] as const;

/** seedId kind 80: batches (serial n), ledger rows (200000 + n SETTLE, 300000 + n REMIT), configs (500000 + rank), dictionary (900000 + n). */
export const SETTLE_KIND = 80;

export const SETTLE_SEED = {
  days: 30,
  /** 复核金额: 50,000.00 yuan for every seeded config but M10000001's 1,000.00. */
  thresholdFen: 5_000_000,
  mer01ThresholdFen: 100_000,
} as const;

/**
 * The simulated bank: a batch whose number's serial (its last six digits) is 7 modulo 25 fails its
 * first remittance attempt (收款账户户名不符); a retry goes through. Deterministic by batch number.
 */
export const BANK_FAIL = { every: 25, rest: 7, reason: "收款账户户名不符" } as const;

export function bankRefuses(batchNo: string, attempts: number): boolean {
  return attempts === 0 && Number(batchNo.slice(-6)) % BANK_FAIL.every === BANK_FAIL.rest;
}

/** settle_type (business dictionary): 1 T+1, 2 D+0, 3 D+1. */
export const SETTLE_TYPES = ["1", "2", "3"] as const;

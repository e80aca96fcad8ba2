/**
 * /api/cloud-settle: settlement batches (结算记录) and each merchant's or agent's settlement
 * configuration (结算配置) (issue 17, ADR 018, 019, 031). Money is yuan text.
 */
import type { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, firstId } from "./define.ts";
import {
  count,
  done,
  flag,
  id,
  maybe,
  numeric,
  page,
  type Paging,
  rateText,
  record,
  text,
  time,
  truth,
  yuan,
  yuanOrBlank,
} from "./wire.ts";

const SETTLE = (what: string) => assumed(`issue 17, ADR 018: ${what}; not in spec §7`);

/** A settlement batch: one merchant's or agent's settlement day. */
export const settleBatchRow = record({
  id,
  batchNo: text,
  merchantId: text,
  merchantNo: text,
  merchantName: text,
  ownerNo: text,
  ownerName: text,
  agentPath: text,
  ownerType: count,
  settleType: text,
  tradeDate: text,
  settleDate: text,
  orderCount: numeric,
  grossAmount: yuan,
  feeAmount: yuan,
  refundAmount: yuan,
  netAmount: yuan,
  accountName: text,
  accountNo: text,
  bankName: text,
  state: count,
  reviewing: flag,
  errorMsg: text,
  remitCount: numeric,
  auditUserName: text,
  auditTime: time,
  auditRemark: text,
  remitUserName: text,
  remitTime: time,
  finishTime: time,
  createTime: time,
});

/**
 * A batch's line: one of its orders (a merchant's batch), or the agent's share of one (an agent's:
 * depth, the rate below and its own, shareAmount at payment, refundAmount taken back, netAmount settled).
 */
export const settleLineRow = record({
  id,
  orderNo: text,
  payTime: time,
  payType: text,
  merchantNo: text,
  amount: yuan,
  feeAmount: yuanOrBlank.optional(),
  refundAmount: yuan,
  netAmount: yuan,
  depth: numeric,
  childRate: rateText.optional(),
  agentRate: rateText.optional(),
  shareAmount: yuanOrBlank.optional(),
});

/** A merchant's or agent's settlement configuration; 复核金额 "" when none. */
export const settleConfigRow = record({
  id,
  ownerType: count,
  ownerNo: text,
  ownerName: text,
  merchantId: text,
  agentPath: text,
  settleType: text,
  minAmount: yuan,
  accountName: text,
  accountNo: text,
  bankName: text,
  reviewThreshold: yuanOrBlank,
  updateUserName: text,
  updateTime: time,
});

/** What 打款 and 重试打款 answer: the batch's state after it, or `reviewing` 1 when it waits in 资金复核. */
export const remitAnswer = record({ state: numeric, reviewing: truth, requestId: text }).nullable();
export type RemitAnswer = z.output<typeof remitAnswer>;

export type SettleConfigBody = {
  id: string;
  settleType: string;
  minAmount: string;
  accountName: string;
  accountNo: string;
  bankName: string;
  reviewThreshold: string;
};

export const settle = service("settle", {
  settleBatch: {
    list: get("/api/cloud-settle/settleBatch/list", page(settleBatchRow), {
      query: shape<
        Paging & {
          startDate?: string;
          endDate?: string;
          ownerType?: string | number;
          party?: string;
          state?: string | number;
          /** One batch by its number, exact (search by number, issue 34). */
          batchNo?: string;
        }
      >(),
      source: SETTLE(
        "the batches by settlement day, owner type, party, state and batch number, through the partner scope",
      ),
    }),
    detail: get("/api/cloud-settle/settleBatch/detail", maybe(settleBatchRow), {
      query: shape<{ id: string }>(),
      source: SETTLE("one batch, its account whole (the console masks it, ADR 029)"),
      probe: { after: (): AnyEntry => settle.settleBatch.list, pick: firstId },
    }),
    lines: get("/api/cloud-settle/settleBatch/lines", page(settleLineRow), {
      query: shape<Paging & { batchId: string }>(),
      source: SETTLE("a batch's orders (or an agent batch's shares), paged"),
      probe: { after: (): AnyEntry => settle.settleBatch.list, pick: (data) => batchOf(data) },
    }),
    /** POST {id, pass, remark}: 等待审核 → 已审核 or 审核不通过. */
    audit: post("/api/cloud-settle/settleBatch/audit", done, {
      bodyType: shape<{ id: string; pass: boolean; remark: string }>(),
      permission: "settle_audit",
      source: SETTLE("审核 of a batch"),
    }),
    /** POST {id}: 打款 of an audited batch. */
    remit: post("/api/cloud-settle/settleBatch/remit", remitAnswer, {
      bodyType: shape<{ id: string }>(),
      permission: "settle_remit",
      source: SETTLE("打款 of an audited batch (above the 复核金额: a review)"),
    }),
    /** POST {id}: 重试打款 of a failed batch. */
    retry: post("/api/cloud-settle/settleBatch/retry", remitAnswer, {
      bodyType: shape<{ id: string }>(),
      permission: "settle_remit",
      source: SETTLE("重试打款 of a failed batch"),
    }),
  },
  settleConfig: {
    list: get("/api/cloud-settle/settleConfig/list", page(settleConfigRow), {
      query: shape<Paging & { ownerType?: string | number; party?: string; settleType?: string }>(),
      source: SETTLE("the configurations by owner type, party and cycle, through the partner scope"),
    }),
    detail: get("/api/cloud-settle/settleConfig/detail", maybe(settleConfigRow), {
      query: shape<{ id: string }>(),
      source: SETTLE("one configuration"),
      probe: { after: (): AnyEntry => settle.settleConfig.list, pick: firstId },
    }),
    update: post("/api/cloud-settle/settleConfig/update", done, {
      bodyType: shape<SettleConfigBody>(),
      permission: "settle_config_edit",
      source: SETTLE("the cycle, minimum, account and 复核金额 of one configuration"),
    }),
  },
});

function batchOf(data: unknown): { query: Record<string, string> } | null {
  const picked = firstId(data);
  return picked ? { query: { batchId: picked.query.id, current: "1", size: "5" } } : null;
}

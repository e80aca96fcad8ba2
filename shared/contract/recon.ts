/**
 * /api/cloud-recon: reconciliation batches (对账单) and the differences found (差错处理), platform
 * staff only (issue 17; ADR 031). Money is yuan text; a side that has no figure sends "".
 */
import type { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, firstId } from "./define.ts";
import {
  count,
  done,
  id,
  list,
  maybe,
  numeric,
  page,
  type Paging,
  record,
  str,
  text,
  time,
  yuan,
  yuanOrBlank,
} from "./wire.ts";

const ISSUE17 = (what: string) => assumed(`issue 17: ${what}; not in spec §7`);
const ISSUE34 = (what: string) => assumed(`issue 34: ${what}; not in spec §7`);

/** A batch: one channel's bill day, our figures beside the channel statement's. */
export const reconBatchRow = record({
  id,
  batchNo: text,
  billDate: text,
  channelCode: text,
  channelName: text,
  ourCount: numeric,
  ourAmount: yuan,
  ourFee: yuan,
  channelCount: numeric,
  channelAmount: yuan,
  channelFee: yuan,
  diffCount: numeric,
  unresolvedCount: numeric,
  state: count,
  createTime: time,
});

/** A difference, our side beside the channel's ("" where a side has none). */
export const reconErrorRow = record({
  id,
  batchId: id,
  billDate: text,
  channelCode: text,
  channelName: text,
  type: count,
  orderNo: text,
  channelOrderNo: text,
  merchantNo: text,
  merchantName: text,
  tradeTime: time,
  ourAmount: yuanOrBlank,
  ourState: numeric,
  ourFee: yuanOrBlank,
  channelAmount: yuanOrBlank,
  channelState: numeric,
  channelFee: yuanOrBlank,
  state: count,
  result: text,
  channelAction: text,
  remark: text,
  suspendedAmount: yuanOrBlank,
  handlerName: text,
  handleTime: time,
  /** Who is to handle it (issue 34: 指派), "" while nobody is. */
  assigneeId: text,
  assigneeName: text,
  /** The 以渠道为准 actions the difference allows, comma-joined. */
  actions: text,
});

/** One handling of a difference (处理记录). */
export const reconHandleLog = record({
  id,
  result: text,
  channelAction: text,
  remark: text,
  before: text,
  after: text,
  operatorName: text,
  createTime: time,
});
export type ReconHandleLog = z.output<typeof reconHandleLog>;

export type ReconHandleBody = {
  id: string;
  result: "platform" | "channel" | "ignore";
  channelAction?: "supplement" | "refund" | "suspend";
  remark: string;
};

export const recon = service("recon", {
  reconBatch: {
    list: get("/api/cloud-recon/reconBatch/list", page(reconBatchRow), {
      query: shape<Paging & { startDate?: string; endDate?: string; channelCode?: string; state?: string | number }>(),
      source: ISSUE17("the batches by bill day (yyyy-MM-dd), channel and state"),
    }),
    detail: get(
      "/api/cloud-recon/reconBatch/detail",
      maybe(reconBatchRow.extend({ errors: list(reconErrorRow).optional() })),
      {
        query: shape<{ id: string }>(),
        source: ISSUE17("one batch with its differences"),
        probe: { after: (): AnyEntry => recon.reconBatch.list, pick: firstId },
      },
    ),
    /** The channel statement of the batch's day (CSV). */
    statement: get("/api/cloud-recon/reconBatch/statement", str, {
      query: shape<{ id: string }>(),
      effect: "file",
      source: ISSUE17("下载对账单: the day's channel statement as the channel sends it, CSV"),
    }),
  },
  reconError: {
    list: get("/api/cloud-recon/reconError/list", page(reconErrorRow), {
      query: shape<
        Paging & {
          startDate?: string;
          endDate?: string;
          channelCode?: string;
          type?: string | number;
          state?: string | number;
          orderNo?: string;
          batchId?: string;
          /** Only the differences assigned to this user (我的审批 asks with the operator's own id). */
          assigneeId?: string;
        }
      >(),
      source: ISSUE17("the differences by bill day, channel, type, state, order number, batch or assignee"),
    }),
    detail: get("/api/cloud-recon/reconError/detail", maybe(reconErrorRow), {
      query: shape<{ id: string }>(),
      source: ISSUE17("one difference"),
      probe: { after: (): AnyEntry => recon.reconError.list, pick: firstId },
    }),
    history: get("/api/cloud-recon/reconError/history", list(reconHandleLog), {
      query: shape<{ id: string }>(),
      source: ISSUE17("a difference's handlings, oldest first"),
      probe: { after: (): AnyEntry => recon.reconError.list, pick: firstId },
    }),
    /** POST {id, result, channelAction?, remark}: 以平台为准, 以渠道为准 (补单, 退款, 挂账) or 忽略. */
    handle: post("/api/cloud-recon/reconError/handle", done, {
      bodyType: shape<ReconHandleBody>(),
      permission: "recon_error_edit",
      source: ISSUE17("处理 of a difference"),
    }),
    /** POST {ids, userId}: 指派 of open differences (comma-joined ids) to a user of the tenant who may handle them. */
    assign: post("/api/cloud-recon/reconError/assign", done, {
      bodyType: shape<{ ids: string; userId: string }>(),
      permission: "recon_error_assign",
      source: ISSUE34("指派 of open differences to an operator, whose 我的审批 then lists them"),
    }),
  },
});

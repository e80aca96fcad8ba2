/**
 * /api/cloud-account: accounts and their ledgers (账户列表), freezes (冻结管理) and the money
 * requests waiting for a second operator (资金复核) (ADR 018, 031). Money is yuan text.
 */
import type { z } from "zod";
import { type AnyEntry, assumed, get, post, service, shape, firstId } from "./define.ts";
import { count, done, id, list, maybe, numeric, page, type Paging, record, text, time, truth, yuan } from "./wire.ts";

const ADR018 = (what: string) => assumed(`ADR 018: ${what}; not in spec §7`);

/** An account: its owner (a merchant 1 or an agent 2) and its three balances. */
export const accountRow = record({
  id,
  ownerType: count,
  ownerName: text,
  ownerNo: text,
  merchantId: text,
  agentPath: text,
  available: yuan,
  frozen: yuan,
  inTransit: yuan,
  total: yuan,
  updateTime: time,
});

/** One ledger entry: its changes and the balances after it. */
export const ledgerRow = record({
  id,
  seq: numeric,
  bizType: text,
  bizNo: text,
  changeAvailable: yuan,
  changeFrozen: yuan,
  changeInTransit: yuan,
  availableAfter: yuan,
  frozenAfter: yuan,
  inTransitAfter: yuan,
  remark: text,
  operatorName: text,
  createTime: time,
});
export type LedgerRow = z.output<typeof ledgerRow>;

/** A freeze on an account: how much, how much is released, what remains. */
export const freezeRow = record({
  id,
  freezeNo: text,
  accountId: id,
  ownerType: count,
  ownerName: text,
  ownerNo: text,
  merchantId: text,
  agentPath: text,
  freezeType: count,
  amount: yuan,
  unfrozen: yuan,
  remaining: yuan,
  state: count,
  reason: text,
  createUserName: text,
  createTime: time,
});
const freezeEvent = record({ action: text, amount: yuan, reason: text, operatorName: text, time });
export type FreezeEvent = z.output<typeof freezeEvent>;

/** A money request (退款, 冻结, 解冻, 打款 above a threshold) and its review. */
export const moneyRequestRow = record({
  id,
  kind: text,
  targetId: id,
  targetLabel: text,
  merchantId: text,
  agentPath: text,
  amount: yuan,
  reason: text,
  state: count,
  result: text,
  requestUser: id,
  requestUserName: text,
  requestTime: time,
  reviewUserName: text,
  reviewTime: time,
  reviewRemark: text,
});

/** What 冻结 and 解冻 answer: done now, or waiting in 资金复核. */
export const freezeAnswer = record({ reviewing: truth, requestId: text, freezeNo: text });

export const account = service("account", {
  account: {
    list: get("/api/cloud-account/account/list", page(accountRow), {
      query: shape<
        Paging & { ownerType?: string | number; keyword?: string; minAvailable?: string; frozenOnly?: string }
      >(),
      source: ADR018(
        "the accounts by owner type, owner number or name, a floor on the available balance, through the partner scope",
      ),
    }),
    detail: get("/api/cloud-account/account/detail", maybe(accountRow), {
      query: shape<{ id: string }>(),
      source: ADR018("one account"),
      probe: { after: (): AnyEntry => account.account.list, pick: firstId },
    }),
    ledger: get("/api/cloud-account/account/ledger", page(ledgerRow), {
      query: shape<Paging & { accountId: string }>(),
      source: ADR018("an account's ledger, newest first, with the balances after each entry"),
      probe: {
        after: (): AnyEntry => account.account.list,
        pick: (data) => {
          const picked = firstId(data);
          return picked ? { query: { accountId: picked.query.id, current: "1", size: "5" } } : null;
        },
      },
    }),
  },
  freeze: {
    list: get("/api/cloud-account/freeze/list", page(freezeRow), {
      query: shape<
        Paging & {
          keyword?: string;
          state?: string | number;
          freezeType?: string | number;
          startTime?: string;
          endTime?: string;
        }
      >(),
      source: ADR018("the freezes by account, state, type and freeze time, through the partner scope"),
    }),
    detail: get(
      "/api/cloud-account/freeze/detail",
      maybe(freezeRow.extend({ history: list(freezeEvent).optional() })),
      {
        query: shape<{ id: string }>(),
        source: ADR018("one freeze with its history"),
        probe: { after: (): AnyEntry => account.freeze.list, pick: firstId },
      },
    ),
    /** POST {accountId, amount, freezeType, reason}. */
    save: post("/api/cloud-account/freeze/save", freezeAnswer, {
      bodyType: shape<{ accountId: string; amount: string; freezeType: string; reason: string }>(),
      permission: "freeze_add",
      source: ADR018("冻结 of part of an account's available balance"),
    }),
    /** POST {id, amount, reason}. */
    unfreeze: post("/api/cloud-account/freeze/unfreeze", freezeAnswer, {
      bodyType: shape<{ id: string; amount: string; reason: string }>(),
      permission: "freeze_edit",
      source: ADR018("解冻 of part or all of what a freeze holds"),
    }),
  },
  moneyRequest: {
    list: get("/api/cloud-account/moneyRequest/list", page(moneyRequestRow), {
      query: shape<
        Paging & {
          state?: string | number;
          kind?: string;
          /** "1": only what waits on the caller: 待复核, not asked by them, of a kind whose button they hold (issue 34). */
          reviewable?: string;
        }
      >(),
      source: ADR018(
        "the money requests by state and kind (or those the caller may review), through the partner scope",
      ),
    }),
    detail: get("/api/cloud-account/moneyRequest/detail", maybe(moneyRequestRow), {
      query: shape<{ id: string }>(),
      source: ADR018("one money request"),
      probe: { after: (): AnyEntry => account.moneyRequest.list, pick: firstId },
    }),
    /** POST {id, approve, remark}: approving carries the action out at once. */
    review: post("/api/cloud-account/moneyRequest/review", done, {
      bodyType: shape<{ id: string; approve: boolean; remark: string }>(),
      source: ADR018("复核 of a money request by a second operator"),
    }),
  },
});

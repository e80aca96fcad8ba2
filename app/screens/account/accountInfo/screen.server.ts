/** 账户列表 on the server: the page and the open account's ledger page (`lp`), both checked against the partner scope. */
import { account, type LedgerRow } from "@contract";
import type { LoadOptions } from "~/kit/server/described.server";
import { fetchPage, text } from "~/kit/server/page.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { heldScreen } from "~/kit/server/partner-scope.server";
import { type Account, accountInfoScreen } from "./screen";

/** A ledger entry as the page shows it (account.account.ledger's rows, text fields null-to-empty). */
export type LedgerEntry = {
  id: string;
  seq: number;
  bizType: string;
  bizNo: string;
  changeAvailable: string;
  changeFrozen: string;
  changeInTransit: string;
  availableAfter: string;
  frozenAfter: string;
  inTransitAfter: string;
  remark: string;
  operatorName: string;
  createTime: string;
};
export type AccountExtra = { ledger: { rows: LedgerEntry[]; page: number; pages: number; total: number } | null };

export const LEDGER_PAGE_SIZE = 20;
const held = heldScreen(accountInfoScreen, "merchant");
const asEntry = (raw: Record<string, unknown>): LedgerEntry => {
  const l = raw as LedgerRow;
  return {
    id: String(l.id),
    seq: Number(l.seq) || 0,
    bizType: text(l.bizType),
    bizNo: text(l.bizNo),
    changeAvailable: l.changeAvailable,
    changeFrozen: l.changeFrozen,
    changeInTransit: l.changeInTransit,
    availableAfter: l.availableAfter,
    frozenAfter: l.frozenAfter,
    inTransitAfter: l.inTransitAfter,
    remark: text(l.remark),
    operatorName: text(l.operatorName),
    createTime: text(l.createTime),
  };
};

export function accountLoadOptions(operator: Operator, request: Request) {
  const lp = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("lp")) || 1));
  return (query: ListQuery): LoadOptions<Account, AccountExtra> => {
    const viewing = query.dialog === "view" && query.id ? query.id : null;
    const detail = viewing ? held.detail(viewing, operator) : null;
    return {
      list: (q) => held.list(q, operator),
      detail: detail ? () => detail : undefined,
      extra: (async () => {
        if (!detail || !(await detail).value) return { ledger: null };
        const page = await fetchPage(
          operator,
          account.account.ledger,
          { accountId: viewing!, current: lp, size: LEDGER_PAGE_SIZE },
          { current: lp, size: LEDGER_PAGE_SIZE },
          asEntry,
        );
        return { ledger: { rows: page.value.records, page: lp, pages: page.value.pages, total: page.value.total } };
      })(),
    };
  };
}

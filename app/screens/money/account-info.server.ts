/** 账户列表 on the server: the page and the open account's ledger page (`lp`), both checked against the partner scope. */
import { type LoadOptions, rowReader, screenParams } from "~/kit/server/described.server";
import { fetchDetail, fetchPage } from "~/kit/server/page.server";
import type { ListQuery } from "~/kit/shared/query";
import type { Operator } from "~/server/auth.server";
import { heldDetail, heldPage } from "~/server/partner-scope.server";
import { ACCOUNT_API, type Account, accountInfoScreen } from "./account-info";

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
const toAccount = rowReader(accountInfoScreen);
const asEntry = (raw: Record<string, unknown>) => (typeof raw.id === "string" ? (raw as unknown as LedgerEntry) : null);

export function accountLoadOptions(operator: Operator, request: Request) {
  const lp = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get("lp")) || 1));
  return (query: ListQuery): LoadOptions<Account, AccountExtra> => {
    const viewing = query.dialog === "view" && query.id ? query.id : null;
    const detail = viewing ? fetchDetail(operator, `${ACCOUNT_API}/detail`, { id: viewing }, toAccount).then((loaded) => heldDetail(operator, loaded, "merchant")) : null;
    return {
      list: (q) => heldPage(operator, accountInfoScreen.api.list, screenParams(accountInfoScreen, q), q, toAccount, "merchant"),
      detail: detail ? () => detail : undefined,
      extra: (async () => {
        if (!detail || !(await detail).value) return { ledger: null };
        const page = await fetchPage(operator, `${ACCOUNT_API}/ledger`, { accountId: viewing!, current: lp, size: LEDGER_PAGE_SIZE }, { current: lp, size: LEDGER_PAGE_SIZE }, asEntry);
        return { ledger: { rows: page.value.records, page: lp, pages: page.value.pages, total: page.value.total } };
      })(),
    };
  };
}

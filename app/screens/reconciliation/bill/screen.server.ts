/**
 * 对账单 and 差错处理 on the server, their reads: the list's opening filters (a URL naming none
 * of the screen's filters is sent to the defaults: the last 7 bill days, 差错处理 also 待处理),
 * a day range refused at once when reversed or in the future, and for 对账单's detail the
 * batch's differences (reconError/list?batchId=).
 */
import { recon } from "@contract";
import { redirect } from "react-router";
import { type LoadOptions, rowReader } from "~/kit/server/described.server";
import { fetchPage } from "~/kit/server/page.server";
import { emptyPage, type ListQuery } from "~/kit/shared/query";
import type { AnyScreen } from "~/kit/shared/screen";
import type { FormMessageView } from "~/lib/i18n";
import { visiblePath } from "~/lib/request-path";
import type { Operator } from "~/server/auth.server";
import { beijingDay, type ReconBatch } from "./screen";
import { type ReconError, reconErrorScreen } from "~/screens/reconciliation/error/screen";

/**
 * The list with its opening filters when the URL names none of the screen's filters (a redirect), else null.
 * The page's own path: a client navigation's data request (`/reconciliation/bill.data?_routes=…`) must
 * be sent to the page, never to `….data`, which no route matches (the 404 page).
 */
export function openingFilters(request: Request, spec: AnyScreen, defaults: Record<string, string>): Response | null {
  const url = new URL(visiblePath(request), "http://x");
  if (Object.keys(spec.filters ?? {}).some((name) => url.searchParams.has(name))) return null;
  for (const [name, value] of Object.entries(defaults)) url.searchParams.set(name, value);
  return redirect(`${url.pathname}${url.search}`);
}

/** The last 7 bill days: yesterday and the six days before it (Beijing). */
export const lastSevenDays = (now = Date.now()) => ({ startDate: beijingDay(now, -7), endDate: beijingDay(now, -1) });

/** What is wrong with the day range, if anything: a start after its end, a day in the future. */
export function dayRangeError(
  screen: "reconBill" | "reconError",
  filters: ListQuery["filters"],
  now = Date.now(),
): FormMessageView | null {
  const { startDate, endDate } = filters;
  const today = beijingDay(now);
  if ((startDate && startDate > today) || (endDate && endDate > today)) return { key: `money.${screen}.futureDate` };
  if (startDate && endDate && startDate > endDate) return { key: `money.${screen}.dateRange` };
  return null;
}

export const toReconError = rowReader(reconErrorScreen);

export type ReconBillExtra = { errors: ReconError[] | null };

export function reconBillLoadOptions(operator: Operator, request: Request): LoadOptions<ReconBatch, ReconBillExtra> {
  const params = new URL(request.url).searchParams;
  const viewing =
    params.get("dialog") === "view" && /^[\w.-]{1,64}$/.test(params.get("id") ?? "") ? params.get("id")! : null;
  return {
    list: (query) => {
      const error = dayRangeError("reconBill", query.filters);
      return error ? Promise.resolve({ value: emptyPage<ReconBatch>(query), error }) : null;
    },
    extra: viewing
      ? fetchPage(
          operator,
          recon.reconError.list,
          { batchId: viewing, current: 1, size: 200 },
          { current: 1, size: 200 },
          toReconError,
        ).then((loaded) => ({
          errors: loaded.value.records,
        }))
      : { errors: null },
  };
}

/**
 * One time budget per request for everything it asks the backend (ADR 009). Spec §9's
 * 100000 ms request timeout is the most a page or action may wait in total: calls made one
 * after another share it instead of each getting the full timeout (a hung gateway once held a
 * sign-in for 250 s across three calls). workers/app.ts opens the budget for each request;
 * the backend client asks what is left before every call.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type Budget = { endsAt: number };

const budgets = new AsyncLocalStorage<Budget>();

/** Runs `work` (a request's handling) with `ms` to spend on backend calls. */
export function withRequestDeadline<T>(ms: number, work: () => T): T {
  return budgets.run({ endsAt: Date.now() + ms }, work);
}

/** Milliseconds left of this request's budget; `fallback` outside a request (tests, scripts). */
export function remainingBudgetMs(fallback: number): number {
  const budget = budgets.getStore();
  return budget ? budget.endsAt - Date.now() : fallback;
}

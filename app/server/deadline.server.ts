/**
 * One time budget per request for everything it asks the backend (ADR 009). Spec §9's
 * 100000 ms request timeout is the most a page or action may wait in total: calls made one
 * after another share it instead of each getting the full timeout (a hung gateway once held a
 * sign-in for 250 s across three calls). workers/app.ts opens the budget for each request;
 * the backend client asks what is left before every call. A Durable Object doing a request's
 * backend work (the session's token refresh) is given what is left and opens its own budget
 * with it: the request's budget does not travel with a call to the object by itself.
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

/**
 * Runs `work` within what is left of this request's budget, at most `capMs`: `work` gets a
 * signal that aborts when the budget is spent, and the milliseconds it has. The promise settles
 * with `spent()` at that moment, whatever `work` is still waiting on; `work` must let go of
 * what it holds (a response body) when its signal aborts.
 */
export function withinRequestBudget<T>(
  capMs: number,
  spent: () => Error,
  work: (signal: AbortSignal, budgetMs: number) => Promise<T>,
  /** At least this long, even once the budget is spent (a cleanup after a timeout). */
  floorMs = 0,
): Promise<T> {
  const budgetMs = Math.max(floorMs, Math.min(capMs, remainingBudgetMs(capMs)));
  if (budgetMs <= 0) return Promise.reject(spent());
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = spent();
      controller.abort(error);
      reject(error);
    }, budgetMs);
  });
  const running = (async () => work(controller.signal, budgetMs))();
  return Promise.race([running, deadline]).finally(() => clearTimeout(timer));
}

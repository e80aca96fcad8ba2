/**
 * A Durable Object's stub whose every call waits no longer than what is left of the request's
 * budget, then fails with 请求超时 like a backend call (ADR 009). The session and sign-in
 * throttle objects touch only their own storage, but an object that is busy or unreachable
 * must not hold a page open. A call made when the budget is (nearly) spent still gets a short
 * grace: the cleanups after a timed-out backend call (giving a sign-in attempt back, ending a
 * session) must still reach their object.
 */
import { REQUEST_TIMEOUT_MS, transportFailure } from "./backend.server";
import { withinRequestBudget } from "./deadline.server";
import { traceCall } from "./request-trace.server";

/** What a call to an object gets at least, whatever is left of the request's budget. */
export const OBJECT_CALL_FLOOR_MS = 5_000;

/** `name` is the object's in the request's trace (`session.load`, …). */
export function boundedByBudget<T extends object>(stub: T, name: string, floorMs = OBJECT_CALL_FLOOR_MS): T {
  return new Proxy(stub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof property !== "string" || typeof value !== "function") return value;
      // Reflect.apply, not value.apply: on an RPC stub, `apply` would be taken as a remote method.
      return (...args: unknown[]) =>
        traceCall(
          `${name}.${property}`,
          () =>
            withinRequestBudget(
              REQUEST_TIMEOUT_MS,
              () => transportFailure(408),
              async () => Reflect.apply(value, target, args) as unknown,
              floorMs,
            ),
          () => 200,
        );
    },
  });
}

/**
 * A Durable Object's stub whose every call waits no longer than what is left of the request's
 * budget, then fails with 请求超时 like a backend call (ADR 009). The session and sign-in
 * throttle objects touch only their own storage, but an object that is busy or unreachable
 * must not hold a page open.
 */
import { withinBackendBudget } from "./backend.server";

export function boundedByBudget<T extends object>(stub: T): T {
  return new Proxy(stub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof property !== "string" || typeof value !== "function") return value;
      // Reflect.apply, not value.apply: on an RPC stub, `apply` would be taken as a remote method.
      return (...args: unknown[]) => withinBackendBudget(async () => Reflect.apply(value, target, args) as unknown);
    },
  });
}

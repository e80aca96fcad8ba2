/**
 * The one Node API the Worker uses (nodejs_compat provides it in workerd): request-scoped
 * state for the backend time budget (deadline.server.ts). Declared here instead of pulling
 * all of @types/node into the app's types.
 */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}

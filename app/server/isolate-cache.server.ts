import { currentTrace, type RequestTrace } from "./request-trace.server";

/**
 * A memo of slow-changing answers in this isolate's memory (ADR 008): the tenant's theme and
 * settings, an operator session's menus and unread counts. An entry is kept once its load has
 * succeeded; a failure is never served from memory. A load still under way is not shared with
 * other requests (ADR 009): in workerd a promise settled by another request's I/O may never
 * settle for this one (the other request may have ended, its calls cut off by its deadline),
 * so each request waits only on calls of its own. The map is bounded: past `maxEntries` the
 * oldest entry goes.
 *
 * It is a per-isolate cache, not a shared one: another isolate may hold an older answer until
 * its entry expires, which is why every entry has a short lifetime.
 */
export class IsolateCache<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();
  /** Each request's loads, shared by its own loaders only (gone with the request). */
  private readonly requestLoads = new WeakMap<RequestTrace, Map<string, Promise<T>>>();
  /** Bumped by forget(): a load that began before it must not store what it read. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /**
   * The live entry for `key`, or the result of `load()`, kept for `ttlMs`. Within one request a
   * load under way is shared: a page's loaders run in parallel and ask for the same menu or count
   * (the request's trace showed three calls for one menu tree, ADR 037).
   */
  get(key: string, load: () => Promise<T>, ttlMs = this.ttlMs): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const loading = this.loadsOf(currentTrace());
    const pending = loading?.get(key);
    if (pending) return pending;
    const epoch = this.epoch;
    const value = load();
    loading?.set(key, value);
    value.then(
      () => {
        if (this.epoch === epoch) this.put(key, value, ttlMs);
      },
      () => undefined,
    );
    return value;
  }

  /** This request's loads under way (none outside a request). */
  private loadsOf(trace: RequestTrace | undefined): Map<string, Promise<T>> | undefined {
    if (!trace) return undefined;
    let loads = this.requestLoads.get(trace);
    if (!loads) this.requestLoads.set(trace, (loads = new Map()));
    return loads;
  }

  /** Keeps `value` under `key` for `ttlMs` (the cache's lifetime unless told). */
  put(key: string, value: Promise<T>, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { until: Date.now() + ttlMs, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops every entry whose key starts with `prefix` (e.g. one session's entries). */
  forget(prefix: string): void {
    this.epoch++;
    const trace = currentTrace();
    if (trace) this.requestLoads.delete(trace);
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

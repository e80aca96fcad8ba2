/**
 * A memo of slow-changing answers in this isolate's memory (ADR 008): the tenant's theme and
 * settings, an operator session's menus and unread counts. Each entry holds the promise, so
 * concurrent requests share one backend call; a rejected load is dropped at once, so a failure
 * is never served from memory. The map is bounded: past `maxEntries` the oldest entry goes.
 *
 * It is a per-isolate cache, not a shared one: another isolate may hold an older answer until
 * its entry expires, which is why every entry has a short lifetime.
 */
export class IsolateCache<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** The live entry for `key`, or the result of `load()`, kept for `ttlMs`. */
  get(key: string, load: () => Promise<T>, ttlMs = this.ttlMs): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = load();
    this.put(key, value, ttlMs);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Keeps `value` under `key` for `ttlMs` (the cache's lifetime unless told). */
  put(key: string, value: Promise<T>, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { until: Date.now() + ttlMs, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops every entry whose key starts with `prefix` (e.g. one session's entries). */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
